import 'server-only';
import { StaffPage } from '@/components/support/staff-page';
import { incidentsCopy } from '@/content/incidents';
import { leadsDeskCopy } from '@/content/leads';
import { privacyStaffCopy as copy } from '@/content/privacy';
import { processingRecordCopy } from '@/content/processing-record';
import { log } from '@/lib/log';
import {
  chileDateOf,
  listPrivacyRequests,
  PRIVACY_REQUEST_STATUS,
  type PrivacyRequestPage,
} from '@/lib/privacy';
import { PrivacyDesk } from './privacy-desk';

async function openRequests(): Promise<PrivacyRequestPage | null> {
  try {
    return await listPrivacyRequests({ status: PRIVACY_REQUEST_STATUS.open });
  } catch (error) {
    log.error('privacy', 'Loading the open rights requests failed', error);
    return null;
  }
}

/** /soporte/datos (privacy staff): the open rights requests and the look-up of one address's data. */
export async function PrivacyStaffScreen({ userName }: { userName: string }) {
  const requests = await openRequests();
  return (
    <StaffPage
      copy={copy}
      userName={userName}
      links={[
        { href: '/soporte/leads', label: leadsDeskCopy.linkLabel },
        { href: '/soporte/privacidad/incidentes', label: incidentsCopy.linkLabel },
        { href: '/soporte/privacidad/registro', label: processingRecordCopy.linkLabel },
      ]}
      unavailable={requests === null}
    >
      <PrivacyDesk
        initialRequests={requests ?? { requests: [], nextCursor: null }}
        today={chileDateOf(new Date())}
      />
    </StaffPage>
  );
}
