import { env } from '@/lib/env';
import { CertificateFetchError } from './session-token';

// Google's public certificates for Firebase session cookies, by key id, from
// env.FIREBASE_SESSION_CERTIFICATES_URL.

let cache:
  { certificates: Record<string, string>; expiresAt: number; fetchedAt: number } | undefined;

async function fetchCertificates(): Promise<NonNullable<typeof cache>> {
  let response: Response;
  try {
    response = await fetch(env.FIREBASE_SESSION_CERTIFICATES_URL, {
      signal: AbortSignal.timeout(3000),
    });
  } catch (error) {
    throw new CertificateFetchError(`certificates unreachable: ${(error as Error).message}`);
  }
  if (!response.ok) throw new CertificateFetchError(`certificates answered ${response.status}`);
  const certificates = (await response.json()) as Record<string, string>;
  const maxAge = Number(
    /max-age=(\d+)/.exec(response.headers.get('cache-control') ?? '')?.[1] ?? 3600,
  );
  const now = Date.now();
  return { certificates, expiresAt: now + maxAge * 1000, fetchedAt: now };
}

/**
 * The certificate for a key id, cached for as long as Google says; an unknown id triggers one
 * early refresh (keys rotate), at most once a minute.
 */
export async function googleCertificateFor(kid: string): Promise<string | undefined> {
  const now = Date.now();
  if (!cache || cache.expiresAt <= now) cache = await fetchCertificates();
  if (!(kid in cache.certificates) && now - cache.fetchedAt > 60_000) {
    cache = await fetchCertificates();
  }
  return cache.certificates[kid];
}
