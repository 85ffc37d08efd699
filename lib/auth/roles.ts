import 'server-only';
import { FirebaseAuthError } from 'firebase-admin/auth';
import { adminAuth } from '@/lib/firebase';
import { revokeSessions } from './revocation';

export type RoleChange = { success: true; message: string } | { success: false; message: string };

/**
 * Grants or removes the privacy role (custom claim `privacy: true`, beside `staff`) of a staff
 * account: `npm run user:create -- … --privacy`, `npm run user:role -- --email E --privacy on|off`.
 * A session cookie carries the claims it was made with, so a removal also revokes the user's
 * sessions, after the claims change, even one signed in that very second (from the next request
 * on, no page or route of theirs has the role); a grant takes effect at the next sign-in.
 */
export async function setPrivacyRole(email: string, privacy: boolean): Promise<RoleChange> {
  const address = email.trim().toLowerCase();
  if (!address) return { success: false, message: 'El email es requerido' };
  const auth = adminAuth();
  let user;
  try {
    user = await auth.getUserByEmail(address);
  } catch (error) {
    if (error instanceof FirebaseAuthError && error.code === 'auth/user-not-found') {
      return { success: false, message: 'No existe un usuario con ese email' };
    }
    throw error;
  }
  const { privacy: _previous, ...claims } = user.customClaims ?? {};
  if (claims.staff !== true) {
    return { success: false, message: 'Esa cuenta no es personal de soporte' };
  }
  await auth.setCustomUserClaims(user.uid, privacy ? { ...claims, privacy: true } : claims);
  if (!privacy) await revokeSessions(user.uid);
  return {
    success: true,
    message: privacy
      ? `Usuario ${address}: rol de privacidad otorgado (vale desde su próximo inicio de sesión)`
      : `Usuario ${address}: rol de privacidad retirado y sesiones cerradas`,
  };
}
