/**
 * A burst of demo requests at once: POST /api/odoo's own route handler on Google's Firestore
 * emulator, with every destination configured (the Odoo stand-in, the lead service's and the
 * sales hook's stand-ins), 30 and then 100 submissions in the same instant, from one address and
 * from as many addresses. The work each 201 starts after its answer (Next's `after()`) runs
 * meanwhile, as in a server. Prints per burst the answers' p50/p95 and status counts, then
 * checks that every 201 was stored and sent once to each destination and the sales hook.
 * A benchmark, not a test.   npm run bench:burst
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';
import { OdooStandIn } from '../e2e/odoo/odoo-stand-in';
import { UpstreamStandIn } from '../e2e/leads/upstream-stand-in';
import { withBenchFirestore } from './lib/bench-firestore';

const root = path.resolve(__dirname, '..');

// The route imports Next's client-side modules (`next/navigation`), which need React's full
// build, not the one of the `react-server` condition; without that condition `server-only`
// throws, so its marker is loaded as that condition would: empty.
const load = createRequire(__filename);
load.cache[load.resolve('server-only')] = { exports: {} } as NodeJS.Module;
// Next's server sets this before loading its request stores (`after()` reads them).
Object.assign(globalThis, { AsyncLocalStorage });
const firestorePort = Number(process.env.BENCH_FIRESTORE_PORT ?? 8496);
const project = 'demo-andina-burst';
const database = 'soporte';
const siteUrl = 'http://localhost:3000';
const sizes = [30, 100];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function main() {
  const odoo = new OdooStandIn({ port: 0 });
  const upstream = new UpstreamStandIn(0);
  const salesHook = new UpstreamStandIn(0);
  await Promise.all([odoo.start(), upstream.start(), salesHook.start()]);
  try {
    await withBenchFirestore(
      root,
      {
        port: firestorePort,
        project,
        settings: {
          FIRESTORE_DATABASE_ID: database,
          NEXT_PUBLIC_SITE_URL: siteUrl,
          TRUSTED_PROXY_HOPS: '1',
          ...odoo.settings(),
          LEADS_UPSTREAM_URL: upstream.url('/leads'),
          SALES_WEBHOOK_URLS: salesHook.url('/ventas'),
        },
      },
      () => measureBursts(odoo, upstream, salesHook),
    );
  } finally {
    await Promise.all([odoo.stop(), upstream.stop(), salesHook.stop()]);
  }
}

/** Empties the emulator's database between bursts, so each starts with fresh counters. */
async function clearDatabase() {
  const response = await fetch(
    `http://127.0.0.1:${firestorePort}/emulator/v1/projects/${project}/databases/${database}/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Clearing Firestore failed (${response.status})`);
}

async function measureBursts(odoo: OdooStandIn, upstream: UpstreamStandIn, hook: UpstreamStandIn) {
  const { POST } = await import('../app/api/odoo/route');
  const { workAsyncStorage } =
    await import('next/dist/server/app-render/work-async-storage.external');
  const { workUnitAsyncStorage } =
    await import('next/dist/server/app-render/work-unit-async-storage.external');
  const { leadFields } = await import('../e2e/leads/lead-fields');
  const { env } = await import('../lib/env');

  /** The route's answer, in a request scope of its own whose `after()` work starts at once. */
  const submit = (body: unknown, address: string, background: Promise<unknown>[]) => {
    const request = new Request(`${siteUrl}/api/odoo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: siteUrl, 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
    const afterContext = {
      after: (task: () => unknown) => void background.push(Promise.resolve().then(task)),
    };
    // Only what `after()` reads of Next's request stores.
    const workStore = { afterContext } as never;
    return workAsyncStorage.run(workStore, () =>
      workUnitAsyncStorage.run({ type: 'request' } as never, () => POST(request)),
    );
  };

  console.log(
    `Bursts on POST /api/odoo (per address ${env.LEADS_RATE_LIMIT_PER_MINUTE}/min, ` +
      `global ${env.LEADS_GLOBAL_LIMIT_PER_MINUTE}/min; Odoo, lead service and sales hook on):`,
  );
  // One submission first, so the bursts do not pay for the first connection and imports.
  const warmUp: Promise<unknown>[] = [];
  await submit({ ...leadFields(), consent: true }, '2001:db8:ffff::1', warmUp);
  await Promise.allSettled(warmUp);

  console.log('| burst | from | p50 (ms) | p95 (ms) | answers | stored | sent once |');
  console.log('| --: | --- | --: | --: | --- | --: | --- |');
  for (const size of sizes) {
    for (const from of ['one', 'many'] as const) {
      await clearDatabase();
      for (const standIn of [upstream, hook]) standIn.received.length = 0;
      const crmBefore = odoo.records('crm.lead').length;
      const background: Promise<unknown>[] = [];
      const block = (size * 7 + (from === 'one' ? 1 : 2)).toString(16);
      const times: number[] = [];
      const answers = await Promise.all(
        Array.from({ length: size }, async (_, index) => {
          const address = `2001:db8:${block}:${from === 'one' ? 0 : index.toString(16)}::1`;
          const lead = leadFields({ email: `rafaga.${size}.${from}.${index}@empresa.cl` });
          const started = performance.now();
          const response = await submit({ ...lead, consent: true }, address, background);
          times.push(performance.now() - started);
          const body = (await response.json()) as { lead_id?: string };
          return { status: response.status, leadId: body.lead_id };
        }),
      );
      // Everything the 201s started, settled (each task logs and swallows its own failures).
      while (background.length > 0) await Promise.allSettled(background.splice(0));

      const counts = new Map<number, number>();
      for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
      const accepted = answers.flatMap(({ leadId, status }) =>
        status === 201 && leadId ? [leadId] : [],
      );
      const { adminDb } = await import('../lib/firebase');
      const stored = accepted.length
        ? (
            await adminDb().getAll(...accepted.map((id) => adminDb().collection('leads').doc(id)))
          ).filter((lead) => lead.exists).length
        : 0;
      const crm = odoo.records('crm.lead').slice(crmBefore);
      const once = (keys: string[]) =>
        accepted.every((id) => keys.filter((key) => key.includes(id)).length === 1) &&
        keys.length === accepted.length;
      const sentOnce = [
        once(crm.map((record) => String(record.description))) && 'Odoo',
        once(upstream.received.map(({ key }) => key)) && 'lead service',
        once(hook.received.map(({ key }) => key)) && 'sales hook',
      ].filter(Boolean);
      const statuses = [...counts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ');
      console.log(
        `| ${size} | ${from === 'one' ? 'one address' : `${size} addresses`} | ` +
          `${percentile(times, 50).toFixed(0)} | ${percentile(times, 95).toFixed(0)} | ` +
          `${statuses} | ${stored} | ${sentOnce.join(', ') || 'none'} |`,
      );
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
