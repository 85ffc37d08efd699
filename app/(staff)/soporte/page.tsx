import type { Metadata } from 'next';
import { SupportScreen } from '@/components/support/support-screen';
import { supportCopy } from '@/content/support';
import { staffForPage, SUPPORT_PATH } from '@/lib/auth';

export const metadata: Metadata = { title: supportCopy.title };

export default async function SupportPage() {
  // The proxy checked the cookie's signature; this also checks revocation and disabled accounts.
  const user = await staffForPage(SUPPORT_PATH);
  return <SupportScreen userName={user.nombre} userEmail={user.email} privacy={user.privacy} />;
}
