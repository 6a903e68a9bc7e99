import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { answerNever } from '../../tests/msw/answer-never.ts';
import {
  AJAX_URL,
  answerOwnList,
  isOwnListRequest,
  listedState,
  mountWishlist,
  printPage,
  serverList,
  wishlistShop,
  wishOnServer,
} from '../../tests/unit/wishlist-steps.ts';
import { findToast, heartsNamed } from '../../tests/unit/demo-page.ts';
import { nlTheme } from '../../src/i18n/nl-theme.ts';
import island from './index.ts';
import { productWish } from '../../src/stores/wishlist.ts';


const heart = (name = 'Linnen shirt') => heartsNamed(new RegExp(name))[0]!;
const count = (id = 101) => document.getElementById(`wishcount${id}`)!.textContent;
const badge = () => document.querySelector('.rh-wishlistmenu-link .rh-icon-notice')!;

async function click(button: HTMLElement): Promise<void> {
  await act(async () => button.click());
}

/**
 * Holds the wishlist requests until `release()`, counting them; then the shop answers them. A request
 * that reaches the handler only after `release()` (fetch is asynchronous, and slow on a busy machine)
 * goes through at once instead of waiting for a release that already happened.
 */
function holdRequests() {
  const held: Array<() => void> = [];
  let released = false;
  let requests = 0;
  mswServer.use(
    http.post(AJAX_URL, async () => {
      requests += 1;
      if (!released) await new Promise<void>((resolve) => held.push(resolve));
    }),
  );
  return {
    requests: () => requests,
    release: () =>
      act(async () => {
        released = true;
        held.splice(0).forEach((resolve) => resolve());
      }),
  };
}

