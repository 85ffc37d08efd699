import type { NextResponse } from 'next/server';
import { isCrossSiteRequest } from '@/lib/auth';
import { jsonError, type ErrorKey } from './responses';

/** 403 for a state-changing request from another site (see `isCrossSiteRequest`). */
export function rejectCrossSite(
  request: Request,
  siteUrl: string,
  key: ErrorKey = 'error',
): NextResponse | undefined {
  return isCrossSiteRequest(request, siteUrl)
    ? jsonError(403, 'Origen no permitido', undefined, key)
    : undefined;
}
