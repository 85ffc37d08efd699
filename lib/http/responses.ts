import { NextResponse } from 'next/server';

/**
 * The member of an error body that carries the Spanish message: `error` on every route but the
 * lead routes, which answer `detail` because the demo form reads that (docs/contracts.md,
 * Rules for every route).
 */
export type ErrorKey = 'error' | 'detail';

/** Two changes crossed (contention beyond every retry): staff are asked to try again. */
export const crossedChange = 'Otro cambio se cruzó con esta operación. Intenta nuevamente.';

/** `{ error }` (or `{ detail }`) in Spanish, optionally with per-field messages. */
export function jsonError(
  status: number,
  message: string,
  fields?: Record<string, string>,
  key: ErrorKey = 'error',
) {
  return NextResponse.json({ [key]: message, ...(fields && { fields }) }, { status });
}

/** The lead routes' error answer: `{ detail }`. */
export const jsonDetail = (status: number, detail: string, fields?: Record<string, string>) =>
  jsonError(status, detail, fields, 'detail');
