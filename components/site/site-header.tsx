import { siteCopy } from '@/content/site';
import Link from 'next/link';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { ServicesList } from './services-list';

export function SiteHeader() {
  // One element for both menus: the page's data carries the list once, the second a reference.
  const servicesMenu = <ServicesList />;
  return (
    <header
      id="site-header"
      className="sticky top-0 z-40 h-(--header-height) border-b border-ink-100 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75"
    >
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-6 px-5 lg:px-8">
        <Link href="/" aria-label={siteCopy.homeLink} className="rounded-lg">
          <Logo />
        </Link>
        <DesktopNav servicesMenu={servicesMenu} />
        <MobileMenu servicesMenu={servicesMenu} />
      </div>
    </header>
  );
}
