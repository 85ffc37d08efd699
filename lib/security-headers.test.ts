import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  policyNonce,
  securityHeaders,
  strictContentSecurityPolicy,
} from './security-headers.mjs';

const bookingUrl = 'https://calendly.com/andina-digital/reunion?x=1';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('securityHeaders', () => {
  it('sends the hardening headers', () => {
    const headers = Object.fromEntries(
      securityHeaders({ isDev: false, bookingUrl }).map(({ key, value }) => [key, value]),
    );
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('geolocation=(self)');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('microphone=()');
    expect(headers['Content-Security-Policy']).toBeDefined();
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('lets only the given origins frame a preview, without X-Frame-Options', () => {
    const headers = Object.fromEntries(
      securityHeaders({ isDev: false, bookingUrl, frameAncestors: ['https://cms.example.cl'] }).map(
        ({ key, value }) => [key, value],
      ),
    );
    expect(headers['X-Frame-Options']).toBeUndefined();
    expect(directives(headers['Content-Security-Policy'] ?? '').get('frame-ancestors')).toEqual([
      'https://cms.example.cl',
    ]);
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8,}/);
  });
});

describe('contentSecurityPolicy', () => {
  it('locks framing, plugins and base URLs', () => {
    const csp = directives(contentSecurityPolicy({ isDev: false, bookingUrl }));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  it('frames only the scheduling origin', () => {
    const csp = directives(contentSecurityPolicy({ isDev: false, bookingUrl }));
    expect(csp.get('frame-src')).toEqual(['https://calendly.com']);
  });

  it("lets the proof-of-work widget start its own workers, and nothing else's", () => {
    const csp = directives(contentSecurityPolicy({ isDev: false, bookingUrl }));
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    // Scripts themselves still come from the site only.
    expect(csp.get('script-src')).not.toContain('blob:');
    expect(csp.get('script-src')).not.toContain('data:');
  });

  it('allows eval only in development', () => {
    const production = directives(contentSecurityPolicy({ isDev: false, bookingUrl }));
    const development = directives(contentSecurityPolicy({ isDev: true, bookingUrl }));
    expect(production.get('script-src')).not.toContain("'unsafe-eval'");
    expect(development.get('script-src')).toContain("'unsafe-eval'");
  });

  it('adds extra connect and image origins once each', () => {
    const csp = directives(
      contentSecurityPolicy({
        isDev: false,
        bookingUrl,
        connectSrc: ['https://a.example', 'https://a.example'],
        imgSrc: ['http://127.0.0.1:1337'],
      }),
    );
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://a.example']);
    expect(csp.get('img-src')).toContain('http://127.0.0.1:1337');
  });
});

describe('policyNonce', () => {
  it("reads back the nonce of the staff pages' policy", () => {
    const policy = strictContentSecurityPolicy({ nonce: 'YWJj+/=', isDev: false });
    expect(policyNonce(policy)).toBe('YWJj+/=');
  });

  it('is undefined without a policy or a nonce', () => {
    expect(policyNonce(null)).toBeUndefined();
    expect(policyNonce(contentSecurityPolicy({ isDev: false, bookingUrl }))).toBeUndefined();
  });
});
