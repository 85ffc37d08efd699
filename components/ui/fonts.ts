import localFont from 'next/font/local';

/**
 * Plus Jakarta Sans (variable weight), self-hosted: builds never reach a font CDN. The file is
 * cut to the weights the site uses and to Spanish text (scripts/subset-font.sh): 18 kB instead
 * of 27 kB on every first visit.
 */
export const brandFont = localFont({
  src: './fonts/plus-jakarta-sans-es-wght-400-800.woff2',
  variable: '--font-brand',
  weight: '400 800',
  // Not preloaded in the head, where its 18 kB shared a slow phone's first round trips with the
  // document and held the first paint by about 170 ms (bench:paint, docs/benchmarks.md):
  // BrandFontLoader asks for it once the page's body has arrived. `swap` never holds the paint.
  preload: false,
  display: 'swap',
  // Its stand-in is app/theme.css's 'Brand Fallback', fitted per weight: next/font's was one
  // `local(Arial)` face for every weight, which Linux did not resolve, so the swap rewrapped
  // lines (CLS up to 0.044).
  adjustFontFallback: false,
});

/** The family name the @font-face rules declare (the first of next/font's font-family list). */
export const brandFontFamily = brandFont.style.fontFamily
  .split(',')[0]!
  .replace(/['"]/g, '')
  .trim();
