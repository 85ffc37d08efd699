import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importPKCS8, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { CertificateFetchError, verifySessionToken, type VerifyOptions } from './session-token';

const projectId = 'andina-test';
const issuer = `https://session.firebase.google.com/${projectId}`;
const now = new Date('2026-11-21T12:00:00Z');
const nowSeconds = now.getTime() / 1000;

/** A real RSA key pair with a self-signed X.509 certificate, as Google publishes them. */
function makeKeyAndCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'session-token-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=securetoken.system.gserviceaccount.com',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return {
    privateKeyPem: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
    certificate: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
  };
}

let signer: Awaited<ReturnType<typeof importPKCS8>>;
let otherSigner: Awaited<ReturnType<typeof importPKCS8>>;
let certificate: string;

beforeAll(async () => {
  const main = makeKeyAndCertificate();
  const other = makeKeyAndCertificate();
  certificate = main.certificate;
  signer = await importPKCS8(main.privateKeyPem, 'RS256');
  otherSigner = await importPKCS8(other.privateKeyPem, 'RS256');
});

const validClaims = (): JWTPayload => ({
  iss: issuer,
  aud: projectId,
  sub: 'uid-123',
  iat: nowSeconds - 60,
  exp: nowSeconds + 3600,
  auth_time: nowSeconds - 60,
  staff: true,
});

function sign(claims: JWTPayload, { kid = 'key-1', key = signer } = {}) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(key);
}

const options = (overrides: Partial<VerifyOptions> = {}): VerifyOptions => ({
  projectId,
  allowUnsigned: false,
  certificateFor: async (kid) => (kid === 'key-1' ? certificate : undefined),
  now,
  ...overrides,
});

describe('verifySessionToken', () => {
  it('accepts a correctly signed cookie and returns its claims', async () => {
    const result = await verifySessionToken(await sign(validClaims()), options());
    expect(result.status).toBe('valid');
    expect(result.status === 'valid' && result.claims.sub).toBe('uid-123');
    expect(result.status === 'valid' && result.claims.staff).toBe(true);
  });

  it('rejects a signature made with another key', async () => {
    const token = await sign(validClaims(), { key: otherSigner });
    expect(await verifySessionToken(token, options())).toMatchObject({ status: 'invalid' });
  });

  it('rejects a tampered payload', async () => {
    const [header, , signature] = (await sign(validClaims())).split('.');
    const forged = Buffer.from(JSON.stringify({ ...validClaims(), sub: 'admin' })).toString(
      'base64url',
    );
    const result = await verifySessionToken(`${header}.${forged}.${signature}`, options());
    expect(result.status).toBe('invalid');
  });

  it("rejects an unsigned cookie ('alg: none') outside emulator mode", async () => {
    const token = new UnsecuredJWT(validClaims()).encode();
    expect(await verifySessionToken(token, options())).toEqual({
      status: 'invalid',
      reason: 'unsigned token outside emulator mode',
    });
  });

  it('accepts an unsigned emulator cookie in emulator mode, still checking its claims', async () => {
    const token = new UnsecuredJWT(validClaims()).encode();
    expect((await verifySessionToken(token, options({ allowUnsigned: true }))).status).toBe(
      'valid',
    );
    const wrongProject = new UnsecuredJWT({ ...validClaims(), aud: 'other' }).encode();
    expect((await verifySessionToken(wrongProject, options({ allowUnsigned: true }))).status).toBe(
      'invalid',
    );
  });

  it('rejects an expired cookie', async () => {
    const token = await sign({ ...validClaims(), exp: nowSeconds - 1 });
    expect((await verifySessionToken(token, options())).status).toBe('invalid');
  });

  it('counts a cookie as expired 30 s before its expiry', async () => {
    const almost = await sign({ ...validClaims(), exp: nowSeconds + 30 });
    const fine = await sign({ ...validClaims(), exp: nowSeconds + 31 });
    expect(await verifySessionToken(almost, options())).toEqual({
      status: 'invalid',
      reason: 'expired',
    });
    expect((await verifySessionToken(fine, options())).status).toBe('valid');
  });

  it('rejects a cookie issued in the future', async () => {
    const token = await sign({ ...validClaims(), iat: nowSeconds + 600 });
    expect((await verifySessionToken(token, options())).status).toBe('invalid');
  });

  it('rejects the wrong audience or issuer', async () => {
    const wrongAudience = await sign({ ...validClaims(), aud: 'another-project' });
    const wrongIssuer = await sign({
      ...validClaims(),
      iss: 'https://securetoken.google.com/andina-test',
    });
    expect((await verifySessionToken(wrongAudience, options())).status).toBe('invalid');
    expect((await verifySessionToken(wrongIssuer, options())).status).toBe('invalid');
  });

  it('rejects a cookie without a subject', async () => {
    const { sub: _sub, ...claims } = validClaims();
    expect(await verifySessionToken(await sign(claims), options())).toEqual({
      status: 'invalid',
      reason: 'missing subject',
    });
    expect((await verifySessionToken(await sign({ ...claims, sub: '' }), options())).status).toBe(
      'invalid',
    );
  });

  it('rejects an unknown key id', async () => {
    const token = await sign(validClaims(), { kid: 'rotated-away' });
    expect(await verifySessionToken(token, options())).toEqual({
      status: 'invalid',
      reason: 'unknown kid',
    });
  });

  it('reports a failed check (certificates unreachable) as an error, not as invalid', async () => {
    const unreachable = async () => {
      throw new CertificateFetchError('certificates unreachable');
    };
    const result = await verifySessionToken(
      await sign(validClaims()),
      options({ certificateFor: unreachable }),
    );
    expect(result.status).toBe('error');
  });

  it('rejects garbage and other algorithms', async () => {
    expect((await verifySessionToken('not-a-jwt', options())).status).toBe('invalid');
    const hs256 = await new SignJWT(validClaims())
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('secret-secret-secret-secret-secret'));
    expect((await verifySessionToken(hs256, options())).status).toBe('invalid');
  });
});
