import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { answerNever } from '../../tests/msw/answer-never.ts';
import { findToast, headerMiniCart, openDemoPage, recordEvents, startedSince, type DemoPage } from '../../tests/unit/demo-page.ts';
import { addToCart } from '../../src/stores/cart-actions.ts';
import { nl } from '../../src/i18n/nl.ts';
import { until } from '../../tests/unit/time-outs.ts';

/** A line waits half a second for the shopper to stop changing it (docs/CONTRACTS.md, "Timings"): stated, not imported. */
const QUANTITY_DEBOUNCE_MS = 500;

let page: DemoPage;
beforeEach(async () => {
  page = await openDemoPage('/shop/');
});

/** The linen shirt added to the empty cart, and the services started, with the requests so far forgotten. */
async function addLinenShirt(): Promise<void> {
    await page.mount(['mini-cart-lines', 'quantity']);
    const since = performance.now();
    await addToCart({ product_id: '101' }, null);
    // The empty mini-cart loaded nothing: the first line, from the add's fragments, starts the service.
    await startedSince('mini-cart-lines', since);
    page.requests.length = 0;
}

describe('removing a line from the mini-cart', () => {
  async function cartWithLinenShirt(): Promise<HTMLAnchorElement> {
    await addLinenShirt();
    return screen.getByRole('button', { name: 'Verwijder Linnen shirt uit winkelwagen' });
  }

  it('loads nothing while the mini-cart is empty', async () => {
    const since = performance.now();
    await page.mount(['mini-cart-lines']);
    expect(headerMiniCart().textContent).toContain('Geen producten');
    // mount() waits for every service whose markup is on the page to start: this one was not.
    expect(performance.getEntriesByName('island:mini-cart-lines').filter((mark) => mark.startTime >= since)).toEqual([]);
  });

  it('blocks the line in every mini-cart while the request runs, then shows the new mini-cart', async () => {
    const link = await cartWithLinenShirt();
    const fired = recordEvents(['removed_from_cart']);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    mswServer.use(http.post(`${location.origin}/`, () => held.then(() => undefined), { once: true }));
    await userEvent.setup().click(link);
    const line = link.closest('li')!;
    expect(line.classList.contains('is-blocked')).toBe(true);
    expect(line.getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Geen producten'));
    expect(fired).toEqual(['removed_from_cart']);
    expect(page.requests.filter((request) => request.includes('remove_from_cart'))).toHaveLength(1);
  });

  it('sends one request however often the blocked line is clicked', async () => {
    const link = await cartWithLinenShirt();
    link.click();
    link.click();
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Geen producten'));
    expect(page.requests.filter((request) => request.includes('remove_from_cart'))).toHaveLength(1);
  });

  it('unblocks the line when the answer\'s fragments leave it on the page', async () => {
    const link = await cartWithLinenShirt();
    mswServer.use(
      http.post(`${location.origin}/`, () => HttpResponse.json({ fragments: { 'span.rh-cart-count': '<span class="rh-cart-count">0</span>' }, cart_hash: '' }), { once: true }),
    );
    const fired = recordEvents(['removed_from_cart']);
    link.click();
    const line = link.closest('li')!;
    expect(line.classList.contains('is-blocked')).toBe(true);
    await waitFor(() => expect(fired).toEqual(['removed_from_cart']));
    await waitFor(() => expect(line.classList.contains('is-blocked')).toBe(false));
    expect(line.isConnected).toBe(true);
    expect(line.hasAttribute('aria-busy')).toBe(false);
  });

  it('follows the remove link when the request fails', async () => {
    const link = await cartWithLinenShirt();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    mswServer.use(http.post(`${location.origin}/`, () => HttpResponse.error(), { once: true }));
    link.click();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(link.href));
  });

  it.each([
    ['the link’s own message', '“Linnen shirt” is verwijderd uit je winkelwagen', (_link: HTMLAnchorElement) => undefined],
    ['WooCommerce’s words where the link has none', 'Verwijderd uit je winkelwagen', (link: HTMLAnchorElement) => link.removeAttribute('data-success_message')],
  ])('tells a screen reader the line is gone, in %s', async (_, said, prepare) => {
    const link = await cartWithLinenShirt();
    prepare(link);
    link.click();
    const announcer = () => document.querySelector('.si-announcer[aria-live="polite"]');
    await waitFor(() => expect(announcer()?.textContent).toBe(said));
  });

  it('leaves a Ctrl- or middle-click to the browser (a new tab), and a link without a cart key alone', async () => {
    const link = await cartWithLinenShirt();
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(modified);
    const keyless = Object.assign(link.cloneNode(true) as HTMLAnchorElement, { id: 'zonder-sleutel' });
    keyless.setAttribute('data-cart_item_key', '');
    link.after(keyless);
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true });
    keyless.dispatchEvent(plain);
    expect([modified.defaultPrevented, plain.defaultPrevented]).toEqual([false, false]);
    expect(page.requests.filter((request) => request.includes('remove_from_cart'))).toEqual([]);
  });

  it('tells the shopper in an alert when the request fails and the link is no address to follow', async () => {
    const link = await cartWithLinenShirt();
    link.setAttribute('href', 'javascript:alert(1)');
    const assign = vi.spyOn(window.location, 'assign');
    mswServer.use(http.post(`${location.origin}/`, () => HttpResponse.error(), { once: true }));
    link.click();
    expect((await findToast('alert')).textContent).toContain('Het product kon niet uit je winkelwagen worden verwijderd. Controleer je verbinding en probeer het opnieuw.');
    expect(assign).not.toHaveBeenCalled();
    expect(link.closest('li')!.classList.contains('is-blocked')).toBe(false);
  });
});

