import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import jQuery from 'jquery';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { answerNever } from '../../tests/msw/answer-never.ts';
import type { MswShop } from '../../tests/msw/shop-handlers.ts';
import { demoShop, headerMiniCart, logRequests, openDemoPage } from '../../tests/unit/demo-page.ts';
import { until } from '../../tests/unit/time-outs.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { config, resetConfig } from '../../src/config.ts';
import { addToCart, removeFromCart } from '../../src/stores/cart-actions.ts';
import { receiveCartAnswer } from '../../src/stores/cart.ts';
import { nl } from '../../src/i18n/nl.ts';

let shop: MswShop;

/**
 * The demo listing with one more button of WooCommerce's loop markup in front (for products the
 * listing shows otherwise, such as a variable one), its add-to-cart islands mounted.
 */
async function renderListing({ productId = '101', quantity = '1' } = {}): Promise<HTMLAnchorElement> {
  const page = await openDemoPage('/shop/', { shop });
  document.querySelector('main')!.insertAdjacentHTML(
    'afterbegin',
    `<ul class="products"><li class="product" id="under-test">
      <a href="?add-to-cart=${productId}" data-quantity="${quantity}" class="button add_to_cart_button ajax_add_to_cart"
         data-product_id="${productId}" data-product_sku="MK-${productId}" data-success_message="“Linnen shirt” is toegevoegd aan je winkelwagen">In winkelwagen</a>
    </li></ul>`,
  );
  await page.mount(['add-to-cart'], { now: true });
  return document.querySelector<HTMLAnchorElement>('#under-test a.ajax_add_to_cart')!;
}

/** Changes the shop's `wc_add_to_cart_params` on the open page. */
function setAddToCartParams(overrides: Record<string, string>): void {
  printGlobals({ wc_add_to_cart_params: { ...config().globals.wc_add_to_cart_params, ...overrides } });
  resetConfig();
}

const miniCartText = () => headerMiniCart().textContent ?? '';
const card = () => document.getElementById('under-test')!;

beforeEach(() => {
  shop = demoShop();
});

