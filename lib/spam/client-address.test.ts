import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

const address = (headers: Record<string, string>, hops = 1) =>
  clientAddress(new Headers(headers), hops);

describe('clientAddress', () => {
  it('takes the entry appended by the outermost trusted proxy', () => {
    expect(address({ 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
    expect(address({ 'x-forwarded-for': '203.0.113.7, 10.0.0.2' }, 2)).toBe('203.0.113.7');
    expect(address({ 'x-forwarded-for': ' 203.0.113.7 ' })).toBe('203.0.113.7');
  });

  it('ignores what the client wrote before it: spoofing buys no fresh bucket', () => {
    const real = '198.51.100.4';
    const spoofed = ['1.1.1.1', '2.2.2.2, 3.3.3.3', 'unknown', '2001:db8::1'].map((fake) =>
      address({ 'x-forwarded-for': `${fake}, ${real}` }),
    );
    expect(new Set(spoofed)).toEqual(new Set([real]));
    expect(address({ 'x-forwarded-for': `9.9.9.9, ${real}, 10.0.0.2` }, 2)).toBe(real);
  });

  it('trusts no header without a proxy in front (one shared bucket)', () => {
    expect(address({ 'x-forwarded-for': '203.0.113.7' }, 0)).toBe('direct');
    expect(address({ 'x-real-ip': '203.0.113.7' }, 0)).toBe('direct');
  });

  it('falls back to one bucket when the chain is shorter than the proxies', () => {
    expect(address({ 'x-forwarded-for': '203.0.113.7' }, 2)).toBe('unknown');
    expect(address({})).toBe('unknown');
    // X-Real-IP is whatever the client sent: never trusted.
    expect(address({ 'x-real-ip': '198.51.100.4' })).toBe('unknown');
  });

  it('spells one address one way', () => {
    expect(address({ 'x-forwarded-for': '203.0.113.7:5123' })).toBe('203.0.113.7');
    expect(address({ 'x-forwarded-for': '::ffff:127.0.0.1' })).toBe('127.0.0.1');
  });

  it('counts IPv6 per /64', () => {
    expect(address({ 'x-forwarded-for': '[2001:DB8::1]:443' })).toBe('2001:db8:0:0::/64');
    expect(address({ 'x-forwarded-for': '2001:db8:aa:bb::1' })).toBe('2001:db8:aa:bb::/64');
    expect(address({ 'x-forwarded-for': '2001:db8:aa:bb:ffff:1:2:3' })).toBe('2001:db8:aa:bb::/64');
    expect(address({ 'x-forwarded-for': '2001:0db8:00aa:00bb::9' })).toBe('2001:db8:aa:bb::/64');
    expect(address({ 'x-forwarded-for': '2001:db8:aa:bc::1' })).toBe('2001:db8:aa:bc::/64');
    expect(address({ 'x-forwarded-for': '::1' })).toBe('0:0:0:0::/64');
  });
});
