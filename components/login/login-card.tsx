import type { ReactNode } from 'react';
import { LogoMark } from '@/components/site/logo';
import { BackPill } from '@/components/ui/back-link';
import { Icon } from '@/components/ui/icons';
import { loginCopy as copy } from '@/content/login';

/** The frame of the login page: title, subtitle, the form, and the way back to the site. */
export function LoginCard({ children }: { children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 px-5 py-12">
      <div className="w-full max-w-md rounded-[1.75rem] bg-white p-8 shadow-pop sm:p-10">
        <div className="flex flex-col items-center text-center">
          <LogoMark className="size-12" />
          <span className="mt-5 grid size-11 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Icon name="lock" className="size-5" />
          </span>
          <h1 className="mt-4 text-3xl font-bold">{copy.title}</h1>
          <p className="mt-2 text-ink-600">{copy.subtitle}</p>
        </div>
        <div className="mt-8">{children}</div>
        <div className="mt-8 border-t border-ink-100 pt-6 text-center">
          <p className="text-sm text-ink-600">{copy.noAccess}</p>
          <BackPill href="/" className="mt-4 px-4 py-2">
            {copy.backToSite}
          </BackPill>
        </div>
      </div>
    </main>
  );
}
