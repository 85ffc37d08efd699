import type { Metadata } from 'next';
import { LeadsScreen } from '@/components/leads/leads-screen';
import { leadsDeskCopy } from '@/content/leads';
import { staffForPage } from '@/lib/auth';

export const metadata: Metadata = { title: leadsDeskCopy.title };

export default async function LeadsPage() {
  // Guarded like /soporte: the proxy checked the cookie; this checks revocation too.
  const user = await staffForPage('/soporte/leads');
  return <LeadsScreen userName={user.nombre} privacy={user.privacy} />;
}
