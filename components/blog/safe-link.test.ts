import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-link';

describe('safeLink', () => {
  it('keeps site paths and anchors in the tab', () => {
    expect(safeLink('/services/big-data')).toEqual({
      kind: 'internal',
      href: '/services/big-data',
    });
    expect(safeLink('#contacto')).toEqual({ kind: 'internal', href: '#contacto' });
  });

  it('opens web addresses in a new tab with a safe rel', () => {
    expect(safeLink('https://www.finops.org/framework/')).toEqual({
      kind: 'external',
      href: 'https://www.finops.org/framework/',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(safeLink('//evil.example/x')).toBeNull();
  });

  it('lets mail and phone links open their app', () => {
    expect(safeLink('mailto:hola@andina.cl')).toEqual({
      kind: 'app',
      href: 'mailto:hola@andina.cl',
    });
    expect(safeLink('tel:+56222222222')).toEqual({ kind: 'app', href: 'tel:+56222222222' });
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    'no es url',
    '',
  ])('refuses %j', (url) => {
    expect(safeLink(url)).toBeNull();
  });
});