describe('quantities in the mini-cart', () => {
  const updates = () => page.requests.filter((request) => request.includes('rh_update_sidebar_cart_item'));

  it('sends one update for two quick presses of plus, and keeps focus on plus', async () => {
    await addLinenShirt();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Eén meer' }));
    await user.click(screen.getByRole('button', { name: 'Eén meer' }));
    // The quantity buttons load on the first touch; clicks before that are replayed in order.
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Aantal van Linnen shirt' }).value).toBe('3'));
    await waitFor(() => expect(headerMiniCart().textContent).toMatch(/3\s*×/));
    expect(updates()).toHaveLength(1);
    expect(updates()[0]).toContain('qty=3');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Eén meer' }));
  });

  it('removes the line at 0', async () => {
    await addLinenShirt();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Eén minder' }));
    await waitFor(() => expect(headerMiniCart().textContent).toContain('Geen producten'));
  });

  it("sends a typed quantity at once when the shopper submits the line's form (Enter)", async () => {
    await addLinenShirt();
    const field = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Aantal van Linnen shirt' });
    // The clock stands still: the line's 500 ms wait cannot end by itself, so only the submit can send.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      field.value = '4';
      field.dispatchEvent(new Event('input', { bubbles: true }));
      // happy-dom has no implicit submission; Chromium's Enter is in the end-to-end tests.
      field.form!.requestSubmit();
      await until(() => updates().length > 0, 'an update');
      // And the wait it ended sends nothing more when its time comes.
      await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(headerMiniCart().textContent).toMatch(/4\s*×/));
    expect(updates()).toHaveLength(1);
  });

  it('keeps a typed quantity that is still waiting in the new mini-cart the shop sends meanwhile', async () => {
    await addLinenShirt();
    const field = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Aantal van Linnen shirt' });
    // The field's first touch loads the quantity buttons, which hold the touch until they are there.
    const since = performance.now();
    await userEvent.setup().click(field());
    await startedSince('quantity', since);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const typedInto = field();
      typedInto.value = '4';
      typedInto.dispatchEvent(new Event('change', { bubbles: true }));
      // Another product added meanwhile: its answer brings the mini-cart as the shop has it (1 shirt).
      await addToCart({ product_id: '102' }, null);
      await until(() => !typedInto.isConnected, 'the new mini-cart');
      // The new line shows the waiting amount, marked as about to change.
      const line = field().closest('li')!;
      expect([field().value, line.classList.contains('is-updating'), line.getAttribute('aria-busy')]).toEqual(['4', true, 'true']);
      // The line added meanwhile keeps its own amount.
      expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: /^Aantal van (?!Linnen shirt)/ }).value).toBe('1');
      expect(updates()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(headerMiniCart().textContent).toMatch(/4\s*×/));
    expect(updates()).toHaveLength(1);
    const line = field().closest('li')!;
    expect([line.classList.contains('is-updating'), line.hasAttribute('aria-busy')]).toEqual([false, false]);
  });

  it('sends a typed whole number as the shop reads it, and nothing for a value that is not one', async () => {
    await addLinenShirt();
    const field = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Aantal van Linnen shirt' });
    const since = performance.now();
    await userEvent.setup().click(field);
    await startedSince('quantity', since);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const type = async (typed: string) => {
        field.value = typed;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        await vi.advanceTimersByTimeAsync(QUANTITY_DEBOUNCE_MS);
      };
      for (const notWhole of ['1.5', '2a', 'x3', '1234567890']) await type(notWhole);
      expect(updates()).toEqual([]);
      await type(' 007 ');
      await until(() => updates().length > 0, 'an update');
    } finally {
      vi.useRealTimers();
    }
    expect(updates().map((request) => new URL(request.slice('GET '.length), location.origin).searchParams.get('qty'))).toEqual(['7']);
  });

  it.each([
    ['a refused nonce', () => new HttpResponse('-1', { status: 403 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('tells the shopper when the update fails (%s), shows what the cart holds, and the next press is sent', async (_, answer) => {
    await addLinenShirt();
    mswServer.use(http.get(`${location.origin}/wp-admin/admin-ajax.php`, answer, { once: true }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Eén meer' }));
    expect((await findToast('alert')).textContent).toContain(nl.quantityUpdateFailed);
    const field = () => screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Aantal van Linnen shirt' });
    await waitFor(() => expect(field().value).toBe('1'));
    expect(field().closest('li')!.hasAttribute('aria-busy')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Eén meer' }));
    await waitFor(() => expect(headerMiniCart().textContent).toMatch(/2\s*×/));
    expect(updates()).toHaveLength(2);
  });

  it('fetches the cart again when the answer does not come in time, shows what the shop made and says so', async () => {
    await addLinenShirt();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      const requestReached = answerNever('get', `${location.origin}/wp-admin/admin-ajax.php`, { applied: true });
      await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(screen.getByRole('button', { name: 'Eén meer' }));
      await vi.advanceTimersByTimeAsync(500);
      await requestReached;
      await vi.advanceTimersByTimeAsync(10_000);
      expect((await findToast('status')).closest('.si-toast--info')?.textContent).toContain(nl.quantityUpdateLate);
      await waitFor(() => expect(headerMiniCart().textContent).toMatch(/2\s*×/));
      expect(screen.queryByText(nl.quantityUpdateFailed)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves every other form’s submit to the browser: one without a quantity field, and a mini-cart form whose field is no cart line’s', async () => {
    await addLinenShirt();
    document.querySelector('main')!.insertAdjacentHTML(
      'beforeend',
      '<form id="zoeken" action="/"><input name="s"></form><div class="woocommerce-mini-cart"><form id="los" action="/cart/"><input class="qty" type="number" value="1"></form></div>',
    );
    const submitted = (id: string) => {
      const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect([submitted('zoeken'), submitted('los')]).toEqual([false, false]);
  });

  it('leaves a quantity field outside a cart line alone (the theme script throws): only the line’s own change is sent', async () => {
    await addLinenShirt();
    document.querySelector('main')!.innerHTML = '<ul class="woocommerce-mini-cart"><li><input class="qty" type="number" value="1" aria-label="Los veld"></li></ul>';
    const loose = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Los veld' });
    loose.value = '2';
    expect(() => loose.dispatchEvent(new Event('change', { bubbles: true }))).not.toThrow();
    // Then the line's own field: its update, once answered, is the only one sent, so the loose
    // field's change (which would have gone first) was never scheduled.
    const field = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Aantal van Linnen shirt' });
    field.value = '3';
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(headerMiniCart().textContent).toMatch(/3\s*×/));
    expect(updates()).toHaveLength(1);
    expect(new URL(updates()[0]!.slice('GET '.length), location.origin).searchParams.get('qty')).toBe('3');
    expect(loose.value).toBe('2');
  });
});
