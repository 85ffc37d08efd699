export interface PostImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** Shown when a post has no image (docs/product.md, Blog); a file of the site, same 16:9 shape. */
export const placeholderImage: PostImage = {
  url: '/images/blog-placeholder.jpg',
  alt: '',
  width: 1200,
  height: 675,
};
