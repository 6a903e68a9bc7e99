import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { AJAX_URL, answerOwnList, isOwnListRequest, listedState, mountWishlist, printPage, serverList, wishlistShop, wishOnServer } from '../../tests/unit/wishlist-steps.ts';
import { findToast, heartsNamed, signIn } from '../../tests/unit/demo-page.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { refreshCachedWishes, toggleWish } from '../../src/stores/wishlist.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import wishlistHearts from './index.ts';

afterEach(() => {
  mswServer.events.removeAllListeners();
});

const count = (id: number) => document.getElementById(`wishcount${id}`)!.textContent;
const heartOf = (name: string) => heartsNamed(new RegExp(name))[0]!;
const pressed = (name: string) => listedState(heartOf(name));
const badge = () => document.querySelector('.rh-wishlistmenu-link .rh-icon-notice')!;

/** The refresh requests the page sends. */
function watchRefreshes(): Request[] {
  const seen: Request[] = [];
  mswServer.events.on('request:start', ({ request }) => {
    if (isOwnListRequest(request.url)) seen.push(request);
  });
  return seen;
}

/** Starts the hearts' service, as the runtime does once per page. */
async function startHeartsService(): Promise<void> {
  await act(async () => {
    const stop = wishlistHearts.start();
    if (stop) onTestFinished(stop);
  });
}

describe('a page served from a full-page cache', () => {
  it("marks the shopper's own wishes (+1 each) and sets the badge, with one uncached request", async () => {
    const shop = wishlistShop();
    shop.shop.wishlists.add('user:1', 101);
    await wishOnServer(shop, 101);
    await wishOnServer(shop, 105);
    await printPage(shop, { products: [101, 102, 105], cached: true });
    await mountWishlist();
    expect([pressed('Linnen shirt'), count(101), count(105), badge().classList.contains('rhhidden')]).toEqual(['false', '1', '0', true]);
    const refreshes = watchRefreshes();
    const fetches = vi.spyOn(globalThis, 'fetch');

    await startHeartsService();

    await waitFor(() => expect(badge().textContent).toBe('2'));
    expect(badge().classList.contains('rhhidden')).toBe(false);
    expect([pressed('Linnen shirt'), pressed('Piqué poloshirt'), pressed('Geruit flanellen overhemd')]).toEqual(['true', 'true', 'false']);
    expect([count(101), count(105), count(102)]).toEqual(['2', '1', '0']);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]!.method).toBe('GET');
    expect(fetches.mock.calls.map(([, init]) => init?.cache)).toEqual(['no-store']);
    expect(new URL(refreshes[0]!.url).searchParams.get('userid')).toBe('0');
  });

  it('does not count a product twice that its heart already shows as listed', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101], onFavourites: true });
    printGlobals({ wishcached: { rh_ajax_url: '/wp-content/plugins/rehub-framework/includes/rehub_ajax.php', userid: '0' } });
    await mountWishlist();

    await startHeartsService();

    await waitFor(() => expect(badge().textContent).toBe('1'));
    expect([pressed('Linnen shirt'), count(101)]).toEqual(['true', '1']);
  });

  it('marks hearts that mount after the answer came', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 105);
    await printPage(shop, { products: [101, 105], cached: true });
    await startHeartsService();
    await act(async () => void (await refreshCachedWishes()));

    await mountWishlist();

    expect([pressed('Piqué poloshirt'), count(105), pressed('Linnen shirt'), count(101), badge().textContent]).toEqual(['true', '1', 'false', '0', '1']);
  });

  it('counts a wish once when the refresh answers while the click is on its way', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101], cached: true });
    let answerClick = () => undefined as void;
    mswServer.use(
      http.post(AJAX_URL, async () => {
        await new Promise<void>((resolve) => (answerClick = resolve));
      }),
    );
    await mountWishlist();

    await act(async () => heartOf('Linnen shirt').click());
    await startHeartsService();
    await waitFor(() => expect(badge().textContent).toBe('1'));
    await act(async () => answerClick());

    await waitFor(() => expect(heartOf('Linnen shirt').hasAttribute('aria-busy')).toBe(false));
    expect([pressed('Linnen shirt'), count(101), badge().textContent]).toEqual(['true', '1', '1']);
    expect(shop.shop.wishlists.count(101)).toBe(1);
  });

  it('changes nothing when the refresh fails, and a click asks again and works with the nonce it brings', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101], cached: true });
    mswServer.use(answerOwnList(() => HttpResponse.text('<html>fout</html>', { status: 502 }), { once: true }));
    const refreshes = watchRefreshes();
    await mountWishlist();

    await startHeartsService();
    await waitFor(() => expect(refreshes).toHaveLength(1));
    expect([pressed('Linnen shirt'), count(101)]).toEqual(['false', '0']);
    await act(async () => heartOf('Linnen shirt').click());

    expect((await findToast('status')).textContent).toBe('“Linnen shirt” staat op je verlanglijst.');
    expect([pressed('Linnen shirt'), count(101), badge().textContent, refreshes.length]).toEqual(['true', '1', '1', 2]);
  });

  it('says the session has expired and changes nothing when the refresh keeps failing (the page’s nonce is nobody’s)', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101], cached: true });
    mswServer.use(answerOwnList(() => HttpResponse.text('<html>fout</html>', { status: 502 })));
    await mountWishlist();

    await startHeartsService();
    await act(async () => heartOf('Linnen shirt').click());

    expect((await findToast('alert')).textContent).toBe(themeTexts.wishlistExpired);
    expect([pressed('Linnen shirt'), count(101), shop.shop.wishlists.count(101)]).toEqual(['false', '0', 1]);
  });
});

