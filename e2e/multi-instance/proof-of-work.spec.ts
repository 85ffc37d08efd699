import type { DocumentData } from 'firebase-admin/firestore';
// The counters' own entry: the index is marked server-only, which throws outside React's server.
import {
  GLOBAL_SHARDS,
  RATE_COUNTERS_COLLECTION,
  RATE_WINDOW_MS,
  globalShardId,
  shardLimit,
} from '../../lib/spam/rate-limit';
import { testDb } from '../auth/accounts';
import { dialog, field, fillRequest, openPost, thankYou } from '../blog/demo-form';
import { expect, skipDemoModal, test } from '../fixtures';
import { freshAddress, leadRecord } from '../leads/leads';
import { e2eStack } from '../stack';

/**
 * Past the global ceiling the demo form meets a proof-of-work challenge (428), which the browser
 * solves with the `altcha` widget in workers under the site's Content-Security-Policy, and the
 * lead is stored (docs/contracts.md, Public forms under a flood). A full ceiling refuses every
 * other test's leads in that minute, so this runs in the `multi-instance` project, alone once
 * the others are done: it writes the ceiling's counters in the emulator and restores them.
 */
test.describe.configure({ mode: 'serial' });

const counters = () => testDb.collection(RATE_COUNTERS_COLLECTION);
const perShard = shardLimit(Number(e2eStack.env.LEADS_GLOBAL_LIMIT_PER_MINUTE));
/** What the counters held before, to be put back (undefined: the document did not exist). */
const saved = new Map<string, DocumentData | undefined>();

/** The ceiling full for this minute and the next two: the test may cross a minute. */
async function fillCeiling() {
  const start = Math.floor(Date.now() / RATE_WINDOW_MS) * RATE_WINDOW_MS;
  const refs = Array.from({ length: 3 * GLOBAL_SHARDS }, (_, index) =>
    counters().doc(
      globalShardId(
        index % GLOBAL_SHARDS,
        start + Math.floor(index / GLOBAL_SHARDS) * RATE_WINDOW_MS,
      ),
    ),
  );
  for (const snapshot of await testDb.getAll(...refs)) {
    if (!saved.has(snapshot.id)) saved.set(snapshot.id, snapshot.data());
  }
  const batch = testDb.batch();
  for (const ref of refs) {
    const windowStart = Number(ref.id.split('-').at(-1));
    batch.set(ref, { count: perShard, expiresAt: new Date(windowStart + RATE_WINDOW_MS) });
  }
  await batch.commit();
}

test.afterAll(async () => {
  const batch = testDb.batch();
  for (const [id, data] of saved) {
    if (data) batch.set(counters().doc(id), data);
    else batch.delete(counters().doc(id));
  }
  await batch.commit();
});

test('past the full global ceiling, the demo form proves its work and the lead is stored', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshAddress() });
  await skipDemoModal(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  const answers: { status: number; altcha: unknown }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/api/odoo') return;
    const body = response.request().postDataJSON() as { altcha?: unknown };
    answers.push({ status: response.status(), altcha: body.altcha });
  });

  await openPost(page);
  await page.getByRole('button', { name: 'Conversemos' }).click();
  await expect(field(page, 'País')).toHaveValue('Chile');
  await fillRequest(page);
  // The widget is not part of the page until a challenge comes.
  const widgetDefined = () => page.evaluate(() => Boolean(customElements.get('altcha-widget')));
  expect(await widgetDefined()).toBe(false);

  await fillCeiling();
  const stored = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/odoo' && response.status() === 201,
    { timeout: 90_000 },
  );
  const started = Date.now();
  await dialog(page).getByRole('button', { name: 'Enviar solicitud' }).click();
  const response = await stored;
  test.info().annotations.push({
    type: 'challenge solved and sent in',
    description: `${((Date.now() - started) / 1000).toFixed(1)} s`,
  });

  expect(answers.map(({ status }) => status)).toEqual([428, 201]);
  expect(answers[0]?.altcha).toBeUndefined();
  expect(typeof answers[1]?.altcha).toBe('string');
  await expect(thankYou(page)).toBeVisible();
  const { lead_id } = (await response.json()) as { lead_id: string };
  expect(await leadRecord(lead_id)).toMatchObject({
    name: 'Camila Rojas',
    company: 'Distribuidora Austral',
  });
  expect(await leadRecord(lead_id)).not.toHaveProperty('altcha');
  // No Content-Security-Policy violation (the widget's workers), no error at all.
  expect(problems).toEqual([]);
  expect(await widgetDefined()).toBe(true);
});
