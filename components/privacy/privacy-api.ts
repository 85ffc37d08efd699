import type { LeadCorrection } from '@/lib/leads/client';

/** The browser's side of the personal-data contract (docs/contracts.md, Personal data). */
async function call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) throw new Error(payload.error ?? `Error ${response.status}`);
  return payload as T;
}

const byEmail = (path: string, email: string) => `${path}?email=${encodeURIComponent(email)}`;

export interface FoundData {
  email: string;
  leads: Record<string, unknown>[];
  requests: Record<string, unknown>[];
}

/** What a deletion removed, and what had reached the lead service. */
export interface Removal {
  deleted: { leads: number; requests: number };
  forwarded: { upstreamId: string | null; forwardedAt: string | null }[];
}

export const privacyApi = {
  find: (email: string) => call<FoundData>(byEmail('/api/personal-data', email)),
  exportUrl: (email: string) => byEmail('/api/personal-data/export', email),
  correct: (email: string, changes: LeadCorrection) =>
    call<{ corrected: { leads: number } }>(byEmail('/api/personal-data', email), 'PATCH', changes),
  remove: (email: string) => call<Removal>(byEmail('/api/personal-data', email), 'DELETE'),
  block: (email: string) =>
    call<{ blocked: number }>(byEmail('/api/personal-data/block', email), 'POST'),
  unblock: (email: string) =>
    call<{ unblocked: number }>(byEmail('/api/personal-data/block', email), 'DELETE'),
  answer: (id: string) =>
    call<{ id: string }>(`/api/privacy-requests/${encodeURIComponent(id)}`, 'PATCH', {
      status: 'respondida',
    }),
};
