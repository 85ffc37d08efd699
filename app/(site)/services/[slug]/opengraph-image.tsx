import { ogImageSize, renderOgImage } from '@/components/site/og-image';
import { findService, servicePageCopy, services } from '@/content/services';

export const size = ogImageSize;
export const contentType = 'image/png';
export const alt = servicePageCopy.ogAlt;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.slug }));
}

export default async function ServiceOpenGraphImage({
  params,
}: {
  params: Promise<{ slug: string }>;
}) {
  const service = findService((await params).slug);
  return renderOgImage({
    eyebrow: servicePageCopy.ogEyebrow,
    title: service?.title ?? servicePageCopy.ogEyebrow,
    subtitle: service?.shortDescription,
  });
}
