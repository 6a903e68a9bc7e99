import { describe, expect, it } from 'vitest';
import { DO_SYNC, LOAD_AMAZON_REVIEWS, SAVE_PRODUCT_COUNTRY, WOOZONE_BEFORE_USER_CHECKOUT } from './woozone.ts';

describe('reading WooZone answers', () => {
  it('reads a valid answer with its html, and any other status as invalid', () => {
    expect(LOAD_AMAZON_REVIEWS.read(JSON.stringify({ status: 'valid', html: '<p>Top</p>' }), { prodid: 102 })).toEqual({ status: 'valid', html: '<p>Top</p>' });
    expect(LOAD_AMAZON_REVIEWS.read(JSON.stringify({ status: 'invalid', msg: 'geen recensies' }), { prodid: 102 })).toEqual({ status: 'invalid' });
    expect(SAVE_PRODUCT_COUNTRY.read(JSON.stringify({ status: 'valid' }), { product_id: 102, product_country: 'de' })).toEqual({ status: 'valid' });
  });

  it.each([
    ['WordPress’s 0', '0'],
    ['a refused nonce', '-1'],
    ['an HTML page', '<!doctype html><p>Fout</p>'],
    ['no status', JSON.stringify({ html: '<p>x</p>' })],
    ['a valid status without its html', JSON.stringify({ status: 'valid', html: 7 })],
  ])('reads %s as no answer', (_, body) => {
    expect(LOAD_AMAZON_REVIEWS.read(body, { prodid: 102 })).toBeNull();
  });

  it('reads do_refresh only as the word yes, and leaves html_aftersync (admin debug rows) unread', () => {
    const fields = { asin: 'B07QXMNH1F', product_id: 102, product_type: 'simple' };
    expect(DO_SYNC.read(JSON.stringify({ status: 'valid', html: '<h3>x</h3>', do_refresh: 'yes', html_aftersync: '<tr><td>x</td></tr>' }), fields)).toEqual({
      status: 'valid',
      html: '<h3>x</h3>',
      doRefresh: true,
    });
    expect(DO_SYNC.read(JSON.stringify({ status: 'valid', html: '', do_refresh: true }), fields)).toEqual({ status: 'valid', html: '', doRefresh: false });
    expect(DO_SYNC.read(JSON.stringify({ status: 'valid', html: null, do_refresh: 'yes' }), fields)).toBeNull();
  });

  it('reads the checkout e-mail’s bare words, trimmed, and nothing else', () => {
    const fields = { _nonce: 'abc', email: 'a@b.nl' };
    expect(WOOZONE_BEFORE_USER_CHECKOUT.read('success\n', fields)).toBe('success');
    expect(WOOZONE_BEFORE_USER_CHECKOUT.read('email_exists', fields)).toBe('email_exists');
    expect(WOOZONE_BEFORE_USER_CHECKOUT.read('Busted!', fields)).toBe('Busted!');
    expect(WOOZONE_BEFORE_USER_CHECKOUT.read('0', fields)).toBeNull();
    expect(WOOZONE_BEFORE_USER_CHECKOUT.read('<html>success</html>', fields)).toBeNull();
  });
});
