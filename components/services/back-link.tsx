import Link from 'next/link';
import { Icon } from '@/components/ui/icons';

/** 'Volver': back to the home page. */
export function BackLink() {
  return (
    <Link
      href="/"
      className="text-brand-700 ring-brand-200 hover:bg-brand-50 mb-8 inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 transition"
    >
      <Icon name="arrow-left" className="size-4" />
      Volver
    </Link>
  );
}
