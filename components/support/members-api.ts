import { supportCopy } from '@/content/support';
import type { CreateMemberInput, Member, MemberGroup, MemberUpdate } from '@/lib/members/client';
import type { HistoryEntry } from '@/lib/schedule/client';

/** A failed call, with the server's Spanish message (and its message per field, on a 400). */
class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function call<T>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 204) return undefined as T;
  const payload = (await response.json().catch(() => ({}))) as {
    error?: string;
    fields?: Record<string, string>;
  };
  if (!response.ok)
    throw new ApiError(
      payload.error ?? `Error ${response.status}`,
      response.status,
      payload.fields,
    );
  return payload as T;
}

const base = (group: MemberGroup) => `/api/members/${group}`;

/** The browser's side of the members contract (docs/contracts.md, Members). */
export const membersApi = {
  list: (group: MemberGroup) => call<{ members: Member[]; current: Member | null }>(base(group)),
  history: (group: MemberGroup, limit: number) =>
    call<{ entries: HistoryEntry[] }>(`${base(group)}/history?limit=${limit}`),
  create: (group: MemberGroup, fields: CreateMemberInput) =>
    call<{ member: Member }>(base(group), 'POST', fields),
  update: (group: MemberGroup, id: string, fields: MemberUpdate) =>
    call<{ member: Member }>(`${base(group)}/${encodeURIComponent(id)}`, 'PATCH', fields),
  remove: (group: MemberGroup, id: string) =>
    call<void>(`${base(group)}/${encodeURIComponent(id)}`, 'DELETE'),
  assign: (group: MemberGroup, id: string) =>
    call<{ member: Member }>(`${base(group)}/${encodeURIComponent(id)}/assign`, 'POST'),
  normalize: () =>
    call<{ actualizados: number; errores: number }>(`${base('equipo')}/normalize`, 'POST'),
};

export const errorDetail = (error: unknown) =>
  error instanceof Error && error.message ? error.message : supportCopy.unexpectedError;

/** The server's Spanish message per field of a refused body (none for other failures). */
export const fieldErrors = (error: unknown): Readonly<Record<string, string>> =>
  error instanceof ApiError ? error.fields : {};

/** The session ended (expired or revoked) while the screen was open. */
export const isSessionLost = (error: unknown) => error instanceof ApiError && error.status === 401;
