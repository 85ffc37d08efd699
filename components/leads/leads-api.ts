import type { ContactFilter, DeskLead, LeadStatus, MeetingFilter } from '@/lib/leads/client';

/** The desk's second filter: late for first contact, or with a meeting booked. */
export type DeskFilter = ContactFilter | MeetingFilter | '';

/** The browser's side of the leads desk's contract (docs/contracts.md, Leads desk). */
async function call<T>(path: string, method = 'GET'): Promise<T> {
  const response = await fetch(path, { method, headers: { accept: 'application/json' } });
  const payload = (await response.json().catch(() => ({}))) as { detail?: string };
  if (!response.ok) throw new Error(payload.detail ?? `Error ${response.status}`);
  return payload as T;
}

const withStatus = (path: string, status: LeadStatus | '', extra: Record<string, string> = {}) => {
  const query = new URLSearchParams({ ...(status && { status }), ...extra }).toString();
  return query ? `${path}?${query}` : path;
};

/** A page of the desk: contact details only for privacy staff (the server leaves them out). */
export interface LeadPage {
  leads: DeskLead[];
  nextCursor: string | null;
}

export const leadsApi = {
  list: (status: LeadStatus | '', cursor?: string, filter: DeskFilter = '') =>
    call<LeadPage>(
      withStatus('/api/leads', status, {
        ...(filter === 'late' && { contact: filter }),
        ...(filter === 'booked' && { meeting: filter }),
        ...(cursor && { cursor }),
      }),
    ),
  retry: (id: string) => call<unknown>(`/api/leads/${encodeURIComponent(id)}/retry`, 'POST'),
  retryAll: () => call<{ queued: number }>('/api/leads/retry', 'POST'),
  /** Where the desk's form POSTs for the CSV (an attachment: the browser downloads it). */
  exportUrl: (status: LeadStatus | '') => withStatus('/api/leads/export', status),
};
