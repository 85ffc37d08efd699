import { ImageResponse } from 'next/og';
import { company } from '@/content/company';

export const ogImageSize = { width: 1200, height: 630 };

/**
 * The social card of a page (OpenGraph and Twitter), drawn at build time. It uses next/og's
 * bundled font, so building needs no font download.
 */
export function renderOgImage({
  eyebrow,
  title,
  subtitle,
}: {
  eyebrow: string;
  title: string;
  subtitle?: string;
}) {
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: '72px 80px',
        color: '#fff',
        background: 'linear-gradient(135deg, #132254 0%, #1839b0 55%, #1e5aed 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <svg viewBox="0 0 32 32" width="72" height="72">
          <rect width="32" height="32" rx="8" fill="#fff" />
          <path d="M5 24l7-11 4.5 6L20 13l7 11z" fill="#1e5aed" />
          <path d="M20 13l2.4 3.8-2.4 1.5-2.2-2z" fill="#14b8a6" />
          <circle cx="24" cy="8" r="2" fill="#14b8a6" />
        </svg>
        <span style={{ fontSize: 40, letterSpacing: '-0.01em' }}>{company.name}</span>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <span style={{ fontSize: 30, color: '#5eead4', textTransform: 'uppercase' }}>
          {eyebrow}
        </span>
        <span style={{ fontSize: 68, lineHeight: 1.1, letterSpacing: '-0.02em', maxWidth: 1000 }}>
          {title}
        </span>
        {subtitle && (
          <span style={{ fontSize: 34, lineHeight: 1.3, color: '#d9eaff', maxWidth: 1000 }}>
            {subtitle}
          </span>
        )}
      </div>
      <div style={{ display: 'flex', fontSize: 26, color: '#bcdaff', maxWidth: 900 }}>
        {company.tagline}
      </div>
    </div>,
    ogImageSize,
  );
}
