import { leadsDeskCopy } from '@/content/leads';
import { privacyStaffCopy } from '@/content/privacy';
import { supportCopy as copy } from '@/content/support';
import { StaffHeader } from './staff-header';

/**
 * Top of the support screen: title, subtitle, the other staff pages (the leads desk with how
 * many leads are held or failed; personal data for privacy staff only), who is signed in and
 * 'Salir'.
 */
export function SupportHeader({
  userName,
  privacy,
  leadsNeedingAttention,
}: {
  userName: string;
  privacy: boolean;
  /** Held and failed leads; null when they could not be counted. */
  leadsNeedingAttention: number | null;
}) {
  return (
    <StaffHeader
      title={copy.title}
      subtitle={copy.subtitle}
      userName={userName}
      links={[
        {
          href: '/soporte/leads',
          label: leadsDeskCopy.linkLabel,
          badge: leadsNeedingAttention ? leadsDeskCopy.attention(leadsNeedingAttention) : undefined,
        },
        ...(privacy ? [{ href: '/soporte/datos', label: privacyStaffCopy.toPrivacy }] : []),
      ]}
    />
  );
}
