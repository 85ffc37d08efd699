import { describe, expect, it } from 'vitest';
import { parseDotenv } from './env-files';

describe('parseDotenv', () => {
  it('reads keys, skips comments and blanks, strips quotes', () => {
    const values = parseDotenv(
      ['# comment', '', 'A=1', 'export B="two words"', "C='x=y'", 'EMPTY=', 'not a line'].join(
        '\n',
      ),
    );
    expect(values).toEqual({ A: '1', B: 'two words', C: 'x=y', EMPTY: '' });
  });

  it('reads the committed .env.example with every variable the app validates', async () => {
    const { readFileSync } = await import('node:fs');
    const { readEnv } = await import('../../lib/env-schema');
    const example = parseDotenv(
      readFileSync(new URL('../../.env.example', import.meta.url), 'utf8'),
    );
    expect(() => readEnv(example)).not.toThrow();
  });
});
