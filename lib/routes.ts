import { services } from '@/content/services';

/** Who a page is for: anyone, signed-in staff (/soporte), or people signing in (/login). */
type PageAccess = 'public' | 'staff' | 'sign-in';

export interface PageRoute {
  /** The path; a `[name]` segment stands for any one segment (blog posts). */
  path: string;
  access: PageAccess;
  /** Listed in the sitemap with this priority (public pages only). */
  sitemapPriority?: number;
}

/** The route table (docs/product.md, Routes): the one list of the product's pages. */
export const pageRoutes: readonly PageRoute[] = [
  { path: '/', access: 'public', sitemapPriority: 1 },
  ...services.map((service) => ({
    path: `/services/${service.slug}`,
    access: 'public' as const,
    sitemapPriority: 0.8,
  })),
  { path: '/odoo-landing-page', access: 'public', sitemapPriority: 0.8 },
  { path: '/blogs', access: 'public', sitemapPriority: 0.6 },
  { path: '/blogs/[id]', access: 'public' },
  { path: '/cvss', access: 'public', sitemapPriority: 0.4 },
  { path: '/privacidad', access: 'public', sitemapPriority: 0.2 },
  { path: '/soporte', access: 'staff' },
  { path: '/soporte/datos', access: 'staff' },
  { path: '/soporte/leads', access: 'staff' },
  { path: '/soporte/privacidad/registro', access: 'staff' },
  { path: '/soporte/privacidad/incidentes', access: 'staff' },
  { path: '/soporte/privacidad/incidentes/[id]', access: 'staff' },
  { path: '/login', access: 'sign-in' },
];

/** Whether the route stands for many pages (a `[name]` segment). */
export const isDynamic = (route: PageRoute) => route.path.includes('[');

/** The pages anyone can open at a fixed address (everything but /soporte and blog posts). */
export const openPages: readonly string[] = pageRoutes
  .filter((route) => route.access !== 'staff' && !isDynamic(route))
  .map((route) => route.path);

/** The public pages worth indexing, most important first (blog posts come from the CMS). */
export const indexedPages: readonly { path: string; priority: number }[] = pageRoutes
  .flatMap((route) =>
    route.sitemapPriority === undefined
      ? []
      : [{ path: route.path, priority: route.sitemapPriority }],
  )
  .sort((a, b) => b.priority - a.priority);

/**
 * Pages kept out of search engines: staff and sign-in pages (robots.txt's rules are prefixes, so
 * a dynamic page is kept out by its parent's).
 */
export const unindexedPages: readonly string[] = pageRoutes
  .filter((route) => route.access !== 'public' && !isDynamic(route))
  .map((route) => route.path);

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether a request path is a staff page, guarded by the proxy and by the page itself. */
export function isStaffPath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return pageRoutes.some((route) => route.access === 'staff' && matches(route, segments));
}

function matches(route: PageRoute, segments: string[]): boolean {
  const pattern = segmentsOf(route.path);
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => part.startsWith('[') || part === segments[index])
  );
}

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
  const segments = segmentsOf(pathname);
  const [first] = segments;
  const last = segments.at(-1) ?? '';
  if (first === 'api' || first === '_next') return true;
  if (last.includes('.') || metadataRoute.test(last)) return true;
  return pageRoutes.some((route) => matches(route, segments));
}
