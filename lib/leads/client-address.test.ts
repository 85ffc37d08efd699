import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const address = (headers: Record<string, string>) => clientAddress(new Headers(headers));

describe('clientAddress', () => {
  it('takes the first hop of X-Forwarded-For', () => {
    expect(address({ 'x-forwarded-for': '203.0.113.7, 10.0.0.2, 10.0.0.1' })).toBe('203.0.113.7');
    expect(address({ 'x-forwarded-for': ' 203.0.113.7 ' })).toBe('203.0.113.7');
  });

  it('falls back to X-Real-IP, then to one shared bucket', () => {
    expect(address({ 'x-real-ip': '198.51.100.4' })).toBe('198.51.100.4');
    expect(address({ 'x-forwarded-for': '', 'x-real-ip': '198.51.100.4' })).toBe('198.51.100.4');
    expect(address({})).toBe('unknown');
  });

  it('prefers X-Forwarded-For over X-Real-IP', () => {
    expect(address({ 'x-forwarded-for': '203.0.113.7', 'x-real-ip': '198.51.100.4' })).toBe(
      '203.0.113.7',
    );
  });

  it('spells one address one way', () => {
    expect(address({ 'x-forwarded-for': '203.0.113.7:5123' })).toBe('203.0.113.7');
    expect(address({ 'x-forwarded-for': '::ffff:127.0.0.1' })).toBe('127.0.0.1');
    expect(address({ 'x-forwarded-for': '[2001:DB8::1]:443' })).toBe('2001:db8::1');
    expect(address({ 'x-forwarded-for': '2001:db8::1' })).toBe('2001:db8::1');
  });
});
