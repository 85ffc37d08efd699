import { describe, expect, it } from 'vitest';
import { loginRedirectPath, safeRedirectPath } from './redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/soporte', '/soporte'],
    ['/soporte?grupo=agencia', '/soporte?grupo=agencia'],
    ['/blogs/abc#top', '/blogs/abc#top'],
    // Decided on, and returned as, the resolved form.
    ['/blogs/../soporte', '/soporte'],
    ['/./soporte', '/soporte'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
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
    // Paths that only resolve to another host once dot segments and escapes are resolved.
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/./\\evil.example',
    '/\t/evil.example',
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
