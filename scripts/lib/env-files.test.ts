import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import dotenv from 'dotenv';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnv } from '../../lib/env-schema';
import { loadStackEnv, readStackEnvFiles } from './env-files';

afterEach(() => vi.unstubAllEnvs());

describe("the local stack's configuration", () => {
  it('takes .env.example, then .env, then .env.local, then the process environment', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'stack-env-'));
    writeFileSync(path.join(root, '.env.example'), 'A=example\nB=example\nC=example\nD=example\n');
    writeFileSync(path.join(root, '.env'), 'B=env\nC=env\nD=env\n');
    writeFileSync(path.join(root, '.env.local'), 'C=local\nD=local\n');
    expect(readStackEnvFiles(root)).toEqual({ A: 'example', B: 'env', C: 'local', D: 'local' });
    vi.stubEnv('D', 'process');
    expect(loadStackEnv(root)).toMatchObject({ A: 'example', B: 'env', C: 'local', D: 'process' });
  });

  it('skips the files that do not exist', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'stack-env-'));
    writeFileSync(path.join(root, '.env.local'), 'ONLY=local\n');
    expect(readStackEnvFiles(root)).toEqual({ ONLY: 'local' });
  });

  it('reads the committed .env.example with every variable the app validates', () => {
    const example = dotenv.parse(readFileSync(new URL('../../.env.example', import.meta.url)));
    expect(() => readEnv(example)).not.toThrow();
  });
});
