import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage, recordEvents } from '../../tests/unit/demo-page.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { resetConfig } from '../config.ts';
import type { WooEventDetails } from '../dom/events.ts';
import { addFromForm, addToCart, removeFromCart } from './cart-actions.ts';
import { cartAddsPending, cartLineStates, itemsInCart } from './cart.ts';

/**
 * The cart's actions on their own: what an add and a removal tell their caller and leave in the cart
 * store for each answer. The islands' tests reach them through buttons; these name each outcome.
 */

const LINEN_KEY = '38b3eff8baf56627478ec76a704e9b52';
/** Every wc-ajax call goes to the site's root (`/?wc-ajax={endpoint}`). */
const WC_AJAX = `${location.origin}/`;

const answerCartCalls = (answer: () => Response) => mswServer.use(http.post(WC_AJAX, answer));
const followedTo = () => vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);

describe('adding to the cart', () => {
  it('announces adding_to_cart with the button and the fields before the request, and counts the add as on its way until answered', async () => {
    await openDemoPage('/shop/');
    const button = document.querySelector<HTMLElement>('li.product.post-101 a.ajax_add_to_cart')!;
    const announced: { detail: WooEventDetails['adding_to_cart']; pending: number }[] = [];
    document.body.addEventListener('adding_to_cart', (event) => announced.push({ detail: (event as CustomEvent<WooEventDetails['adding_to_cart']>).detail, pending: cartAddsPending.value }));

    const added = addToCart({ product_id: '101', quantity: '2' }, button);
    expect(announced).toEqual([{ detail: { button, data: { product_id: '101', quantity: '2' } }, pending: 1 }]);
    expect(await added).toEqual({ kind: 'added' });
    expect([cartAddsPending.value, itemsInCart.value]).toEqual([0, true]);
  });

  it('sends each add, an add button’s and a product form’s, for the browser to finish after the page is left', async () => {
    await openDemoPage('/shop/');
    const sent = vi.spyOn(window, 'fetch');
    await addToCart({ product_id: '101' }, null);
    await addFromForm(new URLSearchParams({ 'add-to-cart': '101' }), null, 'add');
    expect(sent.mock.calls.map(([url, init]) => [new URL(String(url)).searchParams.get('wc-ajax'), init?.keepalive])).toEqual([
      ['add_to_cart', true],
      ['shop_islands_add_to_cart', true],
    ]);
  });

  it('gives back the failure of a call that failed, adds nothing and counts nothing on its way', async () => {
    await openDemoPage('/shop/');
    answerCartCalls(() => HttpResponse.text('Internal Server Error', { status: 500 }));
    const added = await addToCart({ product_id: '101' }, null);
    expect(added).toMatchObject({ kind: 'failed', failure: { kind: 'status', status: 500 } });
    expect([cartAddsPending.value, itemsInCart.value]).toEqual([0, false]);
  });

  it('sends the shopper to the product page a refusal names on this site, and calls a refusal without one refused', async () => {
    await openDemoPage('/shop/');
    const assign = followedTo();
    answerCartCalls(() => HttpResponse.json({ error: true, product_url: `${location.origin}/product/linnen-shirt/` }));
    expect(await addToCart({ product_id: '101' }, null)).toEqual({ kind: 'redirected' });
    expect(assign).toHaveBeenCalledWith(`${location.origin}/product/linnen-shirt/`);

    answerCartCalls(() => HttpResponse.json({ error: true, product_url: 'https://elders.example/product/' }));
    expect(await addToCart({ product_id: '101' }, null)).toEqual({ kind: 'refused' });
    answerCartCalls(() => HttpResponse.json({ error: true, product_url: false }));
    expect(await addToCart({ product_id: '101' }, null)).toEqual({ kind: 'refused' });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(itemsInCart.value).toBe(false);
  });

  it('goes to the cart after an add when the shop says so, without showing the answer on this page', async () => {
    await openDemoPage('/shop/');
    const wooCommerce = window as unknown as { wc_add_to_cart_params: Record<string, string> };
    printGlobals({ wc_add_to_cart_params: { ...wooCommerce.wc_add_to_cart_params, cart_redirect_after_add: 'yes', cart_url: '/cart/' } });
    resetConfig();
    const assign = followedTo();
    const events = recordEvents(['added_to_cart']);
    expect(await addToCart({ product_id: '101' }, null)).toEqual({ kind: 'redirected' });
    expect(assign).toHaveBeenCalledWith(`${location.origin}/cart/`);
    expect([events, itemsInCart.value]).toEqual([[], false]);
  });
});

