import { ImageResponse } from 'next/og';

export const size = { width: 180, height: 180 };
export const contentType = 'image/png';

/** The brand mark as a PNG for home-screen shortcuts, drawn at build time. */
export default function AppleIcon() {
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#1e5aed' }}>
      <svg viewBox="0 0 32 32" width="180" height="180">
        <path d="M5 24l7-11 4.5 6L20 13l7 11z" fill="#fff" />
        <path d="M20 13l2.4 3.8-2.4 1.5-2.2-2z" fill="#2dd4bf" />
        <circle cx="24" cy="8" r="2" fill="#2dd4bf" />
      </svg>
    </div>,
    size,
  );
}
