import { describe, expect, it } from 'vitest';
import { ADD_TO_CART, GET_REFRESHED_FRAGMENTS, REMOVE_FROM_CART } from './wc-ajax.ts';

const fragments = { fragments: { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"></div>' }, cart_hash: 'abc' };
const json = (value: unknown) => JSON.stringify(value);

describe("WooCommerce's cart answers", () => {
  it('read the fragments and the cart hash, and nothing else as them', () => {
    expect(GET_REFRESHED_FRAGMENTS.read(json({ ...fragments, extra: 1 }), { time: 1 })).toEqual(fragments);
    expect(GET_REFRESHED_FRAGMENTS.read(json({ fragments: { a: 1 }, cart_hash: 'abc' }), { time: 1 })).toBeNull();
    expect(GET_REFRESHED_FRAGMENTS.read(json({ fragments: fragments.fragments, cart_hash: 5 }), { time: 1 })).toBeNull();
    expect(GET_REFRESHED_FRAGMENTS.read('', { time: 1 })).toBeNull();
  });

  it("read add_to_cart's refusal with the product's page to go to, or false", () => {
    const asked = { product_id: '101', quantity: '1' };
    expect(ADD_TO_CART.read(json({ error: true, product_url: 'https://winkel.example/p/shirt/' }), asked)).toEqual({ error: true, product_url: 'https://winkel.example/p/shirt/' });
    expect(ADD_TO_CART.read(json({ error: true, product_url: false }), asked)).toEqual({ error: true, product_url: false });
    expect(ADD_TO_CART.read(json(fragments), asked)).toEqual(fragments);
  });

  it.each([
    ['an error without a page', { error: true }],
    ['an error with a page that is no text', { error: true, product_url: 5 }],
    ['an error flag that is not true', { error: 'true', product_url: '/p/' }],
    ['a list', [true, '/p/']],
  ])("read %s as no add_to_cart answer", (_, answer) => {
    expect(ADD_TO_CART.read(json(answer), { product_id: '101', quantity: '1' })).toBeNull();
  });

  it("read remove_from_cart's failure only without fragments, and its success with them", () => {
    const asked = { cart_item_key: 'k1' };
    expect(REMOVE_FROM_CART.read(json({ success: false }), asked)).toEqual({ success: false });
    expect(REMOVE_FROM_CART.read(json({ success: false, ...fragments }), asked)).toEqual(fragments);
    expect(REMOVE_FROM_CART.read(json(fragments), asked)).toEqual(fragments);
    expect(REMOVE_FROM_CART.read(json({ success: 'false' }), asked)).toBeNull();
    expect(REMOVE_FROM_CART.read(json([false]), asked)).toBeNull();
  });
});
