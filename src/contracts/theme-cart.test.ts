import { describe, expect, it, vi } from 'vitest';
import { PRODUCT_QUICK_VIEW, UPDATE_SIDEBAR_CART_ITEM } from './theme-cart.ts';

const asked = { product_id: '101' };

describe("the Rehub theme's cart calls", () => {
  it("are GETs of admin-ajax's actions, the quantity update carrying the theme nonce as `security`", async () => {
    // Loaded afresh: the descriptors are module constants (see pending-add.test.ts).
    vi.resetModules();
    const fresh = await import('./theme-cart.ts');
    expect([fresh.UPDATE_SIDEBAR_CART_ITEM.route, fresh.UPDATE_SIDEBAR_CART_ITEM.method, fresh.UPDATE_SIDEBAR_CART_ITEM.wire, fresh.THEME_NONCE_FIELD]).toEqual([
      { via: 'admin-ajax', action: 'rh_update_sidebar_cart_item' },
      'GET',
      'json',
      'security',
    ]);
    expect([fresh.PRODUCT_QUICK_VIEW.route, fresh.PRODUCT_QUICK_VIEW.method, fresh.PRODUCT_QUICK_VIEW.wire]).toEqual([{ via: 'admin-ajax', action: 'product_quick_view' }, 'GET', 'text']);
  });
});

describe("the Rehub theme's cart answers", () => {
  it('read the quick view as the markup it answered, trimmed', () => {
    expect(PRODUCT_QUICK_VIEW.read('\n  <div class="product"><form class="cart"></form></div>\n', asked)).toBe('<div class="product"><form class="cart"></form></div>');
  });

  it.each([
    ["WordPress's 0 for an unknown action", '0'],
    ['a refused nonce', '-1'],
    ['an empty answer', '  '],
    ['a whole page (a fatal error, a proxy)', '<!DOCTYPE html><html><body>Fout</body></html>'],
    ['a page without a doctype', '<html lang="nl"><body></body></html>'],
    ['text before the markup', 'Fout: <div></div>'],
  ])('read %s as no quick view', (_, body) => {
    expect(PRODUCT_QUICK_VIEW.read(body, asked)).toBeNull();
  });

  it('read a markup element whose name starts like html as a quick view', () => {
    expect(PRODUCT_QUICK_VIEW.read('<htmlish-card></htmlish-card>', asked)).toBe('<htmlish-card></htmlish-card>');
    // Only an answer that starts as a document is one.
    expect(PRODUCT_QUICK_VIEW.read('<div><code><html></code></div>', asked)).toBe('<div><code><html></code></div>');
  });

  it("read the quantity update's fragments, and nothing else as them", () => {
    const fragments = { fragments: { 'div.widget_shopping_cart_content': '<div></div>' }, cart_hash: 'abc' };
    const update = { item_id: 'a'.repeat(32), qty: '2', security: 'n0nce' };
    expect(UPDATE_SIDEBAR_CART_ITEM.read(JSON.stringify(fragments), update)).toEqual(fragments);
    expect(UPDATE_SIDEBAR_CART_ITEM.read('0', update)).toBeNull();
  });
});
