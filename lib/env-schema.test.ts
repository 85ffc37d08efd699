import { describe, expect, it } from 'vitest';
import { ConfigError, readEnv } from './env-schema';

const valid = {
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3000',
  NEXT_PUBLIC_BOOKING_URL: 'https://calendly.com/andina-digital/reunion',
  NEXT_PUBLIC_INTEGRATION_PLATFORM_URL: 'https://conecta.andinadigital.cl',
  FIREBASE_PROJECT_ID: 'demo-andina',
  FIRESTORE_DATABASE_ID: 'soporte',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
};

describe('readEnv', () => {
  it('accepts the documented local defaults', () => {
    const env = readEnv(valid);
    expect(env.FIREBASE_PROJECT_ID).toBe('demo-andina');
    expect(env.NODE_ENV).toBe('development');
  });

  it('treats emulator hosts as optional (production)', () => {
    const env = readEnv({
      ...valid,
      FIREBASE_AUTH_EMULATOR_HOST: '',
      FIRESTORE_EMULATOR_HOST: undefined,
    });
    expect(env.FIREBASE_AUTH_EMULATOR_HOST).toBeUndefined();
    expect(env.FIRESTORE_EMULATOR_HOST).toBeUndefined();
  });

  it('names a missing variable', () => {
    const { NEXT_PUBLIC_BOOKING_URL: _omitted, ...rest } = valid;
    expect(() => readEnv(rest)).toThrow(ConfigError);
    expect(() => readEnv(rest)).toThrow(/NEXT_PUBLIC_BOOKING_URL: is missing/);
  });

  it('treats an empty value as missing', () => {
    expect(() => readEnv({ ...valid, FIREBASE_PROJECT_ID: '  ' })).toThrow(
      /FIREBASE_PROJECT_ID: is missing/,
    );
  });

  it('names a malformed variable and says why', () => {
    expect(() => readEnv({ ...valid, NEXT_PUBLIC_SITE_URL: 'localhost' })).toThrow(
      /NEXT_PUBLIC_SITE_URL: must be an http\(s\) URL/,
    );
    expect(() => readEnv({ ...valid, NEXT_PUBLIC_BOOKING_URL: 'javascript:alert(1)' })).toThrow(
      /NEXT_PUBLIC_BOOKING_URL/,
    );
    expect(() =>
      readEnv({ ...valid, NEXT_PUBLIC_INTEGRATION_PLATFORM_URL: 'ftp://conecta.example.com' }),
    ).toThrow(/NEXT_PUBLIC_INTEGRATION_PLATFORM_URL: must be an http\(s\) URL/);
    expect(() => readEnv({ ...valid, FIRESTORE_EMULATOR_HOST: 'localhost' })).toThrow(
      /FIRESTORE_EMULATOR_HOST: must be host:port/,
    );
  });

  it('lists every problem at once', () => {
    try {
      readEnv({});
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of [
        'NEXT_PUBLIC_SITE_URL',
        'NEXT_PUBLIC_BOOKING_URL',
        'NEXT_PUBLIC_INTEGRATION_PLATFORM_URL',
        'FIREBASE_PROJECT_ID',
        'FIRESTORE_DATABASE_ID',
      ]) {
        expect(message).toContain(name);
      }
    }
  });
});
