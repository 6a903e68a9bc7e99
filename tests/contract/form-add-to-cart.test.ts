/**
 * Adding a variation that leaves an attribute "any" (the T-shirt met molenprint: its sizes are
 * variations, its colour any), as WooCommerce 10 does it: the form handler adds it with the colour
 * the form posted, which the cart line keeps and shows; WooCommerce's own `wc-ajax=add_to_cart`,
 * which adds a variation with its own attributes only, refuses it. And the plugin's
 * `shop_islands_add_to_cart`, which lets the form handler add and answers its notices and the cart.
 */
import { describe, expect, it } from 'vitest';
import { FORM_ADD_TO_CART } from '../../src/contracts/form-add-to-cart.ts';
import { cookiesBeyondCustomerId, count, Shopper, setCookies, useRunningShop } from './shop-server.ts';

const running = useRunningShop();

const MOLEN = '/product/t-shirt-met-molenprint/';
/** The form's fields as WooCommerce prints them, a size and a colour chosen. */
const form = (size: string, colour: string, variationId: string, quantity = '1') => ({
  attribute_pa_maat: size,
  attribute_pa_kleur: colour,
  quantity,
  'add-to-cart': '120',
  product_id: '120',
  variation_id: variationId,
});

/** As the real shop's WooCommerce 10.0.2 printed it (templates/cart/cart-item-data.php), whitespace and all. */
const KLEUR_ROOD = `<dl class="variation">
			<dt class="variation-Kleur">Kleur:</dt>
		<dd class="variation-Kleur"><p>Rood</p>
</dd>
	</dl>`;

interface FormAddAnswer {
  added: boolean;
  notices: string;
  fragments: Record<string, string>;
  cart_hash: string;
}

async function formAdd(shopper: Shopper, fields: Record<string, string>): Promise<FormAddAnswer> {
  const response = await shopper.wcAjax('shop_islands_add_to_cart', fields);
  expect([response.status, response.headers.get('content-type')]).toEqual([200, 'application/json; charset=UTF-8']);
  return (await response.json()) as FormAddAnswer;
}

