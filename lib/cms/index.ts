import 'server-only';

/** Every read of Strapi (posts), the marketers' preview secret and the revalidation webhook. */
export type { Post, PostImage, PostSummary } from './parse';
export * from './client';
export { getPost, isPostId, listPublishedPosts, orErrorState } from './posts';
export { isPreviewAuthorized, revalidateFromWebhook } from './access';
export { pingCms } from './strapi';
