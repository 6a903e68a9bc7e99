import { describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../src/dom/cookies.ts';
import { cookieDomain, documentJar, pack, unpack } from './sbjs-cookies.ts';

describe('sourcebuster’s cookie format', () => {
  it('joins key=value pairs with |||, and decodes each value when reading', () => {
    const packed = pack([['typ', 'utm'], ['src', 'nieuws%20brief'], ['ep', 'https://shop.example/?a=1&b=2']]);
    expect(packed).toBe('typ=utm|||src=nieuws%20brief|||ep=https://shop.example/?a=1&b=2');
    expect(unpack(packed)).toEqual({ typ: 'utm', src: 'nieuws brief', ep: 'https://shop.example/?a=1&b=2' });
  });

  it('keeps a malformed escape as it is and skips a pair without "="', () => {
    expect(unpack('src=100%|||junk|||mdm=email')).toEqual({ src: '100%', mdm: 'email' });
    expect(unpack(null)).toEqual({});
  });

  it('round-trips through document.cookie, plain and base64 (without padding)', () => {
    const value = 'typ=referral|||src=modeblog.nl|||cnt=/artikel/zomer';
    const plain = documentJar({ base64: false, hostname: '127.0.0.1' });
    plain.set('sbjs_current', value, 0);
    expect(plain.get('sbjs_current')).toBe(value);

    const base64 = documentJar({ base64: true, hostname: '127.0.0.1' });
    base64.set('sbjs_first', value, 0);
    expect(document.cookie).toMatch(/sbjs_first=dHlwJTNEcmVmZXJyYWw[A-Za-z0-9%]*[^=](;|$)/);
    expect(base64.get('sbjs_first')).toBe(value);
    expect(plain.get('sbjs_first')).toBe(value);
  });

  it('removes a cookie', () => {
    const jar = documentJar({ base64: false, hostname: '127.0.0.1' });
    jar.set('sbjs_session', 'pgs=1', 30);
    jar.remove('sbjs_session');
    expect(jar.get('sbjs_session')).toBeNull();
  });

  it('reads base64 of every length without its padding, and a missing cookie as none', () => {
    const jar = documentJar({ base64: true, hostname: '127.0.0.1' });
    for (const value of ['pgs=1', 'pgs=12', 'pgs=123']) {
      jar.set('sbjs_session', value, 0);
      expect(readCookie('sbjs_session')).not.toContain('=');
      expect(jar.get('sbjs_session')).toBe(value);
    }
    expect(jar.get('sbjs_promo')).toBeNull();
  });

  it('reads a value that only looks like base64 (another script’s cookie) as it is', () => {
    document.cookie = 'sbjs_udata=abcde; path=/';
    expect(documentJar({ base64: true, hostname: '127.0.0.1' }).get('sbjs_udata')).toBe('abcde');
  });

  it('sets a cookie with a lifetime in minutes, and one without for the browser session', () => {
    const writes = vi.spyOn(document, 'cookie', 'set');
    const jar = documentJar({ base64: false, hostname: '127.0.0.1' });
    jar.set('sbjs_session', 'pgs=1', 30);
    jar.set('sbjs_current', 'typ=typein', 0);
    expect(writes.mock.calls.map(([written]) => written)).toEqual([
      'sbjs_session=pgs%3D1; path=/; SameSite=Lax; max-age=1800',
      'sbjs_current=typ%3Dtypein; path=/; SameSite=Lax',
    ]);
  });

  it.each([
    ['www.modehuis.example', ['host', '.modehuis.example', '.www.modehuis.example']],
    ['shop.modehuis.example', ['host', '.shop.modehuis.example']],
    ['127.0.0.1', ['host']],
  ])('removes a cookie on %s once everywhere sourcebuster or WooCommerce may have set it', (hostname, places) => {
    const writes = vi.spyOn(document, 'cookie', 'set');
    documentJar({ base64: false, hostname }).remove('sbjs_first');
    const deleted = writes.mock.calls.map(([written]) => /domain=([^;]+)/.exec(written)?.[1] ?? 'host');
    expect(deleted).toEqual(places);
    expect(writes.mock.calls.every(([written]) => written.includes('max-age=0'))).toBe(true);
  });

  it.each([
    ['www.modehuis.example', '.modehuis.example'],
    ['shop.modehuis.example', '.shop.modehuis.example'],
    ['awww.example', '.awww.example'],
    ['123inkt.example', '.123inkt.example'],
    ['localhost', undefined],
    ['127.0.0.1', undefined],
    ['[::1]', undefined],
  ])('shares the cookies of %s on %s, as sourcebuster does', (hostname, domain) => {
    expect(cookieDomain(hostname)).toBe(domain);
  });
});
