import { describe, expect, it } from 'vitest';
import { loginRedirectPath, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/soporte', '/soporte'],
    ['/soporte?grupo=agencia', '/soporte?grupo=agencia'],
    ['/blogs/abc#top', '/blogs/abc#top'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'soporte',
    'https://evil.example/soporte',
    '//evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    '/soporte\nSet-Cookie: x=1',
    ' /soporte',
    'http:/evil.example',
  ])('sends %j to /soporte', (value) => {
    expect(safeRedirectPath(value)).toBe('/soporte');
  });
});

describe('loginRedirectPath', () => {
  it('carries the full requested path', () => {
    expect(loginRedirectPath('/soporte?x=1', false)).toBe('/login?redirect=%2Fsoporte%3Fx%3D1');
  });

  it('adds error=auth_error when the check itself failed', () => {
    expect(loginRedirectPath('/soporte', true)).toBe('/login?redirect=%2Fsoporte&error=auth_error');
  });
});
