import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { StaleBuildReload } from '@/components/site/stale-build-reload';
import { brandFont } from '@/components/ui/fonts';
import { company } from '@/content/company';
import { env } from '@/lib/env';
import { siteCopy } from '@/content/site';

export const metadata: Metadata = {
  metadataBase: new URL(env.NEXT_PUBLIC_SITE_URL),
  title: {
    default: siteCopy.defaultTitle,
    template: `%s | ${company.name}`,
  },
  description: company.tagline,
  applicationName: company.name,
  openGraph: { siteName: company.name, locale: 'es_CL', type: 'website' },
};

export const viewport: Viewport = {
  themeColor: '#1e5aed',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-CL" className={brandFont.variable}>
      <body>
        {children}
        <StaleBuildReload />
      </body>
    </html>
  );
}
