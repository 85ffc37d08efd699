import type { ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import { StaffHeader, type StaffLink } from './staff-header';

/**
 * A staff page's frame: toasts, the staff header, and a Spanish alert when its data could not
 * be read (`unavailable`), above the page's own content.
 */
export function StaffPage({
  title,
  subtitle,
  userName,
  links,
  unavailable,
  children,
}: {
  title: string;
  subtitle: string;
  userName: string;
  links: StaffLink[];
  unavailable?: string | false;
  children: ReactNode;
}) {
  return (
    <ToastProvider>
      <StaffHeader title={title} subtitle={subtitle} userName={userName} links={links} />
      {unavailable && (
        <p role="alert" className="mx-auto mt-6 max-w-7xl px-5 text-red-800 lg:px-8">
          {unavailable}
        </p>
      )}
      {children}
    </ToastProvider>
  );
}
