import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { headerMiniCart, openDemoPage, recordEvents } from '../../tests/unit/demo-page.ts';
import { until } from '../../tests/unit/time-outs.ts';
import { addFromForm, addToCart, cartQueue, removeFromCart } from './cart-actions.ts';
import { changeCartItemQuantity } from './cart-quantities.ts';
import { cartCachedAt, cartHash, lastCartChange, pageCartHash, receiveCachedFragments, refreshCart, resetCart, showKnownCart } from './cart.ts';

const LINEN_KEY = '38b3eff8baf56627478ec76a704e9b52';

let requests: string[];
beforeEach(async () => {
  ({ requests } = await openDemoPage('/shop/'));
});

/** Holds every cart call at the shop until the test lets it go; the shop's own handlers then answer. */
function holdCartCalls(): Array<() => void> {
  const held: Array<() => void> = [];
  const hold = async () => {
    await new Promise<void>((resolve) => held.push(resolve));
    return undefined;
  };
  mswServer.use(http.post(`${location.origin}/`, hold), http.get(`${location.origin}/wp-admin/admin-ajax.php`, hold));
  return held;
}

function removeLink(): HTMLAnchorElement {
  return headerMiniCart().querySelector<HTMLAnchorElement>('a.remove_from_cart_button')!;
}

describe('the cart queue', () => {
  it('sends adds, removes and quantity updates one at a time, in the order they were made', async () => {
    await addToCart({ product_id: '101' }, null);
    requests.length = 0;
    const held = holdCartCalls();
    const done = Promise.all([
      addToCart({ product_id: '106' }, null),
      removeFromCart(LINEN_KEY, removeLink()),
      addToCart({ product_id: '116' }, null),
    ]);
    expect(cartQueue.size).toBe(3);
    for (let answered = 0; answered < 3; answered += 1) {
      await until(() => held.length > 0, `call ${answered + 1} at the shop`);
      // The one at the shop is the only one sent: a fetch is in the request log the moment it is made.
      expect(requests).toHaveLength(answered + 1);
      held.shift()!();
    }
    const results = await done;
    expect(results.map((result) => result.kind)).toEqual(['added', 'removed', 'added']);
    expect(requests).toEqual(['POST /?wc-ajax=add_to_cart', 'POST /?wc-ajax=remove_from_cart', 'POST /?wc-ajax=add_to_cart']);
    expect(headerMiniCart().textContent).not.toContain('Linnen shirt');
  });

  it('holds a quantity update until the add on its way is answered', async () => {
    await addToCart({ product_id: '101' }, null);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    mswServer.use(http.post(`${location.origin}/`, async () => void (await released), { once: true }));
    requests.length = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const add = addToCart({ product_id: '106' }, null);
    const update = changeCartItemQuantity(LINEN_KEY, '4');
    await vi.advanceTimersByTimeAsync(500);
    // Its half second of typing over, the update waits in the queue behind the add, unsent (a fetch
    // is in the request log the moment it is made).
    expect([cartQueue.size, requests]).toEqual([2, ['POST /?wc-ajax=add_to_cart']]);
    vi.useRealTimers();
    release();
    expect(await add).toMatchObject({ kind: 'added' });
    expect(await update).toEqual({ kind: 'updated' });
    expect(requests.map((request) => request.split('&')[0])).toEqual(['POST /?wc-ajax=add_to_cart', 'GET /wp-admin/admin-ajax.php?action=rh_update_sidebar_cart_item']);
    expect(headerMiniCart().textContent).toMatch(/4\s*×/);
  });
});

