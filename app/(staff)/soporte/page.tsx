import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SupportHeader } from '@/components/support/support-header';
import { ToastProvider } from '@/components/ui/toast';
import { loginRedirectPath } from '@/lib/auth/redirect';
import { currentUser } from '@/lib/firebase';

export const metadata: Metadata = { title: 'Sistema de Turno de Soporte' };

export default async function SupportPage() {
  // The proxy checked the cookie's signature; this also checks revocation and disabled accounts.
  const user = await currentUser();
  if (!user) redirect(loginRedirectPath('/soporte', false));
  return (
    <ToastProvider>
      <SupportHeader userName={user.nombre} />
      <main className="mx-auto max-w-7xl px-5 py-10 lg:px-8" />
    </ToastProvider>
  );
}
