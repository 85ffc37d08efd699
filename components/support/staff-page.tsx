import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { privacyStaffCopy } from '@/content/privacy';
import { SUPPORT_PATH } from '@/lib/auth';
import { StaffHeader, type StaffLink } from './staff-header';

/**
 * A staff page's frame: toasts, the staff header (its links after the one back to the board),
 * and the page's Spanish alert when its data could not be read (`unavailable`), above the page's
 * own content.
 */
export function StaffPage({
  copy,
  userName,
  links,
  unavailable = false,
  children,
}: {
  /** `unavailable`: the alert of a page whose data can be unreadable. */
  copy: { title: string; subtitle: string; unavailable?: string };
  userName: string;
  links: StaffLink[];
  unavailable?: boolean;
  children: ReactNode;
}) {
  return (
    <ToastProvider>
      <StaffHeader
        title={copy.title}
        subtitle={copy.subtitle}
        userName={userName}
        links={[{ href: SUPPORT_PATH, label: privacyStaffCopy.toBoard }, ...links]}
      />
      {unavailable && (
        <p role="alert" className="mx-auto mt-6 max-w-7xl px-5 text-red-800 lg:px-8">
          {copy.unavailable}
        </p>
      )}
      {children}
    </ToastProvider>
  );
}
