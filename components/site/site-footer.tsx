import Link from 'next/link';
import { Icon, type IconName } from '@/components/ui/icons';
import { company } from '@/content/company';
import { footerSections } from '@/content/navigation';
import { privacyLinkCopy, privacyNotice } from '@/content/privacy';
import { footerCopy } from '@/content/site';
import { CurrentYear } from './current-year';
import { Logo } from './logo';
import { SectionLink } from './section-link';

const contacts: {
  label: string;
  value: string;
  href: string;
  icon: IconName;
  external?: boolean;
}[] = [
  { label: footerCopy.email, value: company.email, href: `mailto:${company.email}`, icon: 'mail' },
  {
    label: footerCopy.phone,
    value: company.phone.display,
    href: company.phone.href,
    icon: 'phone',
  },
  {
    label: footerCopy.location,
    value: company.address.display,
    href: company.address.mapUrl,
    icon: 'map-pin',
    external: true,
  },
];

export function SiteFooter() {
  return (
    <footer className="bg-ink-950 text-ink-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 md:grid-cols-[1.4fr_1fr_1.4fr] lg:px-8">
        <div className="max-w-sm">
          <Logo inverted />
          <p className="mt-4 text-sm leading-relaxed">{company.tagline}</p>
        </div>
        <nav aria-labelledby="footer-sections">
          <h2
            id="footer-sections"
            className="text-sm font-semibold tracking-wider text-white uppercase"
          >
            {footerCopy.sections}
          </h2>
          <ul className="mt-4 grid gap-2.5 text-sm">
            {footerSections.map((section) => (
              <li key={section.anchor}>
                <SectionLink anchor={section.anchor} className="transition hover:text-white">
                  {section.label}
                </SectionLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold tracking-wider text-white uppercase">
            {footerCopy.company}
          </h2>
          <ul className="mt-4 grid gap-4 text-sm">
            {contacts.map((contact) => (
              <li key={contact.label}>
                <a
                  href={contact.href}
                  className="group flex items-start gap-3 transition hover:text-white"
                  {...(contact.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Icon name={contact.icon} className="mt-0.5 size-5 shrink-0 text-accent-400" />
                  <span>
                    <span className="block font-semibold text-white">{contact.label}</span>
                    <span className="block">{contact.value}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-8 gap-y-2 px-5 py-6 text-sm lg:px-8">
          <p>
            © <CurrentYear buildYear={new Date().getFullYear()} /> {company.legalName}.{' '}
            {footerCopy.rights}
          </p>
          <Link
            href={privacyNotice.path}
            className="underline underline-offset-4 transition hover:text-white"
          >
            {privacyLinkCopy.footer}
          </Link>
        </div>
      </div>
    </footer>
  );
}
