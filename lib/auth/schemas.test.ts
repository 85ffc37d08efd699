import { describe, expect, it } from 'vitest';
import { loginSchema, sessionRequestSchema } from './schemas';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('loginSchema (docs/product.md, Validation)', () => {
  it('accepts a valid login', () => {
    expect(
      loginSchema.safeParse({ email: 'ana@andina.cl', password: 'abc', rememberMe: false }).success,
    ).toBe(true);
  });

  it('gives the specified messages', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '', rememberMe: false }))).toEqual(
      ['El email es requerido', 'La contraseña es requerida'],
    );
    expect(
      messages(loginSchema.safeParse({ email: 'ana@', password: 'ab', rememberMe: false })),
    ).toEqual(['Ingresa un email válido', 'La contraseña debe tener al menos 3 caracteres']);
  });
});

describe('sessionRequestSchema', () => {
  it('rejects unknown fields, wrong types and huge tokens', () => {
    expect(sessionRequestSchema.safeParse({ idToken: 'x', admin: true }).success).toBe(false);
    expect(sessionRequestSchema.safeParse({ idToken: 42 }).success).toBe(false);
    expect(sessionRequestSchema.safeParse({ idToken: 'x'.repeat(9000) }).success).toBe(false);
    expect(sessionRequestSchema.safeParse({ idToken: 'x', rememberMe: 'yes' }).success).toBe(false);
    expect(sessionRequestSchema.safeParse({ idToken: 'x', rememberMe: true }).success).toBe(true);
  });
});
