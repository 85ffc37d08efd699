import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Camila Rojas', 'CR'],
    ['camila andrea rojas', 'CA'],
    ['Ñuñoa', 'Ñ'],
    ['  álvaro   pérez ', 'ÁP'],
    ['', '?'],
    [undefined, '?'],
  ])('%j → %s', (name, expected) => expect(initials(name)).toBe(expected));
});