describe('removing from the cart', () => {
  it('replaces the fragments and fires removed_from_cart and wc_fragments_loaded', async () => {
    await addToCart({ product_id: '101' }, null);
    const fired = recordEvents(['removed_from_cart', 'wc_fragments_loaded']);
    const link = removeLink();
    const result = await removeFromCart(LINEN_KEY, link);
    expect(result.kind).toBe('removed');
    expect(headerMiniCart().textContent).toContain('Geen producten');
    expect(fired).toEqual(['removed_from_cart', 'wc_fragments_loaded']);
  });

  it.each([
    ['an answer without fragments (an unknown key)', () => HttpResponse.json({ success: false })],
    ['an error status', () => new HttpResponse('', { status: 500 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('follows the remove link after %s', async (_, failure) => {
    await addToCart({ product_id: '101' }, null);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    mswServer.use(http.post(`${location.origin}/`, failure, { once: true }));
    const link = removeLink();
    expect(await removeFromCart(LINEN_KEY, link)).toEqual({ kind: 'followed-link' });
    expect(assign).toHaveBeenCalledWith(link.href);
  });

  it('reports a failure when there is no link to follow', async () => {
    mswServer.use(http.post(`${location.origin}/`, () => HttpResponse.error(), { once: true }));
    expect(await removeFromCart(LINEN_KEY, null)).toEqual({ kind: 'failed' });
  });
});

describe('what each cart answer tells the page', () => {
  const CART_EVENTS = ['added_to_cart', 'removed_from_cart', 'wc_fragments_loaded', 'wc_fragments_refreshed'] as const;

  /** The cart events raised on document.body from now on, with the fields other scripts read. */
  function recordCartEvents(): { name: string; hash?: unknown; button?: unknown; fragments?: boolean }[] {
    const fired: { name: string; hash?: unknown; button?: unknown; fragments?: boolean }[] = [];
    for (const name of CART_EVENTS) {
      const listener = (event: Event) => {
        const detail = (event as CustomEvent<{ cart_hash?: string; button?: HTMLElement | null; fragments?: object }>).detail;
        fired.push(name.startsWith('wc_') ? { name } : { name, hash: detail.cart_hash, button: detail.button, fragments: Object.keys(detail.fragments ?? {}).length > 0 });
      };
      document.body.addEventListener(name, listener);
      onTestFinished(() => document.body.removeEventListener(name, listener));
    }
    return fired;
  }

  it('an add: added_to_cart with the fragments, hash and button, then wc_fragments_loaded; each answer a new change', async () => {
    const button = document.querySelector<HTMLElement>('li.product.post-101 a.ajax_add_to_cart')!;
    const fired = recordCartEvents();
    await addToCart({ product_id: '101' }, button);
    expect(fired).toEqual([{ name: 'added_to_cart', hash: cartHash.value, button, fragments: true }, { name: 'wc_fragments_loaded' }]);
    expect(cartHash.value).toMatch(/^[0-9a-f]{32}$/);
    expect(lastCartChange.value).toEqual({ source: 'add', seq: 1 });
    await refreshCart();
    expect(lastCartChange.value).toEqual({ source: 'refresh', seq: 2 });
  });

  it('a product form’s add, shown by the page or not: added_to_cart with the button, as an add button’s', async () => {
    const button = document.createElement('button');
    const fired = recordCartEvents();
    await addFromForm(new URLSearchParams({ 'add-to-cart': '101' }), button, 'page-add');
    expect(fired).toEqual([{ name: 'added_to_cart', hash: cartHash.value, button, fragments: true }, { name: 'wc_fragments_loaded' }]);
    expect(lastCartChange.value?.source).toBe('page-add');
  });

  it('a quantity change or a refresh starts the stored cart’s lifetime again; an add keeps the time the cart was made', async () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    await addToCart({ product_id: '101' }, null);
    clock.mockReturnValue(2_000_000);
    await addToCart({ product_id: '106' }, null);
    expect(cartCachedAt.value).toBe(1_000_000);
    await changeCartItemQuantity(LINEN_KEY, '2');
    expect(cartCachedAt.value).toBe(2_000_000);
    clock.mockReturnValue(3_000_000);
    await refreshCart();
    expect(cartCachedAt.value).toBe(3_000_000);
  });

  it('a removal: removed_from_cart with the remove link, then wc_fragments_loaded', async () => {
    await addToCart({ product_id: '101' }, null);
    const fired = recordCartEvents();
    const link = removeLink();
    await removeFromCart(LINEN_KEY, link);
    expect(fired).toEqual([{ name: 'removed_from_cart', hash: '', button: link, fragments: true }, { name: 'wc_fragments_loaded' }]);
  });

  it('a quantity change only wc_fragments_loaded, a refresh only wc_fragments_refreshed', async () => {
    await addToCart({ product_id: '101' }, null);
    const fired = recordCartEvents();
    await changeCartItemQuantity(LINEN_KEY, '2');
    await refreshCart();
    expect(fired).toEqual([{ name: 'wc_fragments_loaded' }, { name: 'wc_fragments_refreshed' }]);
  });

  it('showing the known cart again asks the shop for it when the page knows none yet', async () => {
    showKnownCart();
    await vi.waitFor(() => expect(requests.some((request) => request.includes('get_refreshed_fragments'))).toBe(true));
  });
});

describe('the event that closes each answer, as WooCommerce fires it', () => {
  it('is wc_fragments_refreshed after a refresh and wc_fragments_loaded after every other, in a freshly loaded store', async () => {
    // Loaded afresh, so that the table of events is read while this test runs.
    vi.resetModules();
    const fresh = await import('./cart.ts');
    const sources = ['add', 'page-add', 'remove', 'quantity', 'cached', 'host-add', 'host-remove', 'refresh'] as const;
    const closing: string[] = [];
    for (const source of sources) {
      const fired = recordEvents(['wc_fragments_loaded', 'wc_fragments_refreshed']);
      fresh.receiveCartAnswer({ fragments: {}, cart_hash: '' }, source);
      closing.push(fired.join());
    }
    expect(closing).toEqual(['wc_fragments_loaded', 'wc_fragments_loaded', 'wc_fragments_loaded', 'wc_fragments_loaded', 'wc_fragments_loaded', 'wc_fragments_loaded', 'wc_fragments_loaded', 'wc_fragments_refreshed']);
  });

  it('starts from the cart hash cookie, or "" without one', async () => {
    document.cookie = 'woocommerce_cart_hash=abc123; path=/';
    vi.resetModules();
    expect((await import('./cart.ts')).cartHash.value).toBe('abc123');
    document.cookie = 'woocommerce_cart_hash=; path=/; max-age=0';
    vi.resetModules();
    expect((await import('./cart.ts')).cartHash.value).toBe('');
  });
});

describe('the cart a page starts from', () => {
  it('is the hash the server rendered the page with, and the stored fragments with the time they were stored', async () => {
    expect(pageCartHash()).toBe('');
    document.cookie = 'woocommerce_cart_hash=abc123; path=/';
    resetCart();
    expect([pageCartHash(), cartHash.value]).toEqual(['abc123', 'abc123']);

    const fired = recordEvents(['wc_fragments_loaded']);
    receiveCachedFragments({ fragments: { 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content">Opgeslagen</div>' }, cart_hash: 'def456' }, 1_000);
    expect([cartCachedAt.value, cartHash.value, lastCartChange.value?.source, fired]).toEqual([1_000, 'def456', 'cached', ['wc_fragments_loaded']]);
  });
});
