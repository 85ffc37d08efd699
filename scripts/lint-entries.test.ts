import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The entry rule of lib/'s domains (eslint.config.mjs, `no-restricted-imports`), with the
 * project's own configuration: outside a domain, only its index, its client or an entry that
 * docs/architecture.md names; inside it, relative imports that stay in its folder.
 */
const root = path.resolve(import.meta.dirname, '..');
// The fixtures are left out of the project's lint run; here they are linted on purpose.
const eslint = new ESLint({ cwd: root, ignore: false });

const refusals = (results: ESLint.LintResult[]) =>
  results.flatMap((result) =>
    result.messages
      .filter((message) =>
        ['no-restricted-imports', 'entries/dynamic-imports'].includes(message.ruleId ?? ''),
      )
      .map((message) => message.message),
  );

const lintFile = async (file: string) =>
  refusals(await eslint.lintFiles([path.join(root, 'scripts/fixtures/lint', file)]));

const lintAs = async (filePath: string, code: string) =>
  refusals(await eslint.lintText(code, { filePath: path.join(root, filePath) }));

describe('the entry rule', () => {
  it("refuses another domain's inner file, naming the entries to use", async () => {
    const [message, ...rest] = await lintFile('inner-import.ts');
    expect(rest).toEqual([]);
    expect(message).toContain("'@/lib/leads/channels' import is restricted");
    expect(message).toContain(
      "Reach lib/leads only through its entries: '@/lib/leads', '@/lib/leads/client', " +
        "'@/lib/leads/attribution' (docs/architecture.md)",
    );
  });

  it("accepts a domain's index and its client in the same kind of file", async () => {
    expect(await lintFile('entry-imports.ts')).toEqual([]);
  });

  it('refuses the same inner file reached by a relative path from outside lib/', async () => {
    const messages = await lintAs(
      'integration/example.test.ts',
      "import { leadChannels } from '../lib/leads/channels';\nexport const c = leadChannels;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Reach lib/leads only through its entries');
  });

  it("refuses a domain's file climbing into another domain, accepts its own relative files", async () => {
    const climbing = await lintAs(
      'lib/privacy/example.ts',
      "import { leadSchema } from '../leads/schema';\nexport const s = leadSchema;\n",
    );
    expect(climbing).toHaveLength(1);
    expect(climbing[0]).toContain("leaves its folder only through another domain's entry");
    const own = await lintAs(
      'lib/privacy/example.ts',
      "import { privacyCollections } from './records';\n" +
        "import { leadSchema } from '@/lib/leads/client';\n" +
        'export const s = { privacyCollections, leadSchema };\n',
    );
    expect(own).toEqual([]);
  });

  it('refuses lib/leads any import of lib/privacy, which uses it', async () => {
    for (const entry of ['@/lib/privacy', '@/lib/privacy/client']) {
      const messages = await lintAs(
        'lib/leads/example.ts',
        `import { privacyCollections } from '${entry}';\nexport const c = privacyCollections;\n`,
      );
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(
        'lib/privacy uses lib/leads, never the reverse (docs/architecture.md, How the domains depend on each other).',
      );
    }
  });

  it('refuses a lazy import() of an inner file in product code, scripts and tests alike', async () => {
    const lazy = (specifier: string) => `export const load = () => import('${specifier}');\n`;
    for (const file of [
      'app/example/page.tsx',
      'scripts/example.ts',
      'integration/example.test.ts',
      'e2e/example/example.spec.ts',
    ]) {
      const messages = await lintAs(file, lazy('@/lib/leads/channels'));
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain('Reach lib/leads only through its entries');
      expect(await lintAs(file, lazy('@/lib/leads'))).toEqual([]);
    }
  });

  it("refuses an integration test's inner import however it is written, accepts pure entries", async () => {
    const file = 'integration/example.test.ts';
    for (const code of [
      "export const load = async () => (await import('@/lib/outbox/worker')).deliver;\n",
      "export const load = async () => (await import('../lib/outbox/store')).claimMessage;\n",
      "import { clientAddress } from '../lib/spam/client-address';\nexport const c = clientAddress;\n",
    ]) {
      const messages = await lintAs(file, code);
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/Reach lib\/(outbox|spam) only through its entries/);
    }
    const pure =
      "import { GLOBAL_SHARDS } from '../lib/spam/rate-limit';\n" +
      "import { salesCalendar } from '@/lib/sales-hours/clock';\n" +
      'export const c = { GLOBAL_SHARDS, salesCalendar };\n';
    expect(await lintAs(file, pure)).toEqual([]);
  });
});
