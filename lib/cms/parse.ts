import type { BlocksContent } from '@strapi/blocks-react-renderer';
import * as z from '@/lib/zod';
import { CmsError, cmsErrors } from './errors';
import { placeholderImage, type PostImage } from './placeholder';

export { placeholderImage, type PostImage };

export interface PostSummary {
  documentId: string;
  title: string;
  subtitle: string;
  publishedAt: string;
  /** Strapi's last change of the post (its publication date when Strapi gives none). */
  updatedAt: string;
  cover: PostImage;
}

/** The marketer's optional search and sharing fields (Strapi's `shared.seo` component). */
interface PostSeo {
  metaTitle?: string;
  metaDescription?: string;
  shareImage?: PostImage;
}

export interface Post extends PostSummary {
  /** The rich body (`contentHTML`, else `content`); empty when the post has none. */
  body: BlocksContent;
  published: boolean;
  seo: PostSeo;
}

const mediaSchema = z.object({
  url: z.string().min(1),
  alternativeText: z.string().nullish(),
  width: z.number().positive().nullish(),
  height: z.number().positive().nullish(),
});

const blocksSchema = z.array(z.record(z.string(), z.unknown())).nullish();

// Strapi enforces the lengths when a marketer saves; a blank field counts as not filled.
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value?.trim() || undefined);

const seoSchema = z
  .object({
    metaTitle: optionalText,
    metaDescription: optionalText,
    shareImage: mediaSchema.nullish(),
  })
  .nullish();

const postSchema = z.object({
  documentId: z.string().min(1),
  title: z.string().min(1),
  subtitle: z.string().nullish(),
  publishedAt: z.string().min(1),
  updatedAt: z.string().nullish(),
  published: z.boolean().nullish(),
  images: z.array(mediaSchema).nullish(),
  content: blocksSchema,
  contentHTML: blocksSchema,
  seo: seoSchema,
});

type StrapiPost = z.infer<typeof postSchema>;

/**
 * Strapi answers upload paths relative to itself (`/uploads/…`): they are resolved against its
 * address. Absolute http(s) urls (a CDN) stay as they are; anything else is refused.
 */
export function mediaUrl(url: string, strapiUrl: string): string | null {
  try {
    const resolved = new URL(url, strapiUrl);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:'
      ? resolved.toString()
      : null;
  } catch {
    return null;
  }
}

function imageOf(
  media: z.infer<typeof mediaSchema> | null | undefined,
  strapiUrl: string,
): PostImage | undefined {
  const url = media && mediaUrl(media.url, strapiUrl);
  if (!media || !url) return undefined;
  return {
    url,
    alt: media.alternativeText ?? '',
    width: media.width ?? placeholderImage.width,
    height: media.height ?? placeholderImage.height,
  };
}

function toSummary(post: StrapiPost, strapiUrl: string): PostSummary {
  return {
    documentId: post.documentId,
    title: post.title,
    subtitle: post.subtitle ?? '',
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt || post.publishedAt,
    cover: imageOf(post.images?.[0], strapiUrl) ?? placeholderImage,
  };
}

/** Image blocks inside the body carry upload paths too. Blocks are Strapi's own format: only
 * their list shape is checked, and the renderer warns about any node type it does not know. */
function withAbsoluteImages(blocks: Record<string, unknown>[], strapiUrl: string): BlocksContent {
  return blocks.map((block) => {
    const parsed = block.type === 'image' ? mediaSchema.safeParse(block.image) : undefined;
    if (!parsed?.success) return block;
    const url = mediaUrl(parsed.data.url, strapiUrl);
    return url ? { ...block, image: { ...(block.image as object), url } } : block;
  }) as unknown as BlocksContent;
}

export const newestFirst = (a: PostSummary, b: PostSummary) =>
  b.publishedAt.localeCompare(a.publishedAt);

const paginationSchema = z.object({
  meta: z.object({ pagination: z.object({ pageCount: z.number().int().nonnegative() }) }),
});

/**
 * One page of the list answer (`{ data: [...], meta: { pagination } }`): newest first, and how
 * many pages the list has (1 when Strapi does not say). Entries that are not posts are left out
 * and counted, so one bad entry does not hide the others.
 */
export function parsePostList(
  json: unknown,
  strapiUrl: string,
): { posts: PostSummary[]; skipped: number; pageCount: number } {
  const data = (json as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new CmsError(cmsErrors.unexpectedStructure);
  const posts = data.flatMap((item) => {
    const parsed = postSchema.safeParse(item);
    return parsed.success ? [toSummary(parsed.data, strapiUrl)] : [];
  });
  const pagination = paginationSchema.safeParse(json);
  return {
    posts: posts.sort(newestFirst),
    skipped: data.length - posts.length,
    pageCount: pagination.success ? Math.max(1, pagination.data.meta.pagination.pageCount) : 1,
  };
}

/** One post's answer (`{ data: {...} }`), published or not: the caller decides who sees it. */
export function parsePost(json: unknown, strapiUrl: string): Post {
  const parsed = postSchema.safeParse((json as { data?: unknown } | null)?.data);
  if (!parsed.success) throw new CmsError(cmsErrors.postMissing);
  const post = parsed.data;
  const body = post.contentHTML?.length ? post.contentHTML : (post.content ?? []);
  const shareImage = imageOf(post.seo?.shareImage, strapiUrl);
  return {
    ...toSummary(post, strapiUrl),
    body: withAbsoluteImages(body, strapiUrl),
    published: post.published !== false,
    seo: {
      ...(post.seo?.metaTitle && { metaTitle: post.seo.metaTitle }),
      ...(post.seo?.metaDescription && { metaDescription: post.seo.metaDescription }),
      ...(shareImage && { shareImage }),
    },
  };
}
