import 'server-only';
import { StaffHeader } from '@/components/support/staff-header';
import { ToastProvider } from '@/components/ui/toast';
import { leadsDeskCopy } from '@/content/leads';
import { privacyStaffCopy as copy } from '@/content/privacy';
import { SUPPORT_PATH } from '@/lib/auth';
import { log } from '@/lib/log';
import { chileDateOf, listPrivacyRequests, type StoredPrivacyRequest } from '@/lib/privacy';
import { PrivacyDesk } from './privacy-desk';

async function openRequests(): Promise<StoredPrivacyRequest[] | null> {
  try {
    return await listPrivacyRequests('abierta');
  } catch (error) {
    log.error('privacy', 'Loading the open rights requests failed', error);
    return null;
  }
}

/** /soporte/datos: the open rights requests and the look-up of one address's data. */
export async function PrivacyStaffScreen({ userName }: { userName: string }) {
  const requests = await openRequests();
  return (
    <ToastProvider>
      <StaffHeader
        title={copy.title}
        subtitle={copy.subtitle}
        userName={userName}
        links={[
          { href: SUPPORT_PATH, label: copy.toBoard },
          { href: '/soporte/leads', label: leadsDeskCopy.linkLabel },
        ]}
      />
      {requests === null && (
        <p role="alert" className="mx-auto mt-6 max-w-7xl px-5 text-red-800 lg:px-8">
          {copy.unavailable}
        </p>
      )}
      <PrivacyDesk initialRequests={requests ?? []} today={chileDateOf(new Date())} />
    </ToastProvider>
  );
}
