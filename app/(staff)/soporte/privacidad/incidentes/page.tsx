import type { Metadata } from 'next';
import { IncidentsScreen } from '@/components/privacy/incidents/incidents-screen';
import { incidentsCopy } from '@/content/incidents';
import { staffForPage } from '@/lib/auth';

export const metadata: Metadata = { title: incidentsCopy.title };

export default async function IncidentsPage() {
  // Privacy staff only, like /soporte/datos: others get the 403 page (app/(staff)/forbidden.tsx).
  const user = await staffForPage('/soporte/privacidad/incidentes', { privacy: true });
  return <IncidentsScreen userName={user.nombre} />;
}
