import type { LeadCorrection } from '@/lib/leads/client';
import { PRIVACY_REQUEST_STATUS, type PrivacyRequestPage } from '@/lib/privacy/client';

/**
 * The browser's side of the personal-data contract (docs/contracts.md, Personal data): the
 * address always travels in a POST body, never in a URL.
 */
async function send(path: string, method: string, body?: unknown): Promise<Response> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    const payload = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(payload.error ?? `Error ${response.status}`);
  }
  return response;
}

async function call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  return (await (await send(path, method, body)).json()) as T;
}

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

/** Saves the export's JSON file, under the name the server gave it. */
async function download(email: string): Promise<void> {
  const response = await send('/api/personal-data/export', 'POST', { email });
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'datos-personales.json';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked once the browser has surely taken the file.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const privacyApi = {
  find: (email: string) => call<FoundData>('/api/personal-data/lookup', 'POST', { email }),
  download,
  correct: (email: string, changes: LeadCorrection) =>
    call<{ corrected: { leads: number } }>('/api/personal-data', 'PATCH', { email, changes }),
  remove: (email: string) => call<Removal>('/api/personal-data/delete', 'POST', { email }),
  block: (email: string) =>
    call<{ blocked: number }>('/api/personal-data/block', 'POST', { email }),
  unblock: (email: string) =>
    call<{ unblocked: number }>('/api/personal-data/unblock', 'POST', { email }),
  answer: (id: string) =>
    call<{ id: string }>(`/api/privacy-requests/${encodeURIComponent(id)}`, 'PATCH', {
      status: PRIVACY_REQUEST_STATUS.answered,
    }),
  openRequests: (cursor: string) =>
    call<PrivacyRequestPage>(
      `/api/privacy-requests?status=abierta&cursor=${encodeURIComponent(cursor)}`,
    ),
};
