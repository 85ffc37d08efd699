import { BackPill } from '@/components/ui/back-link';
import { servicePageCopy } from '@/content/services';

/** 'Volver': back to the home page. */
export function BackLink() {
  return (
    <BackPill href="/" className="mb-8 px-3 py-1.5">
      {servicePageCopy.back}
    </BackPill>
  );
}