describe('a signed-in customer on a cached page (it carries the anonymous visitor’s nonce)', () => {
  it.each([
    ['after the refresh answered', true],
    ['before the refresh was asked for', false],
  ])('adds a product %s, with the nonce the refresh brings', async (_, refreshFirst) => {
    const shop = wishlistShop();
    signIn(shop.shop, 'klant');
    await printPage(shop, { products: [101], cached: true });
    await mountWishlist();
    if (refreshFirst) {
      await startHeartsService();
      await act(async () => void (await refreshCachedWishes()));
    }

    await act(async () => heartOf('Linnen shirt').click());

    expect((await findToast('status')).textContent).toBe('“Linnen shirt” staat op je verlanglijst.');
    expect(document.querySelector('.si-toaster [role="alert"]')).toBeNull();
    expect([pressed('Linnen shirt'), count(101), badge().textContent]).toEqual(['true', '1', '1']);
    expect(serverList(shop)).toEqual([101]);
  });

  it('keeps the page’s nonce when the refresh answers as rehub-framework does (no wishnonce, fixtures/real-rehub/04)', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101], cached: true });
    mswServer.use(answerOwnList(() => HttpResponse.json({ wishlistids: '', wishcounter: 0 })));
    await mountWishlist();

    await startHeartsService();
    await act(async () => heartOf('Linnen shirt').click());

    await findToast('status');
    expect([count(101), serverList(shop)]).toEqual(['1', [101]]);
  });
});

describe('a page that was not cached', () => {
  it('sends no refresh', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101] });
    const refreshes = watchRefreshes();
    await startHeartsService();

    // A cached page's refresh is made as the service starts (its fetch comes before the first await).
    expect(refreshes).toEqual([]);
  });
});

