import { describe, expect, it, vi } from 'vitest';
import { FORM_ADD_TO_CART } from './form-add-to-cart.ts';

const asked = new URLSearchParams({ 'add-to-cart': '101', quantity: '1' });
const read = (answer: unknown) => FORM_ADD_TO_CART.read(JSON.stringify(answer), asked);
const cart = { fragments: { 'div.widget_shopping_cart_content': '<div></div>' }, cart_hash: 'abc' };
const notices = '<div class="woocommerce-message" role="alert">“Linnen shirt” is toegevoegd aan je winkelwagen.</div>';

describe("the plugin's product form add", () => {
  it("is a POST of the form to the plugin's wc-ajax endpoint, answered in JSON", async () => {
    // Loaded afresh: the descriptor is a module constant (see pending-add.test.ts).
    vi.resetModules();
    const { FORM_ADD_TO_CART: descriptor } = await import('./form-add-to-cart.ts');
    expect([descriptor.route, descriptor.method, descriptor.wire]).toEqual([{ via: 'wc-ajax', endpoint: 'shop_islands_add_to_cart' }, 'POST', 'json']);
  });

  it('reads the cart, whether WooCommerce added, and its notices', () => {
    expect(read({ ...cart, added: true, notices })).toEqual({ ...cart, added: true, notices });
    expect(read({ ...cart, added: false, notices: '' })).toEqual({ ...cart, added: false, notices: '' });
  });

  it('reads where the shop sends the shopper on, before anything else in the answer', () => {
    expect(read({ redirect: 'https://winkel.example/winkelwagen/', added: true })).toEqual({ redirect: 'https://winkel.example/winkelwagen/' });
  });

  it.each([
    ['no cart', { added: true, notices }],
    ['no word of whether it added', { ...cart, notices }],
    ['whether it added not a boolean', { ...cart, added: 'true', notices }],
    ['no notices', { ...cart, added: true }],
    ['notices not text', { ...cart, added: true, notices: ['Toegevoegd'] }],
    ['a redirect that is no address', { redirect: true }],
  ])('refuses an answer with %s', (_case, answer) => {
    expect(read(answer)).toBeNull();
  });

  it('refuses what is not JSON', () => {
    expect(FORM_ADD_TO_CART.read('<html><body>Fout</body></html>', asked)).toBeNull();
  });
});
