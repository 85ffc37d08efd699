import { describe, expect, it } from 'vitest';
import { requestNoticeText } from './notice-text';

describe('requestNoticeText', () => {
  const text = requestNoticeText(
    { requestId: 'abc123', right: 'supresion', dueOn: '2026-12-17' },
    'https://www.andinadigital.cl',
  );

  it('names the right, the deadline in words and where to answer', () => {
    expect(text).toBe(
      'Nueva solicitud de datos personales (Supresión). Hay que responderla a más tardar el ' +
        '17 de diciembre de 2026: https://www.andinadigital.cl/soporte/datos',
    );
  });
});
