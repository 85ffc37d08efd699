import 'server-only';
import { env } from '@/lib/env';

/** The board, where every shift notice's action is (/soporte). */
export const boardLink = () => new URL('/soporte', env.NEXT_PUBLIC_SITE_URL).toString();
