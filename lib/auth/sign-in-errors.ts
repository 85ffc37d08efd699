/** The sign-in error messages the login page shows. */
export const signInMessages = {
  invalidCredentials: 'Credenciales inválidas',
  invalidEmail: 'Email inválido',
  tooManyRequests: 'Demasiados intentos fallidos. Intenta más tarde',
  connection: 'Error de conexión',
  unexpected: 'Error inesperado. Intenta nuevamente.',
  noAccess: 'Esta cuenta no tiene acceso al sistema de soporte. Contacta al administrador.',
  authError: 'Error de autenticación. Por favor, inicia sesión.',
} as const;

/**
 * Turns a failure of the identity provider's sign-in into the message the login page shows.
 * `error` is whatever was thrown: Firebase errors carry a `code` such as auth/wrong-password.
 */
export function signInErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  switch (code) {
    case 'auth/user-not-found':
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
    case 'auth/user-disabled':
      return signInMessages.invalidCredentials;
    case 'auth/invalid-email':
      return signInMessages.invalidEmail;
    case 'auth/too-many-requests':
      return signInMessages.tooManyRequests;
    case 'auth/network-request-failed':
    case 'auth/timeout':
      return signInMessages.connection;
  }
  if (code.startsWith('auth/') && error instanceof Error && error.message) {
    // Any other provider error: its own message, without the SDK's "Firebase: " wrapping.
    return error.message.replace(/^Firebase:\s*/, '').replace(/\s*\(auth\/[^)]+\)\.?$/, '');
  }
  if (error instanceof TypeError) return signInMessages.connection;
  return signInMessages.unexpected;
}
