import { describe, expect, it } from 'vitest';
import { countryCode } from './country';

describe('countryCode', () => {
  it.each([
    ['Chile', 'CL'],
    ['chile', 'CL'],
    ['  CHILE. ', 'CL'],
    ['Perú', 'PE'],
    ['Peru', 'PE'],
    ['PERU', 'PE'],
    ['Argentina', 'AR'],
    ['Colombia', 'CO'],
    ['México', 'MX'],
    ['Mexico', 'MX'],
    ['España', 'ES'],
    ['Spain', 'ES'],
    ['Estados Unidos', 'US'],
    ['EE. UU.', 'US'],
    ['EE.UU.', 'US'],
    ['EEUU', 'US'],
    ['USA', 'US'],
    ['United States', 'US'],
    ['Brasil', 'BR'],
    ['Brazil', 'BR'],
    ['Reino Unido', 'GB'],
    ['UK', 'GB'],
    ['Corea del Sur', 'KR'],
    ['República Dominicana', 'DO'],
    ['Hong Kong', 'HK'],
    ['Kosovo', 'XK'],
    ['cl', 'CL'],
    ['PE', 'PE'],
  ])('maps %j to %s', (name, code) => {
    expect(countryCode(name)).toBe(code);
  });

  it.each([
    '',
    '   ',
    'Narnia',
    'Unión Europea',
    'Naciones Unidas',
    'Región desconocida',
    'ZZ',
    'YU',
  ])('does not map %j', (name) => {
    expect(countryCode(name)).toBeUndefined();
  });
});
