import Link from 'next/link';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icons';

/** The pill that leads back (to the site, to the blog): an arrow and its label. */
export function BackPill({
  href,
  className,
  children,
}: {
  href: string;
  /** Its margin and padding, which differ by place. */
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      className={`inline-flex items-center gap-2 rounded-full text-sm font-semibold text-brand-700 ring-1 ring-brand-200 transition hover:bg-brand-50 ${className}`}
    >
      <Icon name="arrow-left" className="size-4" />
      {children}
    </Link>
  );
}
