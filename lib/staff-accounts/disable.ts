import 'server-only';
import { FirebaseAuthError } from 'firebase-admin/auth';
import { closeBoardAccess, revokeSessions } from '@/lib/auth/accounts';
import { adminAuth } from '@/lib/firebase';
import { endCalendarLinks } from '@/lib/schedule';
import type { RegistrationResult } from './register';

/**
 * Offboarding (`npm run user:disable`): every session of the account is revoked, its live board
 * access closed, its calendar links ended, the staff claim removed and the account disabled, so
 * neither a copied cookie, a board sign-in, a calendar link nor the password opens anything again. The member record stays, for the shift
 * history.
 */
export async function disableStaff(email: string): Promise<RegistrationResult> {
  const address = email.trim().toLowerCase();
  if (!address) return { success: false, message: 'El email es requerido' };
  try {
    const auth = adminAuth();
    const user = await auth.getUserByEmail(address);
    const { staff: _staff, ...otherClaims } = user.customClaims ?? {};
    // Disabled first: no sign-in from here on, and every session is refused at once. Then the
    // revocation, after the claims change, so that re-enabling the account (Firebase console)
    // brings back no session of before, not even one signed in within this second.
    await auth.updateUser(user.uid, { disabled: true });
    await auth.setCustomUserClaims(user.uid, otherClaims);
    await revokeSessions(user.uid);
    await closeBoardAccess(user.uid);
    await endCalendarLinks(user.uid);
    return {
      success: true,
      uid: user.uid,
      message: `Usuario ${address} deshabilitado: sesiones cerradas, enlaces de calendario eliminados y acceso a soporte retirado`,
    };
  } catch (error) {
    if (error instanceof FirebaseAuthError && error.code === 'auth/user-not-found') {
      return { success: false, message: 'No existe un usuario con ese email' };
    }
    return {
      success: false,
      message: error instanceof Error ? error.message : 'Error al deshabilitar usuario',
    };
  }
}
