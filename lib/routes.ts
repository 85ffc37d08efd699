import { services } from '@/content/services';

const serviceSlugs = new Set<string>(services.map((service) => service.slug));

/** The route table of specification 2.1, as patterns over path segments. */
const pageRoutes: readonly ((segments: string[]) => boolean)[] = [
  (s) => s.length === 0,
  (s) => s.length === 2 && s[0] === 'services' && serviceSlugs.has(s[1] ?? ''),
  (s) => s.length === 1 && s[0] === 'blogs',
  (s) => s.length === 2 && s[0] === 'blogs',
  (s) => s.length === 1 && s[0] === 'odoo-landing-page',
  (s) => s.length === 1 && s[0] === 'cvss',
  (s) => s.length === 1 && s[0] === 'soporte',
  (s) => s.length === 1 && s[0] === 'login',
];

/**
 * Generated metadata routes without a file extension (app/apple-icon.tsx, opengraph-image…).
 * Below a route group or a dynamic segment Next adds a hash: /services/x/opengraph-image-1m5q4s.
 */
const metadataRoute = /^(icon|apple-icon|opengraph-image|twitter-image)(\d+|-[a-z0-9]+)?$/;

/**
 * Whether a request path belongs to the product. Anything else is redirected to / (2.1).
 * API routes, framework files and static files (a last segment with an extension) are left
 * alone, so that a missing asset is an honest 404 rather than an HTML page.
 */
export function isKnownPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  const [first] = segments;
  const last = segments.at(-1) ?? '';
  if (first === 'api' || first === '_next') return true;
  if (last.includes('.') || metadataRoute.test(last)) return true;
  return pageRoutes.some((matches) => matches(segments));
}
