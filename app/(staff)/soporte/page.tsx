import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SupportScreen } from '@/components/support/support-screen';
import { supportCopy } from '@/content/support';
import { currentUser, loginRedirectPath, SUPPORT_PATH } from '@/lib/auth';

export const metadata: Metadata = { title: supportCopy.title };

export default async function SupportPage() {
  // The proxy checked the cookie's signature; this also checks revocation and disabled accounts.
  const user = await currentUser();
  if (!user) redirect(loginRedirectPath(SUPPORT_PATH, false));
  return <SupportScreen userName={user.nombre} />;
}
