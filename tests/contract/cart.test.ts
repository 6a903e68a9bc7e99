import { describe, expect, it } from 'vitest';
import { count, inputValue, setCookies, Shopper, themeNonce, useRunningShop } from './shop-server.ts';

const running = useRunningShop();

const LINEN_KEY = '38b3eff8baf56627478ec76a704e9b52';
const AJAX = '/wp-admin/admin-ajax.php';

/** A guest with one Linnen shirt in the cart, and the page's theme nonce. */
async function shopperWithLinenShirt(): Promise<{ shopper: Shopper; nonce: string }> {
  const shopper = new Shopper(running.origin);
  await shopper.wcAjax('add_to_cart', { product_id: '101', quantity: '1' });
  return { shopper, nonce: themeNonce(await shopper.page('/shop/')) };
}

function updateUrl(fields: Record<string, string>): string {
  return `${AJAX}?${new URLSearchParams({ action: 'rh_update_sidebar_cart_item', ...fields })}`;
}

type FragmentsAnswer = { fragments: Record<string, string>; cart_hash: string };

describe('rh_update_sidebar_cart_item (the slide-in cart quantity)', () => {
  it('sets the quantity and answers the fragments and cart hash, with the cart cookies', async () => {
    const { shopper, nonce } = await shopperWithLinenShirt();
    const response = await shopper.get(updateUrl({ item_id: LINEN_KEY, qty: '3', security: nonce }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const answer = (await response.json()) as FragmentsAnswer;
    expect(Object.keys(answer.fragments)).toEqual(['div.widget_shopping_cart_content', 'span.rh-cart-count', 'span.rh-cart-total']);
    expect(answer.fragments['div.widget_shopping_cart_content']).toContain('3 &times;');
    expect(answer.fragments['span.rh-cart-count']).toBe('<span class="rh-cart-count">3</span>');
    expect(setCookies(response).find((cookie) => cookie.name === 'woocommerce_cart_hash')?.value).toBe(answer.cart_hash);
  });

  it('removes the line at quantity 0, deleting the cart cookies', async () => {
    const { shopper, nonce } = await shopperWithLinenShirt();
    const response = await shopper.get(updateUrl({ item_id: LINEN_KEY, qty: '0', security: nonce }));
    const answer = (await response.json()) as FragmentsAnswer;
    expect(answer.cart_hash).toBe('');
    expect(answer.fragments['div.widget_shopping_cart_content']).toContain('Geen producten in de winkelwagen.');
    expect(shopper.cookies.has('woocommerce_items_in_cart')).toBe(false);
  });

  it('answers the cart as it is for a line that is no longer in it', async () => {
    const { shopper, nonce } = await shopperWithLinenShirt();
    const answer = (await (await shopper.get(updateUrl({ item_id: 'f'.repeat(32), qty: '5', security: nonce }))).json()) as FragmentsAnswer;
    expect(answer.fragments['span.rh-cart-count']).toBe('<span class="rh-cart-count">1</span>');
  });

  it.each([
    ['without a nonce', {}],
    ['with a wrong nonce', { security: '0123456789' }],
  ])('refuses a change %s with WordPress\'s -1 and 403, and changes nothing', async (_, nonceField) => {
    const { shopper } = await shopperWithLinenShirt();
    const response = await shopper.get(updateUrl({ item_id: LINEN_KEY, qty: '9', ...nonceField }));
    expect([response.status, await response.text()]).toEqual([403, '-1']);
    const cart = (await (await shopper.wcAjax('get_refreshed_fragments')).json()) as FragmentsAnswer;
    expect(cart.fragments['span.rh-cart-count']).toBe('<span class="rh-cart-count">1</span>');
  });

  it.each([
    ['a missing item_id', { qty: '2' }],
    ['an item_id that is not a cart key', { item_id: '<script>', qty: '2' }],
    ['a missing qty', { item_id: LINEN_KEY }],
    ['an empty qty', { item_id: LINEN_KEY, qty: '' }],
    ['a negative qty', { item_id: LINEN_KEY, qty: '-1' }],
    ['a qty in words', { item_id: LINEN_KEY, qty: 'drie' }],
    ['a fractional qty', { item_id: LINEN_KEY, qty: '1.5' }],
    ['a qty over the limit', { item_id: LINEN_KEY, qty: '1000' }],
  ])('refuses %s with 400 and a reason', async (_, fields) => {
    const { shopper, nonce } = await shopperWithLinenShirt();
    const response = await shopper.get(updateUrl({ ...fields, security: nonce }));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await response.text()).trim()).not.toBe('');
  });
});

describe('product_quick_view', () => {
  const quickView = (shopper: Shopper, productId: string) => shopper.get(`${AJAX}?action=product_quick_view&product_id=${encodeURIComponent(productId)}`);

  it("answers a simple product's add-to-cart form as HTML", async () => {
    const response = await quickView(new Shopper(running.origin), '101');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const body = await response.text();
    expect(body).toContain('<div class="wooquickviewbtn rh-quick-view product-101">');
    expect(body).toContain('<form class="cart" action="/product/linnen-shirt/" method="post"');
    expect(body).toContain('<button type="submit" name="add-to-cart" value="101" class="single_add_to_cart_button button alt">');
  });

  it("answers a variable product's form with its variations as escaped JSON", async () => {
    const body = await (await quickView(new Shopper(running.origin), '103')).text();
    expect(body).toContain('<form class="variations_form cart"');
    // get_available_variation()'s fields in WooCommerce's order, attributes first.
    expect(body).toContain('data-product_variations="[{&quot;attributes&quot;:{&quot;attribute_size&quot;:&quot;S&quot;},');
    expect(body).toContain('&quot;variation_id&quot;:201,');
    expect(body).toContain('<select id="size" class="" name="attribute_size"');
    expect(count(body, /<script/)).toBe(0);
  });

  it.each([
    ['missing', '', 400],
    ['not a number', '<img src=x onerror=alert(1)>', 400],
    ['unknown', '999', 404],
  ])('refuses a product_id that is %s', async (_, productId, status) => {
    const response = await quickView(new Shopper(running.origin), productId);
    expect(response.status).toBe(status);
    expect(await response.text()).not.toContain('<img');
  });
});

