import type { Metadata } from 'next';
import { PrivacyStaffScreen } from '@/components/privacy/privacy-staff-screen';
import { privacyStaffCopy } from '@/content/privacy';
import { staffForPage } from '@/lib/auth';

export const metadata: Metadata = { title: privacyStaffCopy.title };

export default async function PersonalDataPage() {
  // Guarded like /soporte (the proxy checked the cookie; this checks revocation too), and for
  // privacy staff only: others get the 403 page (app/(staff)/forbidden.tsx).
  const user = await staffForPage('/soporte/datos', { privacy: true });
  return <PrivacyStaffScreen userName={user.nombre} />;
}
