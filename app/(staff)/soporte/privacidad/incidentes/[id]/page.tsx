import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IncidentReport } from '@/components/privacy/incidents/incident-report';
import { incidentsCopy } from '@/content/incidents';
import { staffForPage } from '@/lib/auth';
import { findIncident } from '@/lib/privacy';

export const metadata: Metadata = { title: incidentsCopy.report.heading };

export default async function IncidentPage({
  params,
}: PageProps<'/soporte/privacidad/incidentes/[id]'>) {
  const { id } = await params;
  const user = await staffForPage(`/soporte/privacidad/incidentes/${encodeURIComponent(id)}`, {
    privacy: true,
  });
  const incident = await findIncident(id);
  if (!incident) notFound();
  return <IncidentReport incident={incident} userName={user.nombre} />;
}
