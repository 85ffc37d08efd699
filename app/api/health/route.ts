import { NextResponse } from 'next/server';
import { checkHealth } from '@/lib/health';
import { apiRoute } from '@/lib/http';

export const dynamic = 'force-dynamic';

/** Public liveness of the product's pieces: flags only, never error details. */
export const GET = apiRoute({ access: 'public', domain: 'health' }, async () => {
  const health = await checkHealth();
  return NextResponse.json(health, { status: health.ok ? 200 : 503 });
});
