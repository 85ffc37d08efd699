import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './sign-in-errors';

function firebaseError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { code });
}

describe('signInErrorMessage', () => {
  it.each([
    'auth/user-not-found',
    'auth/wrong-password',
    'auth/invalid-credential',
    'auth/invalid-login-credentials',
  ])('%s → Credenciales inválidas', (code) => {
    expect(signInErrorMessage(firebaseError(code))).toBe('Credenciales inválidas');
  });

  it('maps invalid email, too many requests and network failures', () => {
    expect(signInErrorMessage(firebaseError('auth/invalid-email'))).toBe('Email inválido');
    expect(signInErrorMessage(firebaseError('auth/too-many-requests'))).toBe(
      'Demasiados intentos fallidos. Intenta más tarde',
    );
    expect(signInErrorMessage(firebaseError('auth/network-request-failed'))).toBe(
      'Error de conexión',
    );
    expect(signInErrorMessage(new TypeError('Failed to fetch'))).toBe('Error de conexión');
  });

  it("shows any other provider error's own message", () => {
    expect(
      signInErrorMessage(
        firebaseError(
          'auth/operation-not-allowed',
          'Firebase: Sign-in disabled (auth/operation-not-allowed).',
        ),
      ),
    ).toBe('Sign-in disabled');
  });

  it('falls back to the unexpected-error message', () => {
    expect(signInErrorMessage(new Error('boom'))).toBe('Error inesperado. Intenta nuevamente.');
    expect(signInErrorMessage('weird')).toBe('Error inesperado. Intenta nuevamente.');
  });
});
