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
  display: 'swap',
  // Not preloaded: on a slow phone the preload took bandwidth from the document before the first
  // paint, which `swap` never waits for (bench:paint, docs/benchmarks.md). The text's styles ask
  // for it as soon as they apply, and the size-adjusted fallback keeps the lines in place.
  preload: false,
});
