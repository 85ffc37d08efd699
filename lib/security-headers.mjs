// Plain JavaScript so that next.config.mjs can import it; typed through JSDoc.

/**
 * @typedef {object} SecurityOptions
 * @property {boolean} isDev        development server (React needs eval for its debugging aids, HMR needs ws:)
 * @property {string}  bookingUrl   the embedded scheduling page; only its origin may be framed
 * @property {string[]} [connectSrc] extra origins the browser may call (identity provider, geocoder…)
 * @property {string[]} [imgSrc]     extra origins images may come from
 */

/**
 * The Content-Security-Policy of the statically rendered pages. Their inline bootstrap scripts
 * cannot carry a per-request nonce, hence 'unsafe-inline' for scripts; dynamic pages get a
 * stricter nonce-based policy from the proxy.
 * @param {SecurityOptions} options
 */
export function contentSecurityPolicy({ isDev, bookingUrl, connectSrc = [], imgSrc = [] }) {
  const bookingOrigin = new URL(bookingUrl).origin;
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imgSrc],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectSrc, ...(isDev ? ['ws:'] : [])],
    'frame-src': [bookingOrigin],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'manifest-src': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Headers sent with every response.
 * @param {SecurityOptions} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(options) {
  return [
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
  ];
}
