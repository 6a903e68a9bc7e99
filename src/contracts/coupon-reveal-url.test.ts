import { describe, expect, it } from 'vitest';
import { couponCode, requestedCoupon, revealUrl, sameCoupon } from './coupon-reveal-url.ts';

describe('the reveal page address', () => {
  it('adds codeid to a page without a query', () => {
    expect(revealUrl(new URL('https://shop.test/deals/'), { codeid: '101' }).href).toBe('https://shop.test/deals/?codeid=101');
  });

  it('removes earlier codeid and codetext values and keeps every other parameter', () => {
    const url = revealUrl(new URL('https://shop.test/deals/?orderby=price&codeid=7&utm_source=mail&codetext=OUD#deal-7'), { codeid: '101' });
    expect([...url.searchParams]).toEqual([
      ['orderby', 'price'],
      ['utm_source', 'mail'],
      ['codeid', '101'],
    ]);
    expect(url.hash).toBe('');
  });

  it('carries a codetext with a space and a percent sign so that the reveal page reads it back unchanged', () => {
    const url = revealUrl(new URL('https://shop.test/deals/?codeid=3'), { codetext: 'ZOMER 10%' });
    expect(url.searchParams.has('codeid')).toBe(false);
    expect(requestedCoupon(url.searchParams)).toEqual({ codetext: 'ZOMER 10%' });
  });

  it('reads the requested coupon, codeid first, ignoring empty values', () => {
    expect(requestedCoupon(new URLSearchParams('codeid=5&codetext=X'))).toEqual({ codeid: '5' });
    expect(requestedCoupon(new URLSearchParams('codeid=&codetext=X'))).toEqual({ codetext: 'X' });
    expect(requestedCoupon(new URLSearchParams('codeid=&codetext='))).toBeNull();
    expect(requestedCoupon(new URLSearchParams('orderby=price'))).toBeNull();
  });
});

describe('the code shoppers see', () => {
  it('is decoded exactly once', () => {
    expect(couponCode('SAVE%2010')).toBe('SAVE 10');
    expect(couponCode('SAVE%252010')).toBe('SAVE%2010');
  });

  it('stays as printed when it is not valid encoding or looks like a number', () => {
    expect(couponCode('50%OFF')).toBe('50%OFF');
    expect(couponCode('1e5')).toBe('1e5');
    expect(couponCode('007')).toBe('007');
  });
});

describe('the same coupon', () => {
  it('is the same id or the same text, never an id and a text', () => {
    expect(sameCoupon({ codeid: '12' }, { codeid: '12' })).toBe(true);
    expect(sameCoupon({ codetext: 'ZOMER10' }, { codetext: 'ZOMER10' })).toBe(true);
    expect(sameCoupon({ codeid: '12' }, { codeid: '13' })).toBe(false);
    expect(sameCoupon({ codetext: 'ZOMER10' }, { codetext: 'zomer10' })).toBe(false);
    expect(sameCoupon({ codeid: '12' }, { codetext: '12' })).toBe(false);
    expect(sameCoupon({ codetext: '12' }, { codeid: '12' })).toBe(false);
  });
});