describe("adding what a product form holds", () => {
  const linenShirtForm = () => new URLSearchParams({ 'add-to-cart': '101', quantity: '2' });
  /** The form add's own endpoint only; the cart's fetch again (`get_refreshed_fragments`) goes to the shop. */
  const answerFormAdds = (answer: () => Response) =>
    mswServer.use(http.post(WC_AJAX, ({ request }) => (new URL(request.url).searchParams.get('wc-ajax') === 'shop_islands_add_to_cart' ? answer() : undefined)));
  const unfinishedAdd = () => sessionStorage.getItem('shop-islands-unfinished-add');

  it("adds with WooCommerce's own notice, and gives back WooCommerce's reason when it refuses", async () => {
    const page = await openDemoPage('/shop/');
    const added = await addFromForm(linenShirtForm(), null, 'add');
    expect(added).toEqual({ kind: 'added', notices: expect.stringContaining('toegevoegd aan je winkelwagen') as string });
    expect([itemsInCart.value, page.requests]).toEqual([true, ['POST /?wc-ajax=shop_islands_add_to_cart']]);

    answerFormAdds(() => HttpResponse.json({ fragments: {}, cart_hash: '', added: false, notices: '<ul class="woocommerce-error" role="alert"><li>Kies een productoptie</li></ul>' }));
    expect(await addFromForm(linenShirtForm(), null, 'add')).toEqual({ kind: 'refused', notices: '<ul class="woocommerce-error" role="alert"><li>Kies een productoptie</li></ul>' });
  });

  it('follows a redirect the shop sends on this site, and calls one elsewhere refused without notices', async () => {
    await openDemoPage('/shop/');
    const assign = followedTo();
    answerFormAdds(() => HttpResponse.json({ redirect: `${location.origin}/cart/` }));
    expect(await addFromForm(linenShirtForm(), null, 'add')).toEqual({ kind: 'redirected' });
    expect(assign).toHaveBeenCalledWith(`${location.origin}/cart/`);

    answerFormAdds(() => HttpResponse.json({ redirect: 'https://elders.example/cart/' }));
    expect(await addFromForm(linenShirtForm(), null, 'add')).toEqual({ kind: 'refused', notices: '' });
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('fetches the cart again after an answer that is not the plugin’s, since WooCommerce added before it answered', async () => {
    const page = await openDemoPage('/shop/');
    answerFormAdds(() => HttpResponse.text('<html>Fout</html>', { status: 500 }));
    expect(await addFromForm(linenShirtForm(), null, 'add')).toEqual({ kind: 'late' });
    expect(page.requests).toEqual(['POST /?wc-ajax=shop_islands_add_to_cart', 'POST /?wc-ajax=get_refreshed_fragments']);
    // Heard back: nothing is left for the next page.
    expect(unfinishedAdd()).toBeNull();
  });

  it('calls an add whose request never reached the shop failed, and leaves it for the next page, as a broken-off add button’s', async () => {
    const page = await openDemoPage('/shop/');
    answerFormAdds(() => HttpResponse.error());
    expect(await addFromForm(linenShirtForm(), null, 'add')).toEqual({ kind: 'failed', failure: { kind: 'network' } });
    expect(page.requests).toEqual(['POST /?wc-ajax=shop_islands_add_to_cart']);
    expect(JSON.parse(unfinishedAdd() ?? 'null')).toMatchObject({ hashBefore: '' });

    answerCartCalls(() => HttpResponse.error());
    expect(await addToCart({ product_id: '101' }, null)).toMatchObject({ kind: 'failed', failure: { kind: 'network' } });
    expect(unfinishedAdd()).not.toBeNull();
  });
});

describe('removing a mini-cart line', () => {
  async function pageWithLinenShirt(): Promise<HTMLAnchorElement> {
    await openDemoPage('/shop/');
    await addToCart({ product_id: '101' }, null);
    const link = document.createElement('a');
    link.href = `/cart/?remove_item=${LINEN_KEY}`;
    return link;
  }

  it('removes it, ignoring a second click while the first is on its way, and leaves the line unblocked', async () => {
    const link = await pageWithLinenShirt();
    const events = recordEvents(['removed_from_cart']);
    const removing = removeFromCart(LINEN_KEY, link);
    expect(cartLineStates.value.get(LINEN_KEY)).toBe('removing');
    expect(await removeFromCart(LINEN_KEY, link)).toEqual({ kind: 'busy' });
    expect(await removing).toEqual({ kind: 'removed' });
    expect([cartLineStates.value.has(LINEN_KEY), itemsInCart.value, events]).toEqual([false, false, ['removed_from_cart']]);
  });

  it('follows the remove link when the call fails, and keeps the line blocked while the page leaves', async () => {
    const link = await pageWithLinenShirt();
    const assign = followedTo();
    answerCartCalls(() => HttpResponse.error());
    expect(await removeFromCart(LINEN_KEY, link)).toEqual({ kind: 'followed-link' });
    expect(assign).toHaveBeenCalledWith(`${location.origin}/cart/?remove_item=${LINEN_KEY}`);
    expect(cartLineStates.value.get(LINEN_KEY)).toBe('removing');
  });

  it('follows the remove link on an answer without fragments too, and without a link leaves the line in the cart, unblocked', async () => {
    const link = await pageWithLinenShirt();
    const assign = followedTo();
    answerCartCalls(() => HttpResponse.json({ success: false }));
    expect(await removeFromCart(LINEN_KEY, link)).toEqual({ kind: 'followed-link' });
    expect(await removeFromCart(LINEN_KEY, null)).toEqual({ kind: 'busy' });

    const other = 'a'.repeat(32);
    expect(await removeFromCart(other, null)).toEqual({ kind: 'failed' });
    expect([cartLineStates.value.has(other), itemsInCart.value, assign.mock.calls.length]).toEqual([false, true, 1]);
  });
});
