import 'server-only';
import Link from 'next/link';
import { LogoMark } from '@/components/site/logo';
import { SignOutButton } from '@/components/support/sign-out-button';
import { ToastProvider } from '@/components/ui/toast';
import { privacyStaffCopy as copy } from '@/content/privacy';
import { supportCopy } from '@/content/support';
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
      <header className="border-b border-ink-100 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-5 py-5 lg:px-8">
          <div className="flex items-center gap-4">
            <LogoMark className="size-10 shrink-0" />
            <div>
              <h1 className="text-xl font-bold sm:text-2xl">{copy.title}</h1>
              <p className="text-sm text-ink-600">{copy.subtitle}</p>
            </div>
          </div>
          <div className="flex items-center gap-4">
            <Link href={SUPPORT_PATH} className="text-sm font-semibold text-brand-700 underline">
              {copy.toBoard}
            </Link>
            <p className="text-sm text-ink-600">
              <span className="sr-only">{supportCopy.signedInAs}</span>
              <span className="font-semibold text-ink-900">{userName}</span>
            </p>
            <SignOutButton />
          </div>
        </div>
      </header>
      {requests === null && (
        <p role="alert" className="mx-auto mt-6 max-w-7xl px-5 text-red-800 lg:px-8">
          {copy.unavailable}
        </p>
      )}
      <PrivacyDesk initialRequests={requests ?? []} today={chileDateOf(new Date())} />
    </ToastProvider>
  );
}
