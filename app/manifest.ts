import type { MetadataRoute } from 'next';
import { company } from '@/content/company';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: company.name,
    short_name: company.name,
    description: company.tagline,
    lang: 'es-CL',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#1e5aed',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png' },
    ],
  };
}
