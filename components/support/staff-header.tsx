import Link from 'next/link';
import { LogoMark } from '@/components/site/logo';
import { supportCopy } from '@/content/support';
import { SignOutButton } from './sign-out-button';

export interface StaffLink {
  href: string;
  label: string;
  /** Said after the label, e.g. how many leads wait on a person. */
  badge?: string;
}

/** The top of every staff page: title, subtitle, links to the other staff pages, who is signed in. */
export function StaffHeader({
  title,
  subtitle,
  userName,
  links,
}: {
  title: string;
  subtitle: string;
  userName: string;
  links: StaffLink[];
}) {
  return (
    <header className="border-b border-ink-100 bg-white print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-5 py-5 lg:px-8">
        <div className="flex min-w-0 items-center gap-4">
          <LogoMark className="size-10 shrink-0" />
          <div className="min-w-0">
            <h1 className="text-xl font-bold sm:text-2xl">{title}</h1>
            <p className="text-sm text-ink-600">{subtitle}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <nav aria-label={supportCopy.staffPages}>
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className="text-sm font-semibold text-brand-700 underline">
                    {link.label}
                    {link.badge && ' '}
                    {link.badge && (
                      <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900 no-underline">
                        {link.badge}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-ink-600">
            <span className="sr-only">{supportCopy.signedInAs}</span>
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
