import { describe, expect, it } from 'vitest';
import {
  createMemberSchema,
  editMemberSchema,
  registrationSchema,
  updateMemberSchema,
} from './schemas';

const firstMessages = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('createMemberSchema (create modals)', () => {
  it('accepts a complete member', () => {
    expect(
      createMemberSchema.safeParse({
        nombre: 'Ana',
        email: 'ana@x.cl',
        telefono: '+56 9 1234 5678',
      }).success,
    ).toBe(true);
  });

  it('gives the create messages', () => {
    expect(
      firstMessages(createMemberSchema.safeParse({ nombre: '', email: '', telefono: '' })),
    ).toEqual({
      nombre: 'El nombre es requerido',
      email: 'El email es requerido',
      telefono: 'El teléfono es requerido',
    });
    expect(
      firstMessages(
        createMemberSchema.safeParse({ nombre: ' A ', email: 'ana@', telefono: '1234567' }),
      ),
    ).toEqual({
      nombre: 'El nombre debe tener al menos 2 caracteres',
      email: 'Ingresa un email válido',
      telefono: 'El teléfono debe tener al menos 8 caracteres',
    });
  });
});

describe('editMemberSchema (edit modal)', () => {
  it('has its own email wording and an optional, well-formed phone', () => {
    expect(
      firstMessages(editMemberSchema.safeParse({ nombre: 'Ana', email: 'ana', telefono: 'x' })),
    ).toEqual({
      email: 'Ingrese un email válido',
      telefono: 'Ingrese un teléfono válido',
    });
    expect(
      editMemberSchema.safeParse({ nombre: 'Ana', email: 'a@x.cl', telefono: '' }).success,
    ).toBe(true);
    expect(
      editMemberSchema.safeParse({ nombre: 'Ana', email: 'a@x.cl', telefono: '+56 (2) 2345-6789' })
        .success,
    ).toBe(true);
    expect(
      editMemberSchema.safeParse({ nombre: 'Ana', email: 'a@x.cl', telefono: '56+9' }).success,
    ).toBe(false);
  });
});

describe('updateMemberSchema (PATCH)', () => {
  it('drops blank fields so they keep their stored value', () => {
    const result = updateMemberSchema.safeParse({ nombre: '  ', email: '', telefono: '12345678' });
    expect(result.success && result.data).toEqual({ telefono: '12345678' });
  });

  it('validates what is given and refuses unknown fields', () => {
    expect(firstMessages(updateMemberSchema.safeParse({ nombre: 'A' }))).toEqual({
      nombre: 'El nombre debe tener al menos 2 caracteres',
    });
    expect(updateMemberSchema.safeParse({ flagActivo: 1 }).success).toBe(false);
  });
});

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('registrationSchema', () => {
  const valid = { email: 'Ana@Andina.cl', password: 'secreto', nombre: 'Ana' };

  it('normalises the email', () => {
    const result = registrationSchema.safeParse(valid);
    expect(result.success && result.data.email).toBe('ana@andina.cl');
  });

  it.each([
    [{ ...valid, email: '' }, 'Email y contraseña son requeridos'],
    [{ ...valid, password: '' }, 'Email y contraseña son requeridos'],
    [{ ...valid, nombre: ' ' }, 'El nombre es requerido'],
    [{ ...valid, password: '12345' }, 'La contraseña debe tener al menos 6 caracteres'],
    [{ ...valid, email: 'ana' }, 'Email inválido'],
  ])('%j → %s', (input, message) => {
    expect(messages(registrationSchema.safeParse(input))).toContain(message);
  });
});