describe('the theme’s <span> heart, until the island renders its button', () => {
  it('is a button in the tab order, named for the product and its state, and follows the store', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101] });
    const span = document.querySelector<HTMLElement>('.heart_thumb_wrap span.heartplus')!;

    await startHeartsService();

    expect(heartsNamed('“Linnen shirt” op je verlanglijst zetten')).toEqual([span]);
    expect([span.tabIndex, pressed('Linnen shirt'), span.title]).toEqual([0, 'false', 'Op je verlanglijst zetten']);
    await act(async () => void (await toggleWish(101)));
    // Listed, outside the favourites listing, it leads to the wishlist: no toggle then, as the island's button.
    expect(heartsNamed('Bekijk je verlanglijst (“Linnen shirt” staat erop)')).toEqual([span]);
    expect([span.hasAttribute('aria-pressed'), span.title]).toEqual([false, 'Bekijk je verlanglijst']);
  });

  it('leaves a heart wrap without a heart alone, and the hearts beside it still follow the store', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101] });
    document.querySelector('li.product')!.insertAdjacentHTML('afterend', '<li class="product"><div class="heart_thumb_wrap"></div></li>');
    await startHeartsService();
    await act(async () => void (await toggleWish(101)));
    expect(heartsNamed('Bekijk je verlanglijst (“Linnen shirt” staat erop)')).toHaveLength(1);
  });

  it('is clicked by Enter and Space, as a button is', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101] });
    await startHeartsService();
    const span = document.querySelector<HTMLElement>('.heart_thumb_wrap span.heartplus')!;
    const clicks = vi.fn();
    span.addEventListener('click', clicks);

    for (const key of ['Enter', ' ', 'a']) span.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

    expect(clicks).toHaveBeenCalledTimes(2);
  });
});

describe('the favourites listing on the wishlist page', () => {
  const row = (id: number) => document.querySelector<HTMLElement>(`.re-favorites-posts .rowdisplay.post-${id}`);
  const heartIn = (id: number) => row(id)!.querySelector<HTMLElement>('.heartplus')!;
  /** The products in the listing, in the page's order. */
  const rowIds = () => Array.from(document.querySelectorAll<HTMLElement>('.re-favorites-posts .rowdisplay'), (shown) => Number(/post-(\d+)/.exec(shown.className)![1]));

  /** The wishlist page with these products on this visitor's list, the hearts' service started. */
  async function openFavourites(products: number[]): Promise<void> {
    const shop = wishlistShop();
    for (const id of products) await wishOnServer(shop, id);
    await printPage(shop, { products, onFavourites: true });
    await startHeartsService();
  }

  it('lets a product taken off the list leave it, and the focus go to the next product’s heart', async () => {
    await openFavourites([101, 102, 105]);
    const [, middle, last] = rowIds();
    heartIn(middle!).focus();

    await act(async () => void (await toggleWish(middle!)));

    expect(row(middle!)).toBeNull();
    expect(document.activeElement).toBe(heartIn(last!));
  });

  it('gives the focus to the heart before when the last product leaves, and leaves the focus alone when it was elsewhere', async () => {
    await openFavourites([101, 102, 105]);
    const [first, middle, last] = rowIds();
    heartIn(last!).focus();
    await act(async () => void (await toggleWish(last!)));
    expect(document.activeElement).toBe(heartIn(middle!));

    const elsewhere = row(middle!)!.querySelector<HTMLElement>('.rh-fav-title a')!;
    elsewhere.focus();
    await act(async () => void (await toggleWish(first!)));
    expect(rowIds()).toEqual([middle]);
    expect(document.activeElement).toBe(elsewhere);
  });

  it('says the list is empty, in the list’s place, when the last product leaves, with the focus there if it was on the heart', async () => {
    await openFavourites([101]);
    heartIn(101).focus();

    await act(async () => void (await toggleWish(101)));

    const empty = document.querySelector<HTMLElement>('p.woocommerce-info.rh-wishlist-empty')!;
    expect(document.querySelector('.re-favorites-posts')).toBeNull();
    expect([empty.textContent, empty.tabIndex, document.activeElement === empty]).toEqual(['Er staat nog niets op je verlanglijst.', -1, true]);
  });

  it('leaves the focus where it was when the last product leaves from elsewhere (another tab, the header)', async () => {
    await openFavourites([101]);
    const search = document.createElement('input');
    search.setAttribute('aria-label', 'Zoeken');
    document.body.append(search);
    search.focus();

    await act(async () => void (await toggleWish(101)));

    expect(document.querySelector('p.rh-wishlist-empty')).not.toBeNull();
    expect(document.activeElement).toBe(search);
  });
});
