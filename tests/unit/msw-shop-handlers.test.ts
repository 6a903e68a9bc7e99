import { describe, expect, it } from 'vitest';
import { createMswShop } from '../msw/shop-handlers.ts';
import { mswServer } from '../msw/server.ts';

function useShop() {
  const { shop, handlers } = createMswShop();
  mswServer.use(...handlers);
  return shop;
}

const post = (path: string, fields: Record<string, string>) =>
  fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });

describe('the msw shop', () => {
  it('adds to the cart through wc-ajax and keeps the cart in document.cookie', async () => {
    useShop();
    const answer = (await (await post('/?wc-ajax=add_to_cart', { product_id: '101' })).json()) as { cart_hash: string; fragments: Record<string, string> };
    expect(answer.fragments['span.rh-cart-count']).toBe('<span class="rh-cart-count">1</span>');
    expect(document.cookie).toContain('woocommerce_items_in_cart=1');
    expect(document.cookie).toContain(`woocommerce_cart_hash=${answer.cart_hash}`);

    const again = (await (await post('/?wc-ajax=get_refreshed_fragments', {})).json()) as { cart_hash: string };
    expect(again.cart_hash).toBe(answer.cart_hash);
  });

  it('deletes the cart cookies from document.cookie when the last item is removed', async () => {
    useShop();
    await post('/?wc-ajax=add_to_cart', { product_id: '101' });
    const removed = await post('/?wc-ajax=remove_from_cart', { cart_item_key: '38b3eff8baf56627478ec76a704e9b52' });
    expect(((await removed.json()) as { cart_hash: string }).cart_hash).toBe('');
    expect(document.cookie).not.toContain('woocommerce_items_in_cart');
  });

  it('answers admin-ajax and REST like the Express server', async () => {
    useShop();
    const unknown = await fetch('/wp-admin/admin-ajax.php?action=bestaat_niet');
    expect([unknown.status, await unknown.text()]).toEqual([400, '0']);
    const me = await fetch('/wp-json/wp/v2/users/me');
    expect(me.status).toBe(401);
    expect(((await me.json()) as { code: string }).code).toBe('rest_not_logged_in');
  });

  it('answers the captured WooCommerce errors', async () => {
    useShop();
    expect(await (await post('/?wc-ajax=add_to_cart', { product_id: '103' })).json()).toEqual({ error: true, product_url: 'http://127.0.0.1:8080/product/oxford-overhemd/' });
    const empty = await post('/?wc-ajax=add_to_cart', {});
    expect([empty.status, await empty.text()]).toEqual([200, '']);
  });
});
