import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { robots: { index: false, follow: false } };

export default function StaffLayout({ children }: { children: ReactNode }) {
  return <div className="bg-ink-50 min-h-dvh">{children}</div>;
}
