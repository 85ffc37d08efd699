import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Staff pages fit a 360 px phone (docs/support-tool.md). Long names and addresses wrap wherever
 * they must (`overflow-wrap: anywhere`, inherited by every staff component) instead of being cut:
 * unlike `break-words` it also stops an unbroken address from widening its flex or grid box.
 */
export default function StaffLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-ink-50 wrap-anywhere">{children}</div>;
}
