import { describe, expect, it } from 'vitest';
import { privacyRequestLimits } from './request-fields';
import { answerSchema, lookupEmailSchema, privacyRequestSchema } from './schema';
import { privacyRights } from './rights';

const errors = (input: unknown) => {
  const result = privacyRequestSchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
};

describe('privacyRequestSchema', () => {
  it('accepts each right, trims, and makes the message optional', () => {
    for (const right of privacyRights) {
      expect(privacyRequestSchema.parse({ email: ' ana@empresa.cl ', right })).toEqual({
        email: 'ana@empresa.cl',
        right,
        message: '',
      });
    }
  });

  it('refuses an unknown right, a malformed email and an oversized message, in Spanish', () => {
    expect(errors({ email: 'ana@', right: 'olvido', message: 'x'.repeat(2001) })).toEqual({
      email: 'Ingresa un email válido',
      right: 'Elige el derecho que quieres ejercer',
      message: 'El mensaje no puede superar los 2000 caracteres',
    });
    expect(errors({})).toEqual({
      email: 'El email es requerido',
      right: 'Elige el derecho que quieres ejercer',
    });
    expect(
      errors({ email: `${'a'.repeat(privacyRequestLimits.email)}@x.cl`, right: 'acceso' }),
    ).toEqual({
      email: 'El email es demasiado largo',
    });
    expect(errors({ email: 'ana@empresa.cl', right: 'acceso', message: 5 }).message).toBe(
      'El mensaje debe ser texto',
    );
  });
});

describe('lookupEmailSchema', () => {
  it('compares addresses in lower case', () => {
    expect(lookupEmailSchema.parse(' Ana.Rojas@Empresa.CL ')).toBe('ana.rojas@empresa.cl');
    expect(lookupEmailSchema.safeParse('nadie').success).toBe(false);
  });
});

describe('answerSchema', () => {
  it('only marks a request answered', () => {
    expect(answerSchema.parse({ status: 'respondida', note: ' listo ' })).toEqual({
      status: 'respondida',
      note: 'listo',
    });
    expect(answerSchema.safeParse({ status: 'abierta' }).success).toBe(false);
  });
});
