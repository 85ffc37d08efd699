import Link from 'next/link';
import { Icon } from '@/components/ui/icons';
import { servicePageCopy } from '@/content/services';

/** 'Volver': back to the home page. */
export function BackLink() {
  return (
    <Link
      href="/"
      className="mb-8 inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 transition hover:bg-brand-50"
    >
      <Icon name="arrow-left" className="size-4" />
      {servicePageCopy.back}
    </Link>
  );
}
