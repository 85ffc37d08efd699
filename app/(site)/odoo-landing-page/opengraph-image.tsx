import { ogImageSize, renderOgImage } from '@/components/site/og-image';
import { odooPage } from '@/content/odoo';

export const size = ogImageSize;
export const contentType = 'image/png';
export const alt = odooPage.title;

export default function OdooOpenGraphImage() {
  return renderOgImage({
    eyebrow: odooPage.eyebrow,
    title: odooPage.title,
    subtitle: odooPage.highlights.join(' · '),
  });
}
