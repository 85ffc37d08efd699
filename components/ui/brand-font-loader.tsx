import { brandFontFamily } from './fonts';

/**
 * The brand font's download, started where this is rendered: last in a layout's body, so on a
 * slow network it does not share the first round trips with the document (the head would), yet
 * on a fast one it still usually arrives before the first paint, as a preload in the head did,
 * and the text does not visibly swap. The page's own @font-face rules (next/font) name the file,
 * so the browser loads exactly what the stylesheet will use. An inline script, as React hoists
 * every <link rel="preload"> into the head; `nonce` for the staff pages' policy.
 */
export function BrandFontLoader({ nonce }: { nonce?: string }) {
  const family = JSON.stringify(brandFontFamily);
  return (
    <script
      nonce={nonce}
      dangerouslySetInnerHTML={{
        __html: `document.fonts.forEach(function(f){if(f.family===${family})f.load()})`,
      }}
    />
  );
}
