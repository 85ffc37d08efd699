import localFont from 'next/font/local';

/** Plus Jakarta Sans (variable weight), self-hosted: builds never reach a font CDN. */
export const brandFont = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-brand',
  weight: '200 800',
  display: 'swap',
});