describe('the wishlist heart', () => {
  it('adds the product: loading, then listed, its count and the badge +1, and the success toast', async () => {
    const shop = wishlistShop();
    shop.shop.wishlists.add('user:1', 101);
    await printPage(shop, { products: [101, 102] });
    await mountWishlist();
    expect([count(), badge().classList.contains('rhhidden')]).toEqual(['1', true]);
    const held = holdRequests();

    await click(heart());
    expect(heart().getAttribute('aria-busy')).toBe('true');
    expect(heart().classList.contains('loading')).toBe(true);
    expect([heart().getAttribute('aria-pressed'), count()]).toEqual(['false', '1']);
    await held.release();

    expect((await findToast('status')).textContent).toBe('“Linnen shirt” staat op je verlanglijst.');
    expect([heart().getAttribute('aria-label'), heart().hasAttribute('aria-pressed')]).toEqual(['Bekijk je verlanglijst (“Linnen shirt” staat erop)', false]);
    expect(heart().classList.contains('alreadywish')).toBe(true);
    expect(heart().hasAttribute('aria-busy')).toBe(false);
    expect([count(), heart().dataset.informer, count(102)]).toEqual(['2', '2', '0']);
    expect([badge().textContent, badge().classList.contains('rhhidden'), (badge() as HTMLElement).dataset.wishcount]).toEqual(['1', false, '1']);
    expect(serverList(shop)).toEqual([101]);
  });

  it('adds the product on a first click that came before its code, on the theme’s <span> heart the island replaces by a button', async () => {
    const shop = wishlistShop();
    const page = await printPage(shop, { products: [101] });
    const span = document.querySelector<HTMLElement>('.heart_thumb_wrap span.heartplus')!;
    await page.mount(['wishlist-heart']);

    await act(async () => span.click());

    await waitFor(() => expect(serverList(shop)).toEqual([101]));
    expect([span.isConnected, heart().localName, listedState(heart()), count()]).toEqual([false, 'button', 'true', '1']);
  });

  it('puts the server’s heart back and stops acting when it unmounts', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101] });
    const wrap = document.querySelector<HTMLElement>('.heart_thumb_wrap')!;
    const serverHeart = wrap.querySelector('.heartplus')!;
    const unmount = island.mount(wrap);
    const button = heart();
    expect([serverHeart.isConnected, button.localName]).toEqual([false, 'button']);

    unmount?.();
    button.click();

    expect([serverHeart.isConnected, wrap.contains(button), wrap.hasAttribute('data-island-rendered')]).toEqual([true, false, false]);
    // A click the island still took would mark the product busy at once.
    expect(productWish(101, { wished: false, count: 0 }).value.loading).toBe(false);
  });

  it('goes to the wishlist page when a listed product is clicked outside the favourites listing', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101] });
    await mountWishlist();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const requests = vi.fn();
    mswServer.events.on('request:start', requests);

    await click(heart());

    expect(assign).toHaveBeenCalledWith(`${location.origin}/wishlist/`);
    expect(requests).not.toHaveBeenCalled();
    expect([count(), serverList(shop)]).toEqual(['1', [101]]);
    mswServer.events.removeAllListeners();
  });

  it('removes the product on the favourites listing: count and badge −1 (hidden at 0) and a toast that is no error', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101], onFavourites: true });
    await mountWishlist();
    expect([heart().getAttribute('aria-pressed'), count(), badge().textContent]).toEqual(['true', '1', '1']);

    await click(heart());

    expect((await findToast('status')).textContent).toBe('“Linnen shirt” is van je verlanglijst gehaald.');
    expect([heart().getAttribute('aria-pressed'), count(), badge().classList.contains('rhhidden')]).toEqual(['false', '0', true]);
    expect(serverList(shop)).toEqual([]);
  });

  it('removes a listed product whose heart has no wishlist link (the theme prints none without a wishlist page)', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101] });
    document.querySelector('.heart_thumb_wrap')!.innerHTML =
      '<span class="flowhidden cell_wishlist"><span class="alreadywish heartplus" data-post_id="101" data-informer="1" data-wishlink=""></span></span><span data-wishcount="1" id="wishcount101" class="thumbscount">1</span>';
    await mountWishlist();

    await click(heart('“Linnen shirt” op je verlanglijst zetten'));

    await waitFor(() => expect(count()).toBe('0'));
    expect(serverList(shop)).toEqual([]);
  });

  it("keeps the Rehub markup other scripts read: the heart's cell, its hidden toast texts, the count, and the count in words", async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101] });
    const wrap = document.querySelector<HTMLElement>('.heart_thumb_wrap')!;
    wrap.innerHTML =
      '<span class="flowhidden cell_wishlist"><span class="heartplus" data-post_id="101" data-informer="3"><span id="wishadd101">Bewaren</span></span></span>' +
      '<span data-wishcount="3" id="wishcount101" class="thumbscount">3</span>' +
      '<span id="wishadded101" class="rhhidden">Bewaard!</span><span id="wishremoved101" class="rhhidden">Weggehaald</span>';
    await mountWishlist();

    const button = wrap.querySelector('.flowhidden.cell_wishlist > button.heartplus')!;
    expect([button.getAttribute('data-post_id'), button.getAttribute('data-informer'), button.querySelector('.heart-caption')?.textContent]).toEqual(['101', '3', 'Bewaren']);
    expect([...wrap.querySelectorAll('.rhhidden')].map((hidden) => `${hidden.id}: ${hidden.textContent}`)).toEqual(['wishadded101: Bewaard!', 'wishremoved101: Weggehaald']);
    expect([count(), wrap.querySelector('#wishcount101')!.getAttribute('aria-hidden'), wrap.querySelector('.screen-reader-text')?.textContent]).toEqual(['3', 'true', '3 keer bewaard']);
  });

  it('makes a heart Rehub printed bare (no cell, caption, toast texts or wishlist link) a lone button', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101] });
    const wrap = document.querySelector<HTMLElement>('.heart_thumb_wrap')!;
    wrap.innerHTML = '<span class="heartplus" data-post_id="101" data-informer="3"></span><span data-wishcount="3" id="wishcount101" class="thumbscount">3</span>';
    await mountWishlist();

    const button = wrap.firstElementChild!;
    expect([button.tagName, button.getAttribute('type'), button.hasAttribute('data-wishlink')]).toEqual(['BUTTON', 'button', false]);
    expect([wrap.querySelectorAll('.rhhidden').length, wrap.querySelector('.heart-caption')]).toEqual([0, null]);
    expect([...wrap.childNodes].map((node) => node.nodeName)).toEqual(['BUTTON', 'SPAN', 'SPAN']);
  });

  it('follows a wishlist link to another site the theme printed, and keeps it on the heart', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101] });
    document.querySelector('.heartplus')!.setAttribute('data-wishlink', 'https://verlanglijst.example/mijn-lijst/');
    await mountWishlist();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    expect(heart().getAttribute('data-wishlink')).toBe('https://verlanglijst.example/mijn-lijst/');

    await click(heart());

    expect(assign).toHaveBeenCalledWith('https://verlanglijst.example/mijn-lijst/');
  });

  it('treats an unsafe wishlist link (javascript:) as none: its title says remove and the click removes', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101] });
    document.querySelector('.heartplus')!.setAttribute('data-wishlink', 'javascript:alert(1)');
    await mountWishlist();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    expect([heart().title, heart().hasAttribute('data-wishlink')]).toEqual(['Van je verlanglijst halen', false]);

    await click(heart());

    await waitFor(() => expect(count()).toBe('0'));
    expect(assign).not.toHaveBeenCalled();
    expect(serverList(shop)).toEqual([]);
  });

  it('keeps every heart of a product and the badge in step, and ignores clicks while a request runs', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101, 101] });
    await mountWishlist();
    const [first, second] = heartsNamed('“Linnen shirt” op je verlanglijst zetten');
    const held = holdRequests();

    await click(first!);
    await click(first!);
    await click(second!);
    expect(second!.getAttribute('aria-busy')).toBe('true');
    await held.release();

    await waitFor(() => expect(listedState(second!)).toBe('true'));
    expect(held.requests()).toBe(1);
    expect(listedState(first!)).toBe('true');
    expect(screen.getAllByText('1', { selector: '.thumbscount' })).toHaveLength(2);
    expect(badge().textContent).toBe('1');
  });

  it('never counts below zero', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101], onFavourites: true });
    document.querySelector('.heartplus')!.setAttribute('data-informer', '0');
    await mountWishlist();

    await click(heart());

    await findToast('status');
    expect(count()).toBe('0');
  });

  it('sends the form fields the theme sends', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [105] });
    await mountWishlist();
    const bodies: string[] = [];
    mswServer.events.on('request:start', ({ request }) => void request.clone().text().then((body) => bodies.push(body)));

    await click(heart('Piqué poloshirt'));

    await findToast('status');
    const fields = new URLSearchParams(bodies[0]);
    expect(Object.fromEntries(fields)).toEqual({
      action: 'rhwishlist',
      wishnonce: (window as unknown as { rhscriptvars: { wishnonce: string } }).rhscriptvars.wishnonce,
      wish_count: 'add',
      post_id: '105',
    });
    mswServer.events.removeAllListeners();
  });
});

