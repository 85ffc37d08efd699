import './staff.css';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { BrandFontLoader } from '@/components/ui/brand-font-loader';
import { policyNonce } from '@/lib/security-headers.mjs';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * Staff pages fit a 360 px phone (docs/support-tool.md). Long names and addresses wrap wherever
 * they must (`overflow-wrap: anywhere`, inherited by every staff component) instead of being cut:
 * unlike `break-words` it also stops an unbroken address from widening its flex or grid box.
 */
export default async function StaffLayout({ children }: { children: ReactNode }) {
  // The staff pages are dynamic: each request's policy has its nonce (proxy.ts).
  const nonce = policyNonce((await headers()).get('content-security-policy'));
  return (
    <>
      <div className="min-h-dvh bg-ink-50 wrap-anywhere">{children}</div>
      <BrandFontLoader nonce={nonce} />
    </>
  );
}
