import Link from 'next/link';
import { LogoMark } from '@/components/site/logo';
import { privacyStaffCopy } from '@/content/privacy';
import { supportCopy as copy } from '@/content/support';
import { SignOutButton } from './sign-out-button';

/** Top of the support screen: title, subtitle, who is signed in and 'Salir'. */
export function SupportHeader({ userName }: { userName: string }) {
  return (
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
          <Link href="/soporte/datos" className="text-sm font-semibold text-brand-700 underline">
            {privacyStaffCopy.toPrivacy}
          </Link>
          <p className="text-sm text-ink-600">
            <span className="sr-only">{copy.signedInAs}</span>
            <span className="font-semibold text-ink-900" data-testid="session-user">
              {userName}
            </span>
          </p>
          <SignOutButton />
        </div>
      </div>
    </header>
  );
}
