import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path on this site with its query', () => {
    expect(safeRedirect('/shop/?orderby=price', '/')).toBe('/shop/?orderby=price');
  });

  it.each([
    ['a tab that a browser drops', '/\t/evil.example/'],
    ['a carriage return', '/\r/evil.example/'],
    ['a line feed', '/\n/evil.example/'],
    ['an encoded line feed', '/%0a/evil.example/'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash', '/\\evil.example/'],
    ['another host', 'https://evil.example/'],
    ['a script address', 'javascript:alert(1)'],
    ['an ideographic space', '/\u3000/evil.example/'],
    ['a relative path', 'evil.example/'],
    ['a lone surrogate', '/\uD800/evil.example/'],
  ])('never leaves the site for %s', (_case, requested) => {
    const location = safeRedirect(requested, '/wishlist/');
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(location).not.toMatch(/[\s\\]/u);
    expect(new URL(location, 'http://shop.test').host).toBe('shop.test');
  });

  it('drops an encoded line feed or carriage return, as wp_sanitize_redirect does: decoded further on, it would split the header', () => {
    expect(safeRedirect('/wishlist/%0d%0aSet-Cookie:x=1', '/')).toBe('/wishlist/Set-Cookie:x=1');
    expect(safeRedirect('/cart/%0A%0D', '/')).toBe('/cart/');
  });

  it('falls back when nothing is asked', () => {
    expect(safeRedirect(null, '/')).toBe('/');
    expect(safeRedirect('', '/cart/')).toBe('/cart/');
  });
});
