import { ogImageSize, renderOgImage } from '@/components/site/og-image';
import { company } from '@/content/company';
import { homeMeta } from '@/content/home';

export const size = ogImageSize;
export const contentType = 'image/png';
export const alt = `${company.name}: ${homeMeta.title}`;

export default function OpenGraphImage() {
  return renderOgImage({ eyebrow: homeMeta.ogEyebrow, title: homeMeta.title });
}