describe('the add-to-cart button', () => {
  it('shows loading while adding, then added with a view-cart link, and the mini-cart shows the product', async () => {
    const button = await renderListing();
    button.click();
    expect(button.classList.contains('loading')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(button.classList.contains('added')).toBe(true));
    expect(button.classList.contains('loading')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    const viewCart = within(card()).getByRole('link', { name: 'Bekijk winkelwagen' });
    expect(viewCart.getAttribute('href')).toBe(`${location.origin}/cart/`);
    expect(viewCart.previousElementSibling).toBe(button);
    expect(miniCartText()).toContain('Linnen shirt');
    expect(document.querySelector('.rh-cart-count')!.textContent).toBe('1');
  });

  it('places one view-cart link, however often the product is added', async () => {
    const button = await renderListing();
    button.click();
    await waitFor(() => expect(button.classList.contains('added')).toBe(true));
    button.click();
    await waitFor(() => expect(miniCartText()).toMatch(/2\s*×/));
    expect(within(card()).getAllByRole('link', { name: 'Bekijk winkelwagen' })).toHaveLength(1);
  });

  it("posts the button's data fields, quantity included", async () => {
    const button = await renderListing({ quantity: '3' });
    button.click();
    await waitFor(() => expect(button.classList.contains('added')).toBe(true));
    expect(miniCartText()).toMatch(/3\s*×/);
  });

  it("fires WooCommerce's adding_to_cart and added_to_cart events with their arguments", async () => {
    const events: { name: string; detail: unknown }[] = [];
    for (const name of ['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated']) {
      document.body.addEventListener(name, (event) => events.push({ name, detail: (event as CustomEvent).detail }));
    }
    const button = await renderListing();
    button.click();
    await waitFor(() => expect(events).toHaveLength(3));
    expect(events.map((e) => e.name)).toEqual(['adding_to_cart', 'added_to_cart', 'wc_cart_button_updated']);
    expect(events[0]!.detail).toMatchObject({ button, data: { product_id: '101', quantity: '1', product_sku: 'MK-101' } });
    expect(events[1]!.detail).toMatchObject({ button, cart_hash: expect.stringMatching(/^[0-9a-f]{32}$/) });
  });

  it('keeps its link when it has no data-product_id', async () => {
    const button = await renderListing();
    button.removeAttribute('data-product_id');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(button.classList.contains('loading')).toBe(false);
  });

  it('places no view-cart link on the cart page', async () => {
    const button = await renderListing();
    setAddToCartParams({ is_cart: '1' });
    button.click();
    await waitFor(() => expect(button.classList.contains('added')).toBe(true));
    expect(within(card()).queryByRole('link', { name: 'Bekijk winkelwagen' })).toBeNull();
  });

  it('sends the shopper to the product page when WooCommerce answers error with product_url', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const button = await renderListing({ productId: '103' });
    button.click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/product/oxford-overhemd/`));
  });

  it('goes to the cart after adding when the shop says so', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const button = await renderListing();
    setAddToCartParams({ cart_redirect_after_add: 'yes' });
    button.click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${location.origin}/cart/`));
  });

  it('never follows a product_url to another site', async () => {
    mswServer.use(http.post(`${location.origin}/`, () => HttpResponse.json({ error: true, product_url: 'https://phishing.example/' })));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const button = await renderListing();
    button.click();
    expect(await screen.findByText('Dit product kan nu niet worden besteld.')).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    expect(button.classList.contains('loading')).toBe(false);
  });

  it('tells the shopper when the product does not exist', async () => {
    const button = await renderListing({ productId: '999' });
    button.click();
    expect(await screen.findByText('Dit product kan nu niet worden besteld.')).toBeTruthy();
    expect(button.classList.contains('loading')).toBe(false);
  });

  it.each([
    ['a dropped connection', () => HttpResponse.error()],
    ['an error status', () => new HttpResponse('<h1>Fout</h1>', { status: 500 })],
    ['an HTML answer', () => new HttpResponse('<!doctype html><p>Onderhoud</p>', { headers: { 'Content-Type': 'text/html' } })],
    ['a truncated JSON answer', () => new HttpResponse('{"fragments":{', { headers: { 'Content-Type': 'application/json' } })],
    ['an empty answer', () => new HttpResponse('')],
  ])('returns to idle with a Dutch message after %s, and the next click works', async (_, failure) => {
    mswServer.use(http.post(`${location.origin}/`, failure, { once: true }));
    const button = await renderListing();
    button.click();
    expect(await screen.findByText(/kon niet aan je winkelwagen worden toegevoegd/)).toBeTruthy();
    expect(button.classList.contains('loading')).toBe(false);
    expect(miniCartText()).toContain('Geen producten');
    button.click();
    await waitFor(() => expect(button.classList.contains('added')).toBe(true));
    expect(miniCartText()).toContain('Linnen shirt');
  });

  it('returns to idle, fetches the cart again and says so when the shop never answers (the request times out)', async () => {
    mswServer.use(http.post(`${location.origin}/`, () => new Promise<never>(() => undefined), { once: true }));
    const button = await renderListing();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    button.click();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(button.classList.contains('loading')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    expect(await screen.findByText(nl.addToCartLate)).toBeTruthy();
    expect(button.classList.contains('loading')).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(miniCartText()).toContain('Geen producten');
  });

  it('shows the product in the mini-cart when the shop added it but answered too late', async () => {
    const shopAdded = answerNever('post', `${location.origin}/`, { applied: true });
    const button = await renderListing();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      button.click();
      await shopAdded;
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await screen.findByText(nl.addToCartLate)).toBeTruthy();
      await waitFor(() => expect(miniCartText()).toContain('Linnen shirt'));
      expect(screen.queryByText(nl.addToCartFailed)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns to idle with a Dutch message when the add breaks on the way', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => {
      throw new DOMException('Navigation blocked', 'SecurityError');
    });
    const button = await renderListing();
    setAddToCartParams({ cart_redirect_after_add: 'yes' });
    button.click();
    expect(await screen.findByText(/kon niet aan je winkelwagen worden toegevoegd/)).toBeTruthy();
    expect(button.classList.contains('loading')).toBe(false);
  });

  it('sends quick clicks one at a time, in order, and loses none', async () => {
    // Each add is held at the shop until the test lets it go; the shop's own handler then answers.
    const held: Array<() => void> = [];
    mswServer.use(
      http.post(`${location.origin}/`, async () => {
        await new Promise<void>((resolve) => held.push(resolve));
        return undefined;
      }),
    );
    const button = await renderListing();
    const { requests } = logRequests();
    button.click();
    button.click();
    button.click();
    for (let answered = 0; answered < 3; answered += 1) {
      await until(() => held.length > 0, `add ${answered + 1} at the shop`);
      // The one at the shop is the only one sent: the others wait in the queue (a fetch is in the
      // request log the moment it is made, long before it reaches the shop).
      expect(requests).toHaveLength(answered + 1);
      held.shift()!();
    }
    await waitFor(() => expect(button.classList.contains('loading')).toBe(false));
    expect(miniCartText()).toMatch(/3\s*×/);
    expect(requests).toEqual(Array(3).fill('POST /?wc-ajax=add_to_cart'));
  });
});

