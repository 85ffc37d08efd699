import 'server-only';
import { FirebaseAuthError } from 'firebase-admin/auth';
import { adminAuth } from '@/lib/firebase';
import { createTeamMember, registrationSchema, type RegistrationInput } from '@/lib/members';

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
    await createTeamMember(user.uid, { nombre, email, telefono });
    return { success: true, uid: user.uid, message: `Usuario ${nombre} registrado exitosamente` };
  } catch (error) {
    return { success: false, message: registrationErrorMessage(error) };
  }
}