const EXPIRED = 'Je sessie is verlopen, dus je verlanglijst is niet bijgewerkt. Vernieuw de pagina en probeer het opnieuw.';
const FAILED = 'Je verlanglijst kon niet worden bijgewerkt. Controleer je verbinding en probeer het opnieuw.';

/** How the call fails, what the shopper is told. The nonce case needs no server change: the page's nonce is forged. */
const FAILURES: Array<[string, () => void, string]> = [
  ['the nonce is rejected', () => undefined, EXPIRED],
  ['the server answers 500', () => mswServer.use(http.post(AJAX_URL, () => HttpResponse.text('Internal Server Error', { status: 500 }))), FAILED],
  ['the network fails', () => mswServer.use(http.post(AJAX_URL, () => HttpResponse.error())), FAILED],
  ['the answer is an HTML page', () => mswServer.use(http.post(AJAX_URL, () => HttpResponse.html('<!doctype html><p>Onderhoud</p>'))), FAILED],
  ['the answer is WordPress 0', () => mswServer.use(http.post(AJAX_URL, () => HttpResponse.text('0'))), FAILED],
  ['the theme says "Nope!"', () => mswServer.use(http.post(AJAX_URL, () => HttpResponse.text('Nope!'))), EXPIRED],
];

function forgeWishNonce(): void {
  (window as unknown as { rhscriptvars: { wishnonce: string } }).rhscriptvars.wishnonce = 'ffffffffff';
}

describe('the wishlist heart when the call fails', () => {
  it.each(FAILURES)('leaves the heart and the counts as they were and says so in Dutch when %s', async (_, breakServer, message) => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101] });
    forgeWishNonce();
    breakServer();
    await mountWishlist();

    await click(heart());

    expect((await findToast('alert')).textContent).toBe(message);
    expect([heart().getAttribute('aria-pressed'), heart().hasAttribute('aria-busy'), count(), badge().classList.contains('rhhidden')]).toEqual(['false', false, '0', true]);
    expect([serverList(shop), shop.shop.wishlists.count(101)]).toEqual([[], 0]);
  });

  it.each(FAILURES)('keeps a listed product listed on the favourites listing, both counts unchanged, when %s', async (_, breakServer, message) => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101], onFavourites: true });
    forgeWishNonce();
    breakServer();
    await mountWishlist();

    await click(heart());

    expect((await findToast('alert')).textContent).toBe(message);
    expect([heart().getAttribute('aria-pressed'), heart().classList.contains('alreadywish'), heart().hasAttribute('aria-busy')]).toEqual(['true', true, false]);
    expect([count(), badge().textContent, badge().classList.contains('rhhidden')]).toEqual(['1', '1', false]);
    expect([serverList(shop), shop.shop.wishlists.count(101)]).toEqual([[101], 1]);
  });

  it('works again on the next click after a failure', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101] });
    mswServer.use(http.post(AJAX_URL, () => HttpResponse.error(), { once: true }));
    await mountWishlist();

    await click(heart());
    await findToast('alert');
    await click(heart());

    await findToast('status');
    expect([count(), serverList(shop)]).toEqual(['1', [101]]);
  });
});

