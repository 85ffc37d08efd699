import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { liveBoardToken, SESSION_COOKIE, SessionError } from '@/lib/auth';
import { jsonError, requireStaff } from '@/lib/http';
import { log } from '@/lib/log';

const noStore = { 'cache-control': 'no-store' };

/**
 * Staff only (and same-site: a POST): a Firebase custom token for the live support board's
 * listeners. 401 once the session has ended (also when it ends while the token is made), which
 * sends the board to the login page.
 */
export async function POST(request: Request) {
  const gate = await requireStaff(request);
  if (gate.response) return gate.response;
  const cookie = (await cookies()).get(SESSION_COOKIE)?.value ?? '';
  try {
    return NextResponse.json(
      { token: await liveBoardToken(gate.user, cookie) },
      { headers: noStore },
    );
  } catch (error) {
    if (error instanceof SessionError) return jsonError(error.status, error.message);
    log.error('session', 'POST /api/live/token failed', error);
    return jsonError(503, 'No se pudo conectar el tablero en vivo. Intenta nuevamente.');
  }
}
