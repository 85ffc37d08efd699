import './site.css';
import type { ReactNode } from 'react';
import { BackToTopButton } from '@/components/site/back-to-top-button';
import { CalendarModalProvider } from '@/components/site/calendar-modal';
import { LandingAttribution } from '@/components/site/landing-attribution';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { BrandFontLoader } from '@/components/ui/brand-font-loader';
import { RenderBelowFold } from '@/components/ui/below-fold';
import { env } from '@/lib/env';
import { siteCopy } from '@/content/site';

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <CalendarModalProvider bookingUrl={env.NEXT_PUBLIC_BOOKING_URL}>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-pop"
      >
        {siteCopy.skipToContent}
      </a>
      <SiteHeader />
      <main id="contenido" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <BackToTopButton />
      <RenderBelowFold />
      <LandingAttribution />
      <BrandFontLoader />
    </CalendarModalProvider>
  );
}
