/**
 * How long a lead takes to reach Odoo, and how many Odoo calls it costs: the product's own code
 * (store, outbox, Odoo client) on Google's Firestore emulator, sending to the Odoo stand-in
 * (e2e/odoo/odoo-stand-in.ts) with a simulated network round trip per call (BENCH_ODOO_RTT_MS,
 * default 40 ms, as to a hosted Odoo). It stores LEADS leads one after the other as POST /api/odoo
 * does, sends each as the route does after its answer, and prints the time from the stored lead
 * to its `crm.lead` (median, p95) and the calls of the first lead (cold caches) and the others.
 * A benchmark, not a test.   npm run bench:leads
 */
import path from 'node:path';
import type { OdooStandIn } from '../e2e/odoo/odoo-stand-in';
import { withBenchOdoo } from './lib/bench-odoo';

const root = path.resolve(__dirname, '..');
const leads = Number(process.env.BENCH_LEADS ?? 30);
const rttMs = Number(process.env.BENCH_ODOO_RTT_MS ?? 40);
const firestorePort = Number(process.env.BENCH_FIRESTORE_PORT ?? 8495);
const ackTemplate = 'Acuse de solicitud de demo (sitio web)';
/** The calls a lead may cost once the caches are warm. */
const countedCalls = [
  'crm.lead.load',
  'crm.lead.search_read',
  'crm.team.search_read',
  'mail.template.search_read',
  'mail.template.send_mail',
  'mail.message.search_read',
  'res.users.context_get',
];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function main() {
  await withBenchOdoo(
    root,
    {
      firestorePort,
      rttMs,
      settings: { ODOO_TEAM: 'Sitio web', ODOO_ACK_TEMPLATE: ackTemplate },
    },
    measureLeads,
  );

  async function measureLeads(odoo: OdooStandIn) {
    const { submitLead, sendLeadInBackground } = await import('../lib/leads');
    const { leadFields } = await import('../e2e/leads/lead-fields');
    // The acknowledgement's template, as `npm run odoo:setup` makes it.
    const { odooConfig, prepareOdoo } = await import('../lib/odoo');
    const { acknowledgementTemplate } = await import('../content/acknowledgement');
    const config = odooConfig();
    if (!config) throw new Error('Odoo is not configured');
    const text = acknowledgementTemplate({
      salesHours: 'lunes a viernes de 09:00 a 18:00',
      bookingUrl: 'https://calendly.com/andina-digital/reunion',
      privacyUrl: 'https://andinadigital.cl/privacidad',
    });
    await prepareOdoo(config, { team: 'Sitio web', template: { name: ackTemplate, ...text } });
    const times: number[] = [];
    const calls: number[] = [];
    const warmCalls = new Map<string, number>();
    for (let index = 0; index < leads; index += 1) {
      const address = `2001:db8:bench::${index.toString(16)}`;
      const lead = { ...leadFields({ company: `Empresa ${index}` }), utm: { source: 'bench' } };
      const stored = await submitLead(lead, address);
      if (!stored.ok) throw new Error('a lead was refused by the rate limit');
      const before = odoo.totalCalls();
      const beforeEach = new Map(countedCalls.map((key) => [key, odoo.callCount(key)]));
      const started = performance.now();
      await sendLeadInBackground(stored.leadId);
      const created = odoo
        .records('crm.lead')
        .some((record) => String(record.description).includes(stored.leadId));
      if (!created) throw new Error(`lead ${stored.leadId} did not reach Odoo`);
      times.push(performance.now() - started);
      calls.push(odoo.totalCalls() - before);
      if (index === leads - 1) {
        for (const key of countedCalls) {
          const made = odoo.callCount(key) - (beforeEach.get(key) ?? 0);
          if (made > 0) warmCalls.set(key, made);
        }
      }
    }
    const warm = times.slice(1);
    console.log(`Leads into Odoo (JSON-2, ${rttMs} ms per call, ${leads} leads):`);
    console.log(`  first lead (cold caches): ${times[0]?.toFixed(0)} ms, ${calls[0]} Odoo calls`);
    console.log(
      `  the others: median ${percentile(warm, 50).toFixed(0)} ms, p95 ${percentile(warm, 95).toFixed(0)} ms, ` +
        `${Math.max(...calls.slice(1))} Odoo call(s) each`,
    );
    console.log(
      `  the last lead's calls (creation and acknowledgement): ` +
        [...warmCalls].map(([key, count]) => `${key} ×${count}`).join(', '),
    );
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
