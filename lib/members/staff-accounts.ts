import 'server-only';
import { FirebaseAuthError } from 'firebase-admin/auth';
// The board access and the revocation alone (they need nothing of members): the auth barrel
// would import members back.
import { closeBoardAccess } from '@/lib/auth/board-access';
import { revokeSessions } from '@/lib/auth/revocation';
import { adminAuth, adminDb } from '@/lib/firebase';
// The calendar links alone, likewise: the schedule's barrel imports members.
import { endCalendarLinks } from '@/lib/schedule/calendar-links';
import { memberCollections, newMemberRecord } from './records';
import { registrationSchema, type RegistrationInput } from './schemas';

export type RegistrationResult =
  { success: true; uid: string; message: string } | { success: false; message: string };

/** Registration errors. */
function registrationErrorMessage(error: unknown): string {
  if (error instanceof FirebaseAuthError) {
    switch (error.code) {
      case 'auth/email-already-exists':
        return 'Este email ya está registrado';
      case 'auth/invalid-password':
        return 'La contraseña debe tener al menos 6 caracteres';
      case 'auth/invalid-email':
        return 'Email inválido';
    }
  }
  return error instanceof Error ? error.message : 'Error al crear usuario';
}

/**
 * Registers a staff user (docs/contracts.md, Session): the account with its display name, the
 * custom claim `staff: true` that opens /soporte, and the member record `usuarios/{uid}`
 * (available).
 */
export async function registerStaff(input: RegistrationInput): Promise<RegistrationResult> {
  const parsed = registrationSchema.safeParse(input);
  if (!parsed.success) {
    return { success: false, message: parsed.error.issues[0]?.message ?? 'Datos inválidos' };
  }
  const { email, password, nombre, telefono } = parsed.data;
  try {
    const auth = adminAuth();
    const user = await auth.createUser({ email, password, displayName: nombre });
    await auth.setCustomUserClaims(user.uid, { staff: true });
    await adminDb()
      .collection(memberCollections.equipo)
      .doc(user.uid)
      .set(newMemberRecord({ nombre, email, telefono }, 'equipo', new Date()));
    return { success: true, uid: user.uid, message: `Usuario ${nombre} registrado exitosamente` };
  } catch (error) {
    return { success: false, message: registrationErrorMessage(error) };
  }
}

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
