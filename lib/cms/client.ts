/** The CMS's client-safe entry: the blog's error messages and the error type. */
export { CmsError, cmsErrors } from './errors';
// Kept apart from parse.ts, so that client bundles never carry its schemas.
export { placeholderImage } from './placeholder';
