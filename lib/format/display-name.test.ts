import { describe, expect, it } from 'vitest';
import { displayName, nameFromEmail } from './display-name';

describe('displayName', () => {
  it('prefers the stored member name', () => {
    expect(displayName({ nombre: 'Camila Rojas', providerName: 'C. R.', email: 'x@y.cl' })).toBe(
      'Camila Rojas',
    );
  });

  it('falls back to the provider display name', () => {
    expect(displayName({ nombre: '  ', providerName: 'Camila R.', email: 'x@y.cl' })).toBe(
      'Camila R.',
    );
  });

  it('then derives it from the email', () => {
    expect(displayName({ email: 'maria.jose.perez@andina.cl' })).toBe('Maria Jose Perez');
  });

  it("ends with 'Usuario'", () => {
    expect(displayName({})).toBe('Usuario');
    expect(displayName({ email: '@andina.cl' })).toBe('Usuario');
  });
});

describe('nameFromEmail', () => {
  it('splits the local part on dots and capitalises each word', () => {
    expect(nameFromEmail('juan..soto@x.cl')).toBe('Juan Soto');
    expect(nameFromEmail('ñandu.álvarez@x.cl')).toBe('Ñandu Álvarez');
    expect(nameFromEmail('soporte@x.cl')).toBe('Soporte');
  });
});