describe('a variation with an "any" colour, added by the product form (no JavaScript)', () => {
  it('keeps the chosen colour with the cart line, which the cart, the mini-cart and the checkout show as "Kleur: Rood"', async () => {
    const shopper = new Shopper(running.origin);
    const response = await shopper.post(MOLEN, form('l', 'rood', '223', '2'));
    expect([response.status, response.headers.get('location')]).toEqual([303, MOLEN]);
    expect(await shopper.follow(response)).toContain(
      '<div class="woocommerce-message" role="alert">2 × “T-shirt met molenprint” zijn toegevoegd aan je winkelwagen. <a href="/cart/" class="button wc-forward">Bekijk winkelwagen</a></div>',
    );
    const cart = await shopper.page('/cart/');
    expect(cart).toContain(`<a href="/product/t-shirt-met-molenprint/?attribute_pa_maat=l&amp;attribute_pa_kleur=rood">T-shirt met molenprint - L</a>${KLEUR_ROOD}`);
    expect(cart).toContain('value="2"');
    const miniCart = /<div class="widget_shopping_cart_content">[\s\S]*?<\/div>/.exec(await shopper.page('/shop/'))?.[0] ?? '';
    expect(miniCart).toContain(`T-shirt met molenprint - L</a>\n      ${KLEUR_ROOD}<span class="quantity">2 &times;`);
    expect(await shopper.page('/checkout/')).toContain(`T-shirt met molenprint - L&nbsp;<strong class="product-quantity">&times;&nbsp;2</strong>${KLEUR_ROOD}`);
  });

  it('keeps one line per colour: the same size in another colour is another line', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.post(MOLEN, form('m', 'rood', '222'));
    await shopper.post(MOLEN, form('m', 'blauw', '222'));
    await shopper.post(MOLEN, form('m', 'rood', '222'));
    const cart = await shopper.page('/cart/');
    expect(count(cart, /<tr class="woocommerce-cart-form__cart-item cart_item">/)).toBe(2);
    expect(cart).toContain('<dd class="variation-Kleur"><p>Blauw</p>');
    expect([...cart.matchAll(/id="quantity_[0-9a-f]{32}" class="input-text qty text" name="cart\[[0-9a-f]{32}\]\[qty\]" value="(\d+)"/g)].map((match) => match[1])).toEqual(['2', '1']);
  });

  it('finds the variation by the size when variation_id is "0", and keeps the colour', async () => {
    const shopper = new Shopper(running.origin);
    expect((await shopper.post(MOLEN, form('xl', 'groen', '0'))).status).toBe(303);
    expect(await shopper.page('/cart/')).toContain('T-shirt met molenprint - XL</a><dl class="variation">');
  });

  it.each([
    ['no colour', form('l', '', '223'), 'Kleur is een verplicht veld'],
    ['a colour the attribute does not have', form('l', 'paars', '223'), 'Ongeldige waarde opgegeven voor Kleur'],
    ['another size than the variation', form('s', 'rood', '223'), 'Ongeldige waarde opgegeven voor Maat'],
  ])('refuses %s with WooCommerce\'s reason, on the product page, and adds nothing', async (_, fields, reason) => {
    const shopper = new Shopper(running.origin);
    const response = await shopper.post(MOLEN, fields);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<ul class="woocommerce-error" role="alert"><li>${reason}</li></ul>`);
    expect(cookiesBeyondCustomerId(shopper)).toEqual([]);
  });

  it('orders the line with its colour, which the order shows as the item\'s meta', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.post(MOLEN, form('s', 'groen', '221'));
    const order = running.shop.orders.place(running.shop.visits.cart(running.shop.visits.open({ method: 'GET', url: new URL(running.origin), form: new URLSearchParams(), cookies: Object.fromEntries(shopper.cookies), headers: {} })), {
      billing: {},
      customerId: 0,
      attribution: {},
    });
    expect(order.lines[0]).toMatchObject({ name: 'T-shirt met molenprint - S', variationId: 221, data: [{ key: 'Kleur', value: 'Groen' }] });
  });
});

describe("WooCommerce's wc-ajax add_to_cart and an \"any\" variation", () => {
  it('refuses it, as WooCommerce 10 does: the variation is added with its own attributes, which leave the colour open', async () => {
    const shopper = new Shopper(running.origin);
    const response = await shopper.wcAjax('add_to_cart', { product_id: '223', quantity: '1', attribute_pa_kleur: 'rood' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ error: true, product_url: `${running.origin}${MOLEN}` });
    expect(cookiesBeyondCustomerId(shopper)).toEqual([]);
  });

  it('keeps the reason for the product page it sends the shopper to, when the shopper has a session', async () => {
    const shopper = new Shopper(running.origin);
    await shopper.get('/?add-to-cart=101');
    await shopper.wcAjax('add_to_cart', { product_id: '224' });
    const page = await shopper.page(MOLEN);
    expect(page).toContain('<ul class="woocommerce-error" role="alert"><li>Kleur is een verplicht veld</li></ul>');
    expect(await shopper.page(MOLEN)).not.toContain('Kleur is een verplicht veld');
  });

  it('still adds a variation that sets every attribute by its own id', async () => {
    const answer = (await (await new Shopper(running.origin).wcAjax('add_to_cart', { product_id: '204' })).json()) as { fragments: Record<string, string> };
    expect(answer.fragments['div.widget_shopping_cart_content']).toContain('Oxford overhemd - XL');
  });
});

describe("the plugin's shop_islands_add_to_cart", () => {
  it("adds what the form's fields name and answers WooCommerce's notice, the cart's fragments and hash, and the cart cookies", async () => {
    const shopper = new Shopper(running.origin);
    const response = await shopper.wcAjax('shop_islands_add_to_cart', form('l', 'rood', '223', '2'));
    expect(setCookies(response).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['woocommerce_items_in_cart', 'woocommerce_cart_hash']));
    const body = await response.text();
    const answer = JSON.parse(body) as FormAddAnswer;
    expect(Object.keys(answer)).toEqual(['fragments', 'cart_hash', 'added', 'notices']);
    expect(answer).toMatchObject({
      added: true,
      notices: '<div class="woocommerce-message" role="alert">2 × “T-shirt met molenprint” zijn toegevoegd aan je winkelwagen. <a href="/cart/" class="button wc-forward">Bekijk winkelwagen</a></div>',
    });
    expect(answer.cart_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.fragments['div.widget_shopping_cart_content']).toContain(KLEUR_ROOD);
    expect(answer.fragments['span.rh-cart-count']).toBe('<span class="rh-cart-count">2</span>');
    // It reads as the bundle reads it.
    expect(FORM_ADD_TO_CART.read(body, new URLSearchParams())).toMatchObject({ added: true, cart_hash: answer.cart_hash });
  });

  it('says what it added once: the notice is not shown again on the next page', async () => {
    const shopper = new Shopper(running.origin);
    await formAdd(shopper, { quantity: '1', 'add-to-cart': '101' });
    const next = await shopper.page('/product/linnen-shirt/');
    expect(next).toContain('<div class="woocommerce-notices-wrapper"></div>');
    expect(next).not.toContain('is toegevoegd aan je winkelwagen');
  });

  it("names a simple product, and one in the singular, as WooCommerce's message does", async () => {
    const answer = await formAdd(new Shopper(running.origin), { quantity: '1', 'add-to-cart': '101' });
    expect(answer.notices).toBe('<div class="woocommerce-message" role="alert">“Linnen shirt” is toegevoegd aan je winkelwagen. <a href="/cart/" class="button wc-forward">Bekijk winkelwagen</a></div>');
  });

  it("answers WooCommerce's errors, nothing added, the cart as it was", async () => {
    const shopper = new Shopper(running.origin);
    await formAdd(shopper, { quantity: '1', 'add-to-cart': '101' });
    const refused = await formAdd(shopper, form('l', '', '223'));
    expect(refused).toMatchObject({ added: false, notices: '<ul class="woocommerce-error" role="alert"><li>Kleur is een verplicht veld</li></ul>' });
    expect(refused.fragments['span.rh-cart-count']).toBe('<span class="rh-cart-count">1</span>');
    const parent = await formAdd(shopper, { quantity: '1', 'add-to-cart': '120', variation_id: '0' });
    expect(parent.notices).toContain('<li>Kies een productoptie…');
    const soldOut = await formAdd(shopper, { quantity: '1', 'add-to-cart': '103', variation_id: '203' });
    expect(soldOut.notices).toContain('niet op voorraad');
  });

  it('prints and clears the notices already waiting, errors first, as wc_print_notices()', async () => {
    const shopper = new Shopper(running.origin);
    await formAdd(shopper, { quantity: '1', 'add-to-cart': '101' });
    await shopper.wcAjax('add_to_cart', { product_id: '224' });
    const answer = await formAdd(shopper, form('xl', 'blauw', '224'));
    expect(answer.notices).toMatch(/^<ul class="woocommerce-error" role="alert"><li>Kleur is een verplicht veld<\/li><\/ul><div class="woocommerce-message" role="alert">“T-shirt met molenprint” is toegevoegd/);
    expect(await shopper.page(MOLEN)).not.toContain('Kleur is een verplicht veld');
  });

  it("says nothing of a product that does not exist, as WooCommerce's form handler", async () => {
    expect(await formAdd(new Shopper(running.origin), { 'add-to-cart': '999' })).toMatchObject({ added: false, notices: '', cart_hash: '' });
  });

  it('takes the form posted as WooCommerce prints it, multipart', async () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(form('m', 'groen', '222'))) body.append(name, value);
    const response = await fetch(new URL('/?wc-ajax=shop_islands_add_to_cart', running.origin), { method: 'POST', body });
    expect(((await response.json()) as FormAddAnswer).added).toBe(true);
  });

  it.each([
    ['no add-to-cart', { quantity: '1' }, 'add-to-cart'],
    ['an add-to-cart that is no id', { 'add-to-cart': 'abc' }, 'add-to-cart'],
    ['a negative quantity', { 'add-to-cart': '101', quantity: '-1' }, 'quantity'],
    ['a quantity over the limit', { 'add-to-cart': '101', quantity: '1000' }, 'quantity'],
  ])('refuses %s with 400 and the reason', async (_, fields, reason) => {
    const response = await new Shopper(running.origin).wcAjax('shop_islands_add_to_cart', fields);
    expect([response.status, response.headers.get('content-type')]).toEqual([400, 'text/plain; charset=UTF-8']);
    expect(await response.text()).toContain(reason);
  });

  it('refuses a GET with 405', async () => {
    const response = await fetch(new URL('/?wc-ajax=shop_islands_add_to_cart&add-to-cart=101', running.origin));
    expect([response.status, response.headers.get('allow')]).toEqual([405, 'POST']);
  });
});
