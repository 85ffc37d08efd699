import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Timestamp } from 'firebase-admin/firestore';
import { leadCollections } from '../../lib/leads/client';
import { testDb } from '../auth/accounts';
import { e2eStack } from '../stack';

export { leadFields } from './lead-fields';

/**
 * Client addresses nobody else uses (documentation range 2001:db8::/32), each in a /64 of its
 * own: the rate limit counts per address (per /64 for IPv6), so each test gets its own quota.
 */
export function freshAddresses(count: number): string[] {
  const block = randomBytes(2).toString('hex');
  const start = randomBytes(2).readUInt16BE();
  return Array.from(
    { length: count },
    (_, index) => `2001:db8:${block}:${((start + index) % 0x10000).toString(16)}::1`,
  );
}

export const freshAddress = () => freshAddresses(1)[0] ?? '';

/** A lead's body as the form sends it: consent to the privacy notice given, unless a test says. */
export const withConsent = (data: unknown) =>
  data && typeof data === 'object' && !Array.isArray(data) && !('consent' in data)
    ? { consent: true, ...data }
    : data;

/**
 * POST /api/odoo from one client address (patient: some tests send hundreds at once), with the
 * visitor's consent unless `data` says otherwise.
 */
export function postLead(request: APIRequestContext, data: unknown, address = freshAddress()) {
  return request.post('/api/odoo', {
    headers: { 'x-forwarded-for': address },
    data: withConsent(data),
    timeout: 90_000,
  });
}

export interface LeadRecord {
  status: string;
  attempts: number;
  nextAttemptAt?: Timestamp;
  forwardedAt?: Timestamp;
  upstreamId?: string;
  lastError?: string;
  [field: string]: unknown;
}

/**
 * A lead as the lead service's destination sees it: the document's fields with that
 * destination's outbox fields (`destinations.upstream`) over them. The stack also sends leads to
 * Odoo (a stand-in the Odoo tests start), whose state the overall `status` would mix in.
 */
const asUpstream = (data: Record<string, unknown> | undefined): LeadRecord | undefined => {
  if (!data) return undefined;
  const destinations = data.destinations as Record<string, Record<string, unknown>> | undefined;
  return { ...data, ...destinations?.upstream } as LeadRecord;
};

/** The lead's Firestore document, as the lead service's destination sees it (see asUpstream). */
export async function leadRecord(id: string): Promise<LeadRecord | undefined> {
  return asUpstream((await testDb.collection(leadCollections.leads).doc(id).get()).data());
}

/** The records of many leads at once. */
export async function leadRecords(ids: string[]): Promise<LeadRecord[]> {
  const refs = ids.map((id) => testDb.collection(leadCollections.leads).doc(id));
  const snapshots = refs.length ? await testDb.getAll(...refs) : [];
  return snapshots.map((snapshot) => asUpstream(snapshot.data()) as LeadRecord);
}

/** Waits until every lead has had its first, failed, attempt (the app forwards after answering). */
export async function untilAllFailedOnce(ids: string[]) {
  await expect
    .poll(
      async () =>
        (await leadRecords(ids)).filter((lead) => lead.status === 'pending' && lead.attempts >= 1)
          .length,
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe(ids.length);
}

const root = path.resolve(__dirname, '../..');

/**
 * Runs `npm run <script> -- …args` against the e2e stack's emulators and stand-ins (`env`
 * overrides the stack's settings).
 */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: root,
      env: { ...process.env, ...e2eStack.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * `npm run leads:retry` (the retry command's former name, still working) for the lead service's
 * channel only: the support tests' shift notifications may be waiting for their hooks, and the
 * Odoo stand-in runs only in the Odoo tests.
 */
export const runLeadsRetry = (args: string[] = []) =>
  runScript('leads:retry', ['--only', 'leads-upstream', ...args]);

/** The totals line the retry command prints. */
export function retryTotals(output: string) {
  const match =
    /leads-upstream: sent (\d+), failed \(retried later or given up\) (\d+), skipped (\d+)/.exec(
      output,
    );
  if (!match) throw new Error(`no totals in the retry output:\n${output}`);
  return { forwarded: Number(match[1]), failed: Number(match[2]), skipped: Number(match[3]) };
}
