import { describe, expect, it } from 'vitest';
import { crossSellUrl } from './add-to-cart-url.ts';

describe('the cross-sell button’s destination', () => {
  it.each([
    ['a link without a query gets ?', '/', 'http://127.0.0.1:8080/?amz_cross_sell=yes&asins=B07QXMNH1F,B07ZK4Q1TR'],
    ['a link with a query gets &', '/?lang=nl', 'http://127.0.0.1:8080/?lang=nl&amz_cross_sell=yes&asins=B07QXMNH1F,B07ZK4Q1TR'],
    ['a link ending in a bare ? gets no second one', '/cart/?', 'http://127.0.0.1:8080/cart/?amz_cross_sell=yes&asins=B07QXMNH1F,B07ZK4Q1TR'],
    ['a fragment stays last', '/cart/?a=1#top', 'http://127.0.0.1:8080/cart/?a=1&amz_cross_sell=yes&asins=B07QXMNH1F,B07ZK4Q1TR#top'],
  ])('%s', (_, href, expected) => {
    expect(crossSellUrl(href, ['B07QXMNH1F', 'B07ZK4Q1TR'])).toBe(expected);
  });

  it('encodes what is not an ASIN, keeping the commas between them', () => {
    expect(crossSellUrl('/', ['A&B', 'C D'])).toBe('http://127.0.0.1:8080/?amz_cross_sell=yes&asins=A%26B,C%20D');
  });
});