describe('the cart markup of the pages', () => {
  it('gives every listing card a quick-view button that is a link to the product page', async () => {
    const page = await new Shopper(running.origin).page('/shop/');
    expect(page).toContain('<a href="/product/oxford-overhemd/" class="quick_view_button" data-product_id="103" data-product_name="Oxford overhemd" aria-label="Snel bekijken: “Oxford overhemd”" rel="nofollow">Snel bekijken</a>');
    expect(count(page, /class="quick_view_button"/)).toBe(20);
  });

  it('hides the header mini-cart when empty (hide_cart_widget_if_empty) and prints the slide-in cart, empty', async () => {
    const page = await new Shopper(running.origin).page('/shop/');
    expect(page).toContain('<div class="rh-mini-cart-dropdown widget woocommerce widget_shopping_cart">\n          <div class="hide_cart_widget_if_empty"><div class="widget_shopping_cart_content">');
    expect(page).toContain('<div id="rh-woo-cart-panel-content" class="widget_shopping_cart"></div>');
  });

  it('gives each mini-cart line the theme quantity controls, a form that works without JavaScript', async () => {
    const { shopper } = await shopperWithLinenShirt();
    const page = await shopper.page('/shop/');
    expect(page).toContain(`<li class="woocommerce-mini-cart-item mini_cart_item cartkey-${LINEN_KEY}">`);
    expect(page).toMatch(/<div class="quantity rh-custom-quantity"><input type="button" value="−" class="minus-quantity" aria-label="Eén minder"><input type="number" class="input-text qty text" name="cart\[38b3eff8baf56627478ec76a704e9b52\]\[qty\]" value="1" min="0" max="999" step="1"[^>]*><input type="button" value="\+" class="plus-quantity" aria-label="Eén meer"><\/div>/);
    const redirect = await shopper.post('/cart/', { [`cart[${LINEN_KEY}][qty]`]: '4', 'woocommerce-cart-nonce': inputValue(page, 'woocommerce-cart-nonce') });
    expect(redirect.status).toBe(303);
    expect(await shopper.follow(redirect)).toContain(`name="cart[${LINEN_KEY}][qty]" value="4"`);
  });

  it('shows cross-sells with AJAX add-to-cart buttons, the totals and "proceed to checkout" on the cart page', async () => {
    const { shopper } = await shopperWithLinenShirt();
    const page = await shopper.page('/cart/');
    expect(page).toContain('<h2>Misschien ben je ook geïnteresseerd in&hellip;</h2>');
    // The Linnen shirt suggests products 116 and 106.
    expect(page).toMatch(/<div class="cross-sells">[\s\S]*class="button product_type_simple add_to_cart_button ajax_add_to_cart" data-product_id="116"[\s\S]*data-product_id="106"[\s\S]*<div class="cart_totals">/);
    expect(page).toContain('<tr class="order-total"><th>Totaal</th><td data-title="Totaal"><strong><span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&euro;</span>&nbsp;29,95</bdi></span></strong></td></tr>');
    expect(page).toContain('<a href="/checkout/" class="checkout-button button alt wc-forward">Doorgaan naar afrekenen</a>');
  });

  it('suggests no cross-sells for an empty cart, nor products already in it', async () => {
    const shopper = new Shopper(running.origin);
    expect(await shopper.page('/cart/')).not.toContain('cross-sells');
    await shopper.wcAjax('add_to_cart', { product_id: '101' });
    await shopper.wcAjax('add_to_cart', { product_id: '116' });
    const page = await shopper.page('/cart/');
    expect(page.slice(page.indexOf('class="cross-sells"'))).not.toContain('data-product_id="116"');
  });

  it('switches a page to no-sliding mode with ?no-sliding=1 (QA)', async () => {
    const shopper = new Shopper(running.origin);
    expect(await shopper.page('/shop/?no-sliding=1')).toMatch(/<body class="[^"]*\bno_cart_sliding\b/);
    expect(await shopper.page('/shop/')).not.toContain('no_cart_sliding');
    expect(await shopper.page('/shop/?no-sliding=<b>')).not.toContain('no_cart_sliding');
  });
});

describe('get_variation (a product with more variations than WooCommerce prints)', () => {
  it('answers the variation the attributes name, with its price and stock HTML', async () => {
    const response = await new Shopper(running.origin).wcAjax('get_variation', { product_id: '103', attribute_size: 'XL' });
    expect(response.status).toBe(200);
    const variation = (await response.json()) as Record<string, unknown>;
    expect(variation).toMatchObject({ variation_id: 204, attributes: { attribute_size: 'XL' }, is_in_stock: true, display_price: 37.95 });
    expect(variation.price_html).toContain('37,95');
  });

  it('answers false for a combination without a variation and for a product that has none, as WooCommerce does', async () => {
    const shopper = new Shopper(running.origin);
    for (const fields of [{ product_id: '103', attribute_size: 'XXL' }, { product_id: '101', attribute_size: 'M' }]) {
      expect(await (await shopper.wcAjax('get_variation', fields)).text()).toBe('false');
    }
  });

  it('refuses a malformed product id with a reason', async () => {
    const response = await new Shopper(running.origin).wcAjax('get_variation', { product_id: '1e3', attribute_size: 'M' });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/product_id/);
  });
});
