import { describe, expect, it } from 'vitest';
import { leadLimits, leadSchema } from './schema';

const valid = {
  name: 'Camila Rojas',
  email: 'camila.rojas@empresa.cl',
  company: 'Distribuidora Austral',
  jobTitle: 'Gerente de Operaciones',
  phone: '+56 9 1234 5678',
  demoDescription: 'Queremos ver el módulo de inventario.',
  country: 'Chile',
  city: 'Santiago',
};

/** The first message for each field that fails. */
function errors(input: Record<string, unknown>): Record<string, string> {
  const result = leadSchema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[String(issue.path[0])] ??= issue.message;
  return messages;
}

describe('leadSchema', () => {
  it('accepts a complete request and trims every field', () => {
    const parsed = leadSchema.parse({
      ...valid,
      name: '  Camila Rojas ',
      city: ' Santiago',
    });
    expect(parsed).toEqual(valid);
  });

  it('accepts empty optional fields (job title, phone, description)', () => {
    expect(errors({ ...valid, jobTitle: '', phone: '', demoDescription: '' })).toEqual({});
  });

  it('requires name, email, company, country and city with Spanish messages', () => {
    expect(errors({ ...valid, name: ' ', email: '', company: '', country: '', city: '' })).toEqual({
      name: 'El nombre es requerido',
      email: 'El email es requerido',
      company: 'La empresa es requerida',
      country: 'El país es requerido',
      city: 'La ciudad es requerida',
    });
  });

  it('reports a missing field on the server as a message, not a crash', () => {
    const { email: _email, ...withoutEmail } = valid;
    expect(errors(withoutEmail).email).toBeDefined();
  });

  it('needs a name of at least 2 characters', () => {
    expect(errors({ ...valid, name: 'A' })).toEqual({
      name: 'El nombre debe tener al menos 2 caracteres',
    });
  });

  it('checks the email format', () => {
    expect(errors({ ...valid, email: 'camila@' })).toEqual({ email: 'Ingresa un email válido' });
  });

  it('takes phones with a plus, spaces, hyphens and parentheses and at least 8 digits', () => {
    expect(errors({ ...valid, phone: '(2) 2345-6789' })).toEqual({});
    expect(errors({ ...valid, phone: '1234567' })).toEqual({ phone: 'Ingresa un teléfono válido' });
    expect(errors({ ...valid, phone: '+56 9 abc' })).toEqual({
      phone: 'Ingresa un teléfono válido',
    });
  });

  it('bounds every field', () => {
    for (const [field, limit] of Object.entries(leadLimits)) {
      const tooLong = field === 'email' ? `${'a'.repeat(limit)}@x.cl` : 'a'.repeat(limit + 1);
      expect(errors({ ...valid, [field]: tooLong })[field], field).toBeDefined();
    }
    expect(errors({ ...valid, demoDescription: 'a'.repeat(2000) })).toEqual({});
  });
});
