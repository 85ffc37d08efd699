import type { Metadata } from 'next';
import { ProcessingRecordScreen } from '@/components/privacy/processing-record-screen';
import { processingRecordCopy } from '@/content/processing-record';
import { staffForPage } from '@/lib/auth';

export const metadata: Metadata = { title: processingRecordCopy.title };

export default async function ProcessingRecordPage() {
  // Guarded like /soporte/datos: privacy staff only, others get the 403 page.
  const user = await staffForPage('/soporte/privacidad/registro', { privacy: true });
  return <ProcessingRecordScreen userName={user.nombre} />;
}