describe('an added add-to-cart button following the cart', () => {
  /** Removes `productId`'s line with the header mini-cart's remove link, as its cross does. */
  async function removeLine(productId: string): Promise<void> {
    const link = headerMiniCart().querySelector<HTMLAnchorElement>(`a.remove_from_cart_button[data-product_id="${productId}"]`)!;
    expect(await removeFromCart(link.dataset.cart_item_key!, link)).toEqual({ kind: 'removed' });
  }

  async function addedButton(): Promise<HTMLAnchorElement> {
    const button = await renderListing();
    button.click();
    await waitFor(() => expect(button.classList.contains('added')).toBe(true));
    return button;
  }

  it('is an add button again, without its view-cart link, once its product leaves the cart', async () => {
    const button = await addedButton();
    const updated = vi.fn();
    document.body.addEventListener('wc_cart_button_updated', updated);
    await removeLine('101');
    expect(button.classList.contains('added')).toBe(false);
    expect(within(card()).queryByRole('link', { name: 'Bekijk winkelwagen' })).toBeNull();
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it('stays added when another product leaves the cart', async () => {
    const button = await addedButton();
    expect(await addToCart({ product_id: '102', quantity: '1' }, null)).toMatchObject({ kind: 'added' });
    await removeLine('102');
    expect(button.classList.contains('added')).toBe(true);
    expect(within(card()).getByRole('link', { name: 'Bekijk winkelwagen' })).toBeTruthy();
  });

  it('stays added when a cart answer holds no mini-cart, since it then says nothing about the product', async () => {
    const button = await addedButton();
    receiveCartAnswer({ fragments: { 'span.rh-cart-count': '<span class="rh-cart-count">1</span>' }, cart_hash: 'other-plugin' }, 'refresh');
    expect(button.classList.contains('added')).toBe(true);
    expect(within(card()).getByRole('link', { name: 'Bekijk winkelwagen' })).toBeTruthy();
  });
});

describe('an add-to-cart button taken out of the page', () => {
  it('leaves a click to its link and no longer follows the cart', async () => {
    const button = await renderListing();
    button.click();
    await waitFor(() => expect(button.classList.contains('added')).toBe(true));
    card().remove();
    // The mount's MutationObserver sees the removal in a microtask.
    await Promise.resolve();
    const { requests } = logRequests();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    const link = headerMiniCart().querySelector<HTMLAnchorElement>('a.remove_from_cart_button[data-product_id="101"]')!;
    expect(await removeFromCart(link.dataset.cart_item_key!, link)).toEqual({ kind: 'removed' });
    expect(button.classList.contains('added')).toBe(true);
    expect(requests).toEqual(['POST /?wc-ajax=remove_from_cart']);
  });
});

describe("the add-to-cart button with another plugin's throwing jQuery handler", () => {
  const reported: unknown[] = [];
  beforeEach(() => {
    printGlobals({ jQuery });
    reported.length = 0;
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
  });
  afterEach(() => {
    jQuery(document.body).off();
    vi.unstubAllGlobals();
  });

  it.each(['adding_to_cart', 'added_to_cart'])('still adds and shows added when a %s handler throws', async (name) => {
    jQuery(document.body).on(name, () => {
      throw new Error('plugin broke');
    });
    const button = await renderListing();
    button.click();
    await waitFor(() => expect(button.classList.contains('added')).toBe(true));
    expect(button.classList.contains('loading')).toBe(false);
    expect(miniCartText()).toContain('Linnen shirt');
    expect(reported).toEqual([new Error('plugin broke')]);
  });
});
