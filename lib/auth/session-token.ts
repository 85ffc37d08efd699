import {
  decodeProtectedHeader,
  errors as joseErrors,
  importX509,
  jwtVerify,
  UnsecuredJWT,
  type JWTPayload,
} from 'jose';

/** A session is counted as expired 30 s before it really expires (docs/product.md, Constants). */
const EARLY_EXPIRY_SECONDS = 30;
/** Tolerated clock difference for `iat`, so a freshly minted cookie is not "from the future". */
const CLOCK_SKEW_SECONDS = 5;

export type SessionCheck =
  | { status: 'valid'; claims: SessionClaims }
  | { status: 'invalid'; reason: string }
  /** The check itself could not be made (e.g. Google's certificates unreachable). */
  | { status: 'error'; reason: string };

interface SessionClaims extends JWTPayload {
  sub: string;
  exp: number;
  iat: number;
  email?: string;
  name?: string;
  staff?: boolean;
}

export class CertificateFetchError extends Error {
  override name = 'CertificateFetchError';
}

export interface VerifyOptions {
  projectId: string;
  /** Emulator mode: the Auth emulator's cookies are unsigned (`alg: none`). Never in production. */
  allowUnsigned: boolean;
  /** PEM certificate for a key id, undefined when unknown; throws CertificateFetchError. */
  certificateFor: (kid: string) => Promise<string | undefined>;
  now?: Date;
}

const invalid = (reason: string): SessionCheck => ({ status: 'invalid', reason });

/**
 * Verifies a Firebase session cookie the way firebase-admin does, with jose so it can run in the
 * request proxy: RS256 signature against Google's certificates, issuer, audience, expiry (with
 * the early-expiry margin), issued-at and subject.
 */
export async function verifySessionToken(
  token: string,
  options: VerifyOptions,
): Promise<SessionCheck> {
  const issuer = `https://session.firebase.google.com/${options.projectId}`;
  const audience = options.projectId;
  const now = options.now ?? new Date();

  let header;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    return invalid('malformed token');
  }

  let payload: JWTPayload;
  try {
    if (header.alg === 'none') {
      if (!options.allowUnsigned) return invalid('unsigned token outside emulator mode');
      payload = UnsecuredJWT.decode(token, { issuer, audience, currentDate: now }).payload;
    } else if (header.alg === 'RS256') {
      if (!header.kid) return invalid('missing kid');
      const certificate = await options.certificateFor(header.kid);
      if (!certificate) return invalid('unknown kid');
      const key = await importX509(certificate, 'RS256');
      payload = (
        await jwtVerify(token, key, { issuer, audience, algorithms: ['RS256'], currentDate: now })
      ).payload;
    } else {
      return invalid(`unexpected algorithm ${String(header.alg)}`);
    }
  } catch (error) {
    if (error instanceof CertificateFetchError) return { status: 'error', reason: error.message };
    if (error instanceof joseErrors.JOSEError) return invalid(error.code);
    return invalid('unverifiable token');
  }

  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 128) {
    return invalid('missing subject');
  }
  if (typeof payload.exp !== 'number' || payload.exp - EARLY_EXPIRY_SECONDS <= nowSeconds) {
    return invalid('expired');
  }
  if (typeof payload.iat !== 'number' || payload.iat > nowSeconds + CLOCK_SKEW_SECONDS) {
    return invalid('issued in the future');
  }
  return { status: 'valid', claims: payload as SessionClaims };
}
