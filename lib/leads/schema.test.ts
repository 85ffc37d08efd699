import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED } from './consent';
import {
  leadCorrectionSchema,
  leadLimits,
  leadSchema,
  leadSubmissionLabels,
  leadSubmissionSchema,
} from './schema';

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

describe('leadSubmissionSchema (consent)', () => {
  it('needs the ticked box, and says so before anything else', () => {
    const { consent, ...fields } = leadSubmissionSchema.parse({ ...valid, consent: true });
    expect(consent).toBe(true);
    expect(fields).toEqual(valid);
    for (const body of [
      valid,
      { ...valid, consent: false },
      { ...valid, name: '', consent: 'true' },
    ]) {
      const result = leadSubmissionSchema.safeParse(body);
      expect(result.error?.issues[0]?.message).toBe(CONSENT_REQUIRED);
    }
  });
});

describe('leadSubmissionSchema (attribution and page)', () => {
  const submission = { ...valid, consent: true };
  const parse = (extra: Record<string, unknown>) =>
    leadSubmissionSchema.safeParse({ ...submission, ...extra });
  /** The first issue, as the route's 400 says it: the member's label, then the message. */
  const detail = (extra: Record<string, unknown>) => {
    const issue = parse(extra).error?.issues[0];
    if (!issue) return undefined;
    const label = leadSubmissionLabels[issue.path[0] as keyof typeof leadSubmissionLabels];
    return `${label}: ${issue.message}`;
  };

  it('takes both as optional: a submission without them is as before', () => {
    const parsed = leadSubmissionSchema.parse(submission);
    expect(parsed).not.toHaveProperty('utm');
    expect(parsed).not.toHaveProperty('page');
  });

  it('keeps the utm values present, trimmed, and the page', () => {
    const parsed = parse({
      utm: {
        source: ' newsletter ',
        medium: 'email',
        campaign: 'odoo-19',
        term: 'erp',
        content: 'cta',
      },
      page: '/blogs/abc123',
    });
    expect(parsed.data?.utm).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'odoo-19',
      term: 'erp',
      content: 'cta',
    });
    expect(parsed.data?.page).toBe('/blogs/abc123');
    expect(parse({ utm: { campaign: 'invierno' } }).data?.utm).toEqual({ campaign: 'invierno' });
  });

  it('leaves out empty utm values, unknown ones, and a utm with none', () => {
    expect(parse({ utm: { source: 'x', medium: '', gclid: 'y' } }).data?.utm).toEqual({
      source: 'x',
    });
    expect(parse({ utm: {} }).data?.utm).toBeUndefined();
    expect(parse({ utm: { source: '  ' } }).data?.utm).toBeUndefined();
  });

  it('refuses utm values that are too long or not text, in Spanish', () => {
    expect(parse({ utm: { campaign: 'a'.repeat(100) } }).success).toBe(true);
    expect(detail({ utm: { campaign: 'a'.repeat(101) } })).toBe(
      'Origen de la visita: utm_campaign no puede superar los 100 caracteres',
    );
    expect(detail({ utm: { source: 3 } })).toBe('Origen de la visita: utm_source debe ser texto');
    expect(detail({ utm: 'google' })).toBe(
      'Origen de la visita: Debe ser un objeto con los valores utm de la visita',
    );
  });

  it('takes as page only a same-site path of at most 200 characters', () => {
    for (const page of ['/', '/blogs', '/blogs/abc123', '/services/big-data', '/p%C3%A1gina']) {
      expect(parse({ page }).data?.page, page).toBe(page);
    }
    expect(parse({ page: `/${'a'.repeat(199)}` }).success).toBe(true);
    expect(detail({ page: `/${'a'.repeat(200)}` })).toBe(
      'Página: No puede superar los 200 caracteres',
    );
    for (const page of [
      '',
      'blogs',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/blogs?utm_source=x',
      '/blogs#form',
      '/con espacio',
    ]) {
      expect(detail({ page }), page).toBe(
        'Página: Debe ser una ruta del sitio que empiece con una sola /',
      );
    }
    expect(detail({ page: 42 })).toBe('Página: Debe ser texto');
  });
});

describe('leadCorrectionSchema', () => {
  it('takes any field with its own rule, and needs at least one', () => {
    expect(leadCorrectionSchema.parse({ phone: '+56 9 8765 4321' })).toEqual({
      phone: '+56 9 8765 4321',
    });
    expect(leadCorrectionSchema.safeParse({ email: 'nadie' }).error?.issues[0]?.message).toBe(
      'Ingresa un email válido',
    );
    expect(leadCorrectionSchema.safeParse({}).success).toBe(false);
  });
});
