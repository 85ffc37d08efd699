import { NextResponse } from 'next/server';
import { checkHealth } from '@/lib/health';

export const dynamic = 'force-dynamic';

/** Public liveness of the product's pieces: flags only, never error details. */
export async function GET() {
  const health = await checkHealth();
  return NextResponse.json(health, {
    status: health.ok ? 200 : 503,
    headers: { 'cache-control': 'no-store' },
  });
}