describe('a guest whose heart is restricted (users-only wishlist)', () => {
  it('does nothing: the heart is left to the login popup and no request is sent', async () => {
    const shop = wishlistShop({ usersOnly: true });
    await printPage(shop, { products: [101] });
    const before = document.querySelector('.heart_thumb_wrap')!.innerHTML;
    const requests = vi.fn();
    mswServer.events.on('request:start', requests);
    await mountWishlist();
    document.querySelector<HTMLElement>('.heartplus')!.addEventListener('click', (event) => event.preventDefault());

    await click(document.querySelector<HTMLElement>('.heartplus.restrict_for_guests')!);

    expect(document.querySelector('.heart_thumb_wrap')!.innerHTML).toBe(before);
    expect(requests).not.toHaveBeenCalled();
    mswServer.events.removeAllListeners();
  });
});

/** The shop gets the change (or not) but its answer never comes: the bundle's time-out ends the wait. */
let requestReached: Promise<void> = Promise.resolve();

function wishAnswerNever({ applied }: { applied: boolean }): void {
  requestReached = answerNever('post', AJAX_URL, { applied });
}

async function waitPastTheTimeOut(): Promise<void> {
  await requestReached;
  await act(() => vi.advanceTimersByTimeAsync(10_000));
}

describe('the wishlist heart when the answer does not come in time', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('on a cached page asks for the list again and shows the product listed, counts +1, when the shop made the change', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101], cached: true });
    wishAnswerNever({ applied: true });
    await mountWishlist();

    await click(heart());
    await waitPastTheTimeOut();

    expect((await findToast('status')).textContent).toBe(nlTheme.wishlistLateListed);
    expect([listedState(heart()), heart().hasAttribute('aria-busy'), count(), badge().textContent]).toEqual(['true', false, '1', '1']);
    expect(serverList(shop)).toEqual([101]);
  });

  it('on a cached page leaves the product unlisted and says so when the shop did not make it', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101], cached: true });
    wishAnswerNever({ applied: false });
    await mountWishlist();

    await click(heart());
    await waitPastTheTimeOut();

    expect((await findToast('status')).textContent).toBe(nlTheme.wishlistLateNotListed);
    expect([heart().getAttribute('aria-pressed'), heart().hasAttribute('aria-busy'), count()]).toEqual(['false', false, '0']);
  });

  it('on a page without wishcached (no full-page cache) asks for no list, says it cannot tell and leaves the heart', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [101], onFavourites: true });
    wishAnswerNever({ applied: true });
    const refreshes: string[] = [];
    mswServer.events.on('request:start', ({ request }) => {
      if (isOwnListRequest(request.url)) refreshes.push(request.url);
    });
    onTestFinished(() => void mswServer.events.removeAllListeners());
    await mountWishlist();

    await click(heart());
    await waitPastTheTimeOut();

    expect((await findToast('alert')).textContent).toBe(nlTheme.wishlistLateUnknown);
    expect([listedState(heart()), heart().hasAttribute('aria-busy'), refreshes]).toEqual(['true', false, []]);
    expect(serverList(shop)).toEqual([]);
  });

  it('never counts below 0 when the list asked again drops a product whose heart showed 0', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    // Cached: only a page that prints `wishcached` can ask for the list again. Printed listed, so the refresh
    // before the click marks nothing (+1) and the count stays 0 until the list asked again drops the product.
    await printPage(shop, { products: [101], cached: true });
    // Without a wishlist link a listed heart removes, as on the favourites listing (a cached one shows nobody's list).
    const printed = document.querySelector<HTMLElement>('.heartplus[data-post_id="101"]')!;
    printed.classList.add('alreadywish');
    printed.removeAttribute('data-wishlink');
    // The theme keeps the count apart from the shoppers' lists: a listed product can show 0.
    printed.dataset.informer = '0';
    document.getElementById('wishcount101')!.textContent = '0';
    wishAnswerNever({ applied: true });
    await mountWishlist();

    await click(heart());
    await waitPastTheTimeOut();

    expect((await findToast('status')).textContent).toBe(nlTheme.wishlistLateNotListed);
    expect([heart().getAttribute('aria-pressed'), count()]).toEqual(['false', '0']);
  });

  it('says it cannot tell when the list does not come either, and the heart works again', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101], cached: true });
    wishAnswerNever({ applied: false });
    let listAnswers = false;
    // Until lifted, every refresh fails; then the shop answers it.
    mswServer.use(answerOwnList(() => (listAnswers ? undefined : HttpResponse.error())));
    await mountWishlist();

    await click(heart());
    await waitPastTheTimeOut();

    expect((await findToast('alert')).textContent).toBe(nlTheme.wishlistLateUnknown);
    expect([heart().getAttribute('aria-pressed'), heart().hasAttribute('aria-busy')]).toEqual(['false', false]);
    listAnswers = true;
    await click(heart());
    await waitFor(() => expect(serverList(shop)).toEqual([101]));
  });
});

