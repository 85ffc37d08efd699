/** The blog's error messages; the pages show the `*Failed` ones. */
export const cmsErrors = {
  unexpectedStructure: 'Unexpected data structure from API',
  listFailed: 'Failed to fetch blogs. Please try again later.',
  postMissing: 'Blog data not found in response',
  postFailed: 'Failed to fetch blog. Please try again later.',
} as const;

export class CmsError extends Error {
  override name = 'CmsError';
}
