import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SupportScreen } from '@/components/support/support-screen';
import { loginRedirectPath } from '@/lib/auth/redirect';
import { currentUser } from '@/lib/firebase';

export const metadata: Metadata = { title: 'Sistema de Turno de Soporte' };

export default async function SupportPage() {
  // The proxy checked the cookie's signature; this also checks revocation and disabled accounts.
  const user = await currentUser();
  if (!user) redirect(loginRedirectPath('/soporte', false));
  return <SupportScreen userName={user.nombre} />;
}
