/** The CMS's client-safe entry: the specification's messages and the error type. */
export { CmsError, cmsErrors } from './errors';
export { placeholderImage } from './parse';
