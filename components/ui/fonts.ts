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
  // Preloaded (Next's default) so that it usually arrives before the text is laid out: without
  // the preload it came after the first paint, and its swap moved the lines (CLS 0.002–0.044 in
  // Lighthouse, docs/benchmarks.md, bench:paint). `swap` never holds the first paint for it.
  display: 'swap',
});
