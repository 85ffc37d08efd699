// Plain JavaScript so that next.config.mjs can import it; typed through JSDoc.

/**
 * @typedef {object} SecurityOptions
 * @property {boolean} isDev        development server (React needs eval for its debugging aids, HMR needs ws:)
 * @property {string}  bookingUrl   the embedded scheduling page; only its origin may be framed
 * @property {string[]} [connectSrc] extra origins the browser may call (identity provider, geocoder…)
 * @property {string[]} [imgSrc]     extra origins images may come from
 * @property {string[]} [frameAncestors] origins that may frame the page (Strapi's preview, on
 *           Draft Mode responses only); none otherwise
 */

/**
 * The Content-Security-Policy of the statically rendered pages. Their inline bootstrap scripts
 * cannot carry a per-request nonce, hence 'unsafe-inline' for scripts; dynamic pages get a
 * stricter nonce-based policy from the proxy.
 * @param {SecurityOptions} options
 */
export function contentSecurityPolicy({
  isDev,
  bookingUrl,
  connectSrc = [],
  imgSrc = [],
  frameAncestors = [],
}) {
  const bookingOrigin = new URL(bookingUrl).origin;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imgSrc],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSrc, ...(isDev ? ['ws:'] : [])],
    // The proof-of-work widget (altcha, loaded by a public form past the global ceiling) runs its
    // workers from blob: URLs it makes itself; without this they would fall back to script-src.
    'worker-src': ["'self'", 'blob:'],
    'frame-src': [bookingOrigin],
    'frame-ancestors': frameAncestors.length > 0 ? frameAncestors : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
  };
  return serialise(directives);
}

/**
 * The stricter policy of the dynamic staff pages (/login, /soporte): scripts run only with this
 * request's nonce (and what they load, 'strict-dynamic'); nothing may be framed.
 * @param {{ nonce: string, isDev: boolean, connectSrc?: string[] }} options
 */
export function strictContentSecurityPolicy({ nonce, isDev, connectSrc = [] }) {
  return serialise({
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(isDev ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSrc, ...(isDev ? ['ws:'] : [])],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  });
}

/**
 * The nonce of a strict policy, as Next reads it from the request's header (proxy.ts sets it):
 * for the staff pages' own inline scripts.
 * @param {string | null | undefined} policy
 */
export function policyNonce(policy) {
  return policy?.match(/'nonce-([^']+)'/)?.[1];
}

/** @param {Record<string, string[]>} directives */
function serialise(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

const hardeningHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
];

/** Hardening headers for every response; the Content-Security-Policy comes separately. */
export const baseSecurityHeaders = [...hardeningHeaders, { key: 'X-Frame-Options', value: 'DENY' }];

/**
 * Headers sent with every statically rendered response. A page that may be framed (its
 * `frameAncestors`) goes without X-Frame-Options, which knows no list of origins.
 * @param {SecurityOptions} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(options) {
  const framed = (options.frameAncestors ?? []).length > 0;
  return [
    ...(framed ? hardeningHeaders : baseSecurityHeaders),
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
  ];
}

/** The cookie of Next's Draft Mode, which a marketer's preview carries. */
export const draftModeCookie = '__prerender_bypass';
