import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import dotenv from 'dotenv';
import {
  ensureStrapiSecrets,
  fingerprint,
  isStampCurrent,
  missingSecretLines,
  strapiSecretNames,
  writeStamp,
} from './strapi';

const scratch = () => mkdtempSync(path.join(tmpdir(), 'strapi-test-'));

describe('missingSecretLines', () => {
  it('gives every missing or blank secret a value, and APP_KEYS four', () => {
    let counter = 0;
    const lines = missingSecretLines(
      { JWT_SECRET: 'kept', API_TOKEN_SALT: ' ' },
      () => `s${counter++}`,
    );
    const values = dotenv.parse(lines.join('\n'));
    expect(Object.keys(values).sort()).toEqual(
      strapiSecretNames.filter((name) => name !== 'JWT_SECRET').sort(),
    );
    expect(values.APP_KEYS?.split(',')).toHaveLength(4);
  });

  it('gives nothing when every secret is set', () => {
    const all = Object.fromEntries(strapiSecretNames.map((name) => [name, 'x']));
    expect(missingSecretLines(all)).toEqual([]);
  });
});

describe('ensureStrapiSecrets', () => {
  it('writes cms/.env once, keeping what is there, with distinct random values', () => {
    const dir = scratch();
    writeFileSync(path.join(dir, '.env'), 'HOST=0.0.0.0');
    expect(ensureStrapiSecrets(dir)).toBe(true);
    const first = readFileSync(path.join(dir, '.env'), 'utf8');
    const values = dotenv.parse(first);
    expect(values.HOST).toBe('0.0.0.0');
    expect(new Set(strapiSecretNames.map((name) => values[name])).size).toBe(6);
    expect(ensureStrapiSecrets(dir)).toBe(false);
    expect(readFileSync(path.join(dir, '.env'), 'utf8')).toBe(first);
  });
});

describe('fingerprint and stamps', () => {
  it('changes when a listed file or a file below a listed folder changes', () => {
    const dir = scratch();
    mkdirSync(path.join(dir, 'src', 'admin'), { recursive: true });
    writeFileSync(path.join(dir, 'package-lock.json'), '{}');
    writeFileSync(path.join(dir, 'src', 'admin', 'app.tsx'), 'a');
    const inputs = ['package-lock.json', 'src/admin', 'missing.ts'];
    const before = fingerprint(dir, inputs);
    expect(fingerprint(dir, inputs)).toBe(before);
    writeFileSync(path.join(dir, 'src', 'admin', 'app.tsx'), 'b');
    expect(fingerprint(dir, inputs)).not.toBe(before);
  });

  it('tells whether a step ran with the current inputs', () => {
    const stamp = path.join(scratch(), '.stamp');
    expect(isStampCurrent(stamp, 'abc')).toBe(false);
    writeStamp(stamp, 'abc');
    expect(isStampCurrent(stamp, 'abc')).toBe(true);
    expect(isStampCurrent(stamp, 'def')).toBe(false);
  });
});
