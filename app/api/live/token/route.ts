import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { liveBoardToken, SESSION_COOKIE } from '@/lib/auth';
import { apiRoute } from '@/lib/http';

/**
 * Staff only (and same-site: a POST): a Firebase custom token for the live support board's
 * listeners. 401 once the session has ended (also when it ends while the token is made), which
 * sends the board to the login page.
 */
export const POST = apiRoute(
  {
    access: 'staff',
    domain: 'session',
    unavailable: 'No se pudo conectar el tablero en vivo. Intenta nuevamente.',
  },
  async ({ user }) => {
    const cookie = (await cookies()).get(SESSION_COOKIE)?.value ?? '';
    return NextResponse.json({ token: await liveBoardToken(user, cookie) });
  },
);
