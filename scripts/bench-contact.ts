/**
 * What the first-contact poll costs each minute with BENCH_CONTACT_LEADS (1,000) leads waiting
 * for sales: the product's own poll (lib/leads/contact-poll.ts) on Google's Firestore emulator,
 * asking the Odoo stand-in (e2e/odoo/odoo-stand-in.ts) with a simulated round trip per call
 * (BENCH_ODOO_RTT_MS, default 40 ms). The leads are seeded as created in Odoo; it prints, per
 * minute, the Odoo calls, the Firestore documents read and written, and the time: the first
 * sighting of every lead, a quiet minute, a minute in which sales move a tenth of them, and the
 * minute the others turn late and are announced. A benchmark, not a test.   npm run bench:contact
 */
import path from 'node:path';
import type { OdooStandIn } from '../e2e/odoo/odoo-stand-in';
import { withBenchOdoo } from './lib/bench-odoo';

const root = path.resolve(__dirname, '..');
const count = Number(process.env.BENCH_CONTACT_LEADS ?? 1000);
const rttMs = Number(process.env.BENCH_ODOO_RTT_MS ?? 40);
const firestorePort = Number(process.env.BENCH_FIRESTORE_PORT ?? 8497);
/** Wednesday 2 December 2026, 10:00 in Chile: an ordinary working day. */
const created = Date.parse('2026-12-02T13:00:00Z');

async function main() {
  await withBenchOdoo(
    root,
    {
      firestorePort,
      rttMs,
      clock: () => created,
      settings: { SALES_HOURS: 'lun-vie 09:00-18:00', SALES_FIRST_CONTACT_MINUTES: '60' },
    },
    measure,
  );

  async function measure(odoo: OdooStandIn) {
    const { adminDb } = await import('../lib/firebase');
    const { pollFirstContact } = await import('../lib/leads');
    const leads = adminDb().collection('leads');
    const odooIds: number[] = [];
    for (let start = 0; start < count; start += 400) {
      const batch = adminDb().batch();
      for (let index = start; index < Math.min(count, start + 400); index += 1) {
        const odooId = odoo.seed('crm.lead', {
          name: `Solicitud de demo: Empresa ${index}`,
          type: 'lead',
        });
        odooIds.push(odooId);
        batch.set(leads.doc(), {
          company: `Empresa ${index}`,
          status: 'forwarded',
          createdAt: new Date(created),
          destinations: {
            odoo: { status: 'forwarded', attempts: 1, upstreamId: String(odooId) },
          },
          awaitingContact: true,
        });
      }
      await batch.commit();
    }

    const minute = async (label: string, at: number) => {
      const calls = odoo.totalCalls();
      const started = performance.now();
      const result = await pollFirstContact(new Date(at));
      const ms = performance.now() - started;
      // The minute's claim reads and writes one document; each lead asked about is one read, and
      // an announcement's transaction reads its lead again.
      const reads = 1 + result.asked + result.announced;
      const writes = 1 + result.recorded;
      console.log(
        `  ${label.padEnd(44)} ${String(odoo.totalCalls() - calls).padStart(2)} Odoo call(s), ` +
          `${String(reads).padStart(5)} reads, ${String(writes).padStart(5)} writes, ` +
          `${ms.toFixed(0).padStart(5)} ms`,
      );
    };
    console.log(`First-contact poll, ${count} leads waiting (JSON-2, ${rttMs} ms per Odoo call):`);
    await minute('first sighting (creation, first stage)', created + 60_000);
    await minute('a quiet minute', created + 2 * 60_000);
    odoo.clock = () => created + 10 * 60_000;
    for (const id of odooIds.slice(0, Math.floor(count / 10)))
      odoo.moveLead(id, { stage: 'Calificado' });
    await minute('a tenth moved by sales (contacted)', created + 11 * 60_000);
    await minute('a quiet minute, the others waiting', created + 12 * 60_000);
    await minute('the others late, announced once', created + 60 * 60_000);
    await minute('a quiet minute after', created + 61 * 60_000);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
