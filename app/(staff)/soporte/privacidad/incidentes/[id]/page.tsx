import type { Metadata } from 'next';
import { IncidentReport } from '@/components/privacy/incidents/incident-report';
import { incidentsCopy } from '@/content/incidents';
import { staffForPage } from '@/lib/auth';

export const metadata: Metadata = { title: incidentsCopy.report.heading };

export default async function IncidentPage({
  params,
}: PageProps<'/soporte/privacidad/incidentes/[id]'>) {
  const { id } = await params;
  const user = await staffForPage(`/soporte/privacidad/incidentes/${encodeURIComponent(id)}`, {
    privacy: true,
  });
  return <IncidentReport id={id} userName={user.nombre} />;
}
