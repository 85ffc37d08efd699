import { NextResponse, type NextRequest } from 'next/server';
import { isKnownPath } from '@/lib/routes';

/** Runs before every page request: any path outside the route table goes to /. */
export function proxy(request: NextRequest) {
  if (!isKnownPath(request.nextUrl.pathname)) {
    return NextResponse.redirect(new URL('/', request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|api/).*)'],
};
