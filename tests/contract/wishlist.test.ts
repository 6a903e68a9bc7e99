import { afterEach, describe, expect, it } from 'vitest';
import { REHUB_FRAMEWORK_AJAX_PATH } from '../../src/contracts/host-globals.ts';
import { cookiesBeyondCustomerId, count, inputValue, Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();
afterEach(() => {
  running.shop.reset();
  running.shop.wishlists.usersOnly = false;
});

const AJAX = '/wp-admin/admin-ajax.php';
/** rehub-framework's own endpoint, where `refreshwishes` lives (admin-ajax has no such action). */
const REFRESH = `${REHUB_FRAMEWORK_AJAX_PATH}?action=refreshwishes`;

/** The `wishnonce` the page printed in rhscriptvars. */
function wishnonce(page: string): string {
  return (JSON.parse(/var rhscriptvars = (\{.*\});/.exec(page)?.[1] ?? '{}') as { wishnonce: string }).wishnonce;
}

/** A shopper who has loaded /shop/ and knows its wish nonce. */
async function shopperOnShop(): Promise<{ shopper: Shopper; nonce: string }> {
  const shopper = new Shopper(running.origin);
  return { shopper, nonce: wishnonce(await shopper.page('/shop/')) };
}

async function signedIn(): Promise<Shopper> {
  const shopper = new Shopper(running.origin);
  const nonce = inputValue(await shopper.page('/my-account/'), 'woocommerce-login-nonce');
  await shopper.post('/my-account/', { username: 'klant', password: 'klant', 'woocommerce-login-nonce': nonce });
  return shopper;
}

function wish(shopper: Shopper, nonce: string, wishCount: string, postId: string): Promise<Response> {
  return shopper.post(AJAX, { action: 'rhwishlist', wishnonce: nonce, wish_count: wishCount, post_id: postId });
}

/** The heart wrapper of product `id` in a page. */
function heartOf(page: string, id: number): string {
  const at = page.indexOf(`id="wishcount${id}"`);
  if (at === -1) throw new Error(`no heart for ${id}`);
  return page.slice(page.lastIndexOf('<div class="heart_thumb_wrap">', at), page.indexOf('</div>', at) + 6);
}

describe('rhwishlist', () => {
  it('adds and removes with the page nonce, answers an empty body as the theme does and keeps a guest by session', async () => {
    const { shopper, nonce } = await shopperOnShop();
    const added = await wish(shopper, nonce, 'add', '101');
    expect([added.status, added.headers.get('content-type'), added.headers.get('cache-control'), await added.text()]).toEqual([
      200,
      'text/html; charset=UTF-8',
      'no-cache, must-revalidate, max-age=0, no-store, private',
      '',
    ]);
    expect([...shopper.cookies.keys()]).toEqual([expect.stringMatching(/^wp_woocommerce_session_[0-9a-f]{32}$/)]);
    expect(await (await shopper.get(`${REFRESH}&userid=0`)).json()).toMatchObject({ wishlistids: '101', wishcounter: 1 });
    expect(await (await wish(shopper, nonce, 'add', '101')).text()).toBe('');
    expect(running.shop.wishlists.count(101)).toBe(1);
    expect(await (await wish(shopper, nonce, 'remove', '101')).text()).toBe('');
    expect(await (await wish(shopper, nonce, 'remove', '101')).text()).toBe('');
    expect(running.shop.wishlists.count(101)).toBe(0);
    expect(await (await shopper.get(`${REFRESH}&userid=0`)).json()).toMatchObject({ wishlistids: '', wishcounter: 0 });
  });

  it('counts every shopper who listed a product, and shows it on the listing and the product page', async () => {
    const first = await shopperOnShop();
    await wish(first.shopper, first.nonce, 'add', '101');
    const second = await shopperOnShop();
    expect(heartOf(await second.shopper.page('/shop/'), 101)).toContain('data-informer="1"');
    expect((await wish(second.shopper, second.nonce, 'add', '101')).status).toBe(200);
    expect(running.shop.wishlists.count(101)).toBe(2);
    const customer = await signedIn();
    const product = await customer.page('/product/linnen-shirt/');
    expect(heartOf(product, 101)).toContain('<span class="thumbscount" id="wishcount101" data-wishcount="2">2</span>');
    expect(heartOf(product, 101)).toContain('<span class="heart-caption">Verlanglijst</span>');
  });

  it("refuses a forged nonce with WordPress's -1 and 403 (the theme answered \"Nope!\" with 200) and changes nothing", async () => {
    const { shopper } = await shopperOnShop();
    for (const nonce of ['0123456789', '']) {
      const refused = await wish(shopper, nonce, 'add', '101');
      expect([refused.status, await refused.text()]).toEqual([403, '-1']);
    }
    const missing = await shopper.post(AJAX, { action: 'rhwishlist', wish_count: 'add', post_id: '101' });
    expect(missing.status).toBe(403);
    expect(running.shop.wishlists.count(101)).toBe(0);
    expect(cookiesBeyondCustomerId(shopper)).toEqual([]);
  });

  it('refuses a nonce of another visitor', async () => {
    const customer = await signedIn();
    const customerNonce = wishnonce(await customer.page('/shop/'));
    const { shopper } = await shopperOnShop();
    expect((await wish(shopper, customerNonce, 'add', '101')).status).toBe(403);
  });

  it.each([
    ['no wish_count', { post_id: '101' }, 400, 'Ongeldige wish_count: verwacht add of remove.'],
    ['wish_count toggle', { wish_count: 'toggle', post_id: '101' }, 400, 'Ongeldige wish_count: verwacht add of remove.'],
    ['no post_id', { wish_count: 'add' }, 400, 'Ongeldige post_id: verwacht een positief geheel getal.'],
    ['post_id abc', { wish_count: 'add', post_id: 'abc' }, 400, 'Ongeldige post_id: verwacht een positief geheel getal.'],
    ['post_id -5', { wish_count: 'add', post_id: '-5' }, 400, 'Ongeldige post_id: verwacht een positief geheel getal.'],
    ['an unknown product', { wish_count: 'add', post_id: '99999' }, 404, 'Geen product met post_id 99999.'],
  ])('refuses %s with a reason', async (_, fields, status, reason) => {
    const { shopper, nonce } = await shopperOnShop();
    const answer = await shopper.post(AJAX, { action: 'rhwishlist', wishnonce: nonce, ...fields });
    expect([answer.status, answer.headers.get('content-type'), await answer.text()]).toEqual([status, 'text/plain; charset=UTF-8', `${reason}\n`]);
    expect(running.shop.wishlists.count(101)).toBe(0);
  });

  it('refuses a state change by GET', async () => {
    const { shopper, nonce } = await shopperOnShop();
    const answer = await shopper.get(`${AJAX}?action=rhwishlist&wishnonce=${nonce}&wish_count=add&post_id=101`);
    expect([answer.status, answer.headers.get('allow')]).toEqual([405, 'POST']);
    expect(running.shop.wishlists.count(101)).toBe(0);
  });
});

describe('refreshwishes', () => {
  it('is not an admin-ajax action: admin-ajax answers it 0, as WordPress with rehub-framework does', async () => {
    const answer = await new Shopper(running.origin).get(`${AJAX}?action=refreshwishes&userid=0`);
    expect([answer.status, await answer.text()]).toEqual([400, '0']);
  });
});

// rehub-framework's `refreshwishes` as the demo replays it, and the plugin's endpoint the bundle asks
// instead: the same answer, for the caller only.
describe.each([
  ['refreshwishes', REFRESH],
  ['the plugin’s shop_islands_wishlist', '/?wc-ajax=shop_islands_wishlist'],
])('%s', (_name, endpoint) => {
  const OWN_NONCES = { wishnonce: expect.stringMatching(/^[0-9a-f]{10}$/), comparenonce: expect.stringMatching(/^[0-9a-f]{10}$/), nonce: expect.stringMatching(/^[0-9a-f]{10}$/) };

  it("answers the visitor's own list, whatever userid a cached page printed (0)", async () => {
    const { shopper, nonce } = await shopperOnShop();
    await wish(shopper, nonce, 'add', '105');
    await wish(shopper, nonce, 'add', '101');
    const answer = await shopper.get(`${endpoint}&userid=0`);
    expect([answer.status, answer.headers.get('cache-control')]).toEqual([200, 'no-cache, must-revalidate, max-age=0, no-store, private']);
    expect(await answer.json()).toEqual({ wishlistids: '105,101', wishcounter: 2, ...OWN_NONCES });
    expect(await (await fetch(`${running.origin}${endpoint}&userid=0`)).json()).toEqual({ wishlistids: '', wishcounter: 0, ...OWN_NONCES });
  });

  it("answers a customer by their own id, and refuses anyone else's (the theme showed anyone's list)", async () => {
    const customer = await signedIn();
    await wish(customer, wishnonce(await customer.page('/shop/')), 'add', '107');
    expect(await (await customer.get(`${endpoint}&userid=2`)).json()).toMatchObject({ wishlistids: '107', wishcounter: 1 });
    const snoop = await fetch(`${running.origin}${endpoint}&userid=2`);
    expect([snoop.status, await snoop.text()]).toEqual([403, 'Je kunt alleen je eigen verlanglijst opvragen.\n']);
    expect((await customer.get(`${endpoint}&userid=1`)).status).toBe(403);
  });

  it("carries a wishnonce for the visitor asking, which a signed-in customer's wish is accepted with (the cached page's is refused)", async () => {
    const customer = await signedIn();
    const cachedNonce = wishnonce(await customer.page('/shop/?page-cache=1'));
    expect((await wish(customer, cachedNonce, 'add', '101')).status).toBe(403);
    const { wishnonce: fresh } = (await (await customer.get(`${endpoint}&userid=0`)).json()) as { wishnonce: string };
    expect(fresh).toMatch(/^[0-9a-f]{10}$/);
    expect(fresh).not.toBe(cachedNonce);
    expect((await wish(customer, fresh, 'add', '101')).status).toBe(200);
    expect(running.shop.wishlists.count(101)).toBe(1);
  });

  it('gives a guest whose first page came from the cache their customer id, so the nonces it brings outlast their first wish and add', async () => {
    const guest = new Shopper(running.origin);
    const cached = await guest.page('/shop/?page-cache=1');
    expect(guest.cookies.size).toBe(0);
    const own = (await (await guest.get(`${endpoint}&userid=0`)).json()) as { wishnonce: string; nonce: string };
    expect(own.wishnonce).not.toBe(wishnonce(cached));

    expect((await wish(guest, own.wishnonce, 'add', '101')).status).toBe(200);
    expect((await wish(guest, own.wishnonce, 'add', '105')).status).toBe(200);
    await guest.wcAjax('add_to_cart', { product_id: '101', quantity: '1' });
    const query = new URLSearchParams({ action: 'rh_update_sidebar_cart_item', item_id: '38b3eff8baf56627478ec76a704e9b52', qty: '2', security: own.nonce });
    expect((await guest.get(`${AJAX}?${query}`)).status).toBe(200);
    expect((await wish(guest, wishnonce(cached), 'add', '106')).status).toBe(403);
  });

  it.each(['', 'userid=abc', 'userid=-1', 'userid=1e3'])('refuses a malformed userid (%s) with 400', async (query) => {
    const answer = await fetch(`${running.origin}${endpoint}&${query}`);
    expect([answer.status, await answer.text()]).toEqual([400, 'Ongeldige userid: verwacht een positief geheel getal.\n']);
  });
});

describe('the hearts and the badge on pages', () => {
  it('prints a heart on every card as the theme does (a span), with the no-JavaScript form, the count and the toast texts', async () => {
    const page = await new Shopper(running.origin).page('/shop/');
    expect(count(page, /<div class="heart_thumb_wrap">/)).toBe(20);
    const heart = heartOf(page, 101);
    expect(heart).toMatch(/<input type="hidden" name="wishnonce" value="[0-9a-f]{10}"><input type="hidden" name="wish_count" value="add"><input type="hidden" name="post_id" value="101"><input type="hidden" name="redirect_to" value="\/shop\/">/);
    expect(heart).toContain('<span class="flowhidden cell_wishlist"><span class="heartplus" data-post_id="101" data-informer="0" data-wishlink="/wishlist/"></span></span><noscript>');
    expect(heart).toContain('<button type="submit" class="heartplus" aria-pressed="false" aria-label="Linnen shirt op mijn verlanglijst"');
    expect(heart).toContain('<span class="rhhidden" id="wishadded101">“Linnen shirt” staat op je verlanglijst.</span>');
    expect(heart).toContain('<span class="rhhidden" id="wishremoved101">“Linnen shirt” is van je verlanglijst gehaald.</span>');
    expect(page).toContain('<span class="rh-icon-notice rhhidden" data-wishcount="0">0</span>');
  });

  it("marks the shopper's own wishes, without JavaScript as a link to the wishlist, and counts them on the badge", async () => {
    const { shopper, nonce } = await shopperOnShop();
    await wish(shopper, nonce, 'add', '101');
    await wish(shopper, nonce, 'add', '102');
    const page = await shopper.page('/shop/');
    expect(heartOf(page, 101)).toContain('<span class="heartplus alreadywish" data-post_id="101" data-informer="1" data-wishlink="/wishlist/"></span>');
    expect(heartOf(page, 101)).toContain('<noscript><a href="/wishlist/" class="heartplus alreadywish"');
    expect(page).toContain('<span class="rh-icon-notice" data-wishcount="2">2</span>');
  });
});

describe('/wishlist/', () => {
  it("lists the shopper's products newest first as a favourites listing whose hearts remove", async () => {
    const { shopper, nonce } = await shopperOnShop();
    await wish(shopper, nonce, 'add', '101');
    await wish(shopper, nonce, 'add', '105');
    const page = await shopper.page('/wishlist/');
    expect(page).toContain('<h1 class="page-title">Mijn verlanglijst</h1>');
    expect(page).toContain('<div class="re-favorites-posts">');
    expect(page.indexOf('post-105')).toBeLessThan(page.indexOf('post-101'));
    const heart = heartOf(page, 101);
    expect(heart).toContain('<input type="hidden" name="wish_count" value="remove">');
    expect(heart).toContain('class="heartplus alreadywish"');
    expect(page).toContain('data-product_id="101"');
  });

  it('says so when the list is empty', async () => {
    const page = await new Shopper(running.origin).page('/wishlist/');
    expect(page).toContain('Er staat nog niets op je verlanglijst.');
    expect(page).not.toContain('re-favorites-posts');
  });

  it('toggles without JavaScript: the heart form posts here and comes back with a notice', async () => {
    const { shopper, nonce } = await shopperOnShop();
    const added = await shopper.post('/wishlist/', { wishnonce: nonce, wish_count: 'add', post_id: '101', redirect_to: '/product-category/casual-shirts/' });
    expect([added.status, added.headers.get('location')]).toEqual([303, '/product-category/casual-shirts/']);
    const back = await shopper.follow(added);
    expect(back).toContain('“Linnen shirt” staat op je verlanglijst. <a href="/wishlist/" class="button wc-forward">Bekijk verlanglijst</a>');
    expect(heartOf(back, 101)).toContain('class="heartplus alreadywish"');
    const removed = await shopper.post('/wishlist/', { wishnonce: nonce, wish_count: 'remove', post_id: '101', redirect_to: '/wishlist/' });
    expect(await shopper.follow(removed)).toContain('“Linnen shirt” is van je verlanglijst gehaald.');
    expect(running.shop.wishlists.count(101)).toBe(0);
  });

  // More hostile values, and what a backslash becomes, are in security.test.ts.
  it.each(['//elders.example/', 'https://elders.example/', ''])('returns to the wishlist instead of %j', async (redirectTo) => {
    const { shopper, nonce } = await shopperOnShop();
    const answer = await shopper.post('/wishlist/', { wishnonce: nonce, wish_count: 'add', post_id: '101', redirect_to: redirectTo });
    expect(answer.headers.get('location')).toBe('/wishlist/');
  });

  it('refuses a form with a bad nonce or a bad field', async () => {
    const { shopper, nonce } = await shopperOnShop();
    const expired = await shopper.post('/wishlist/', { wishnonce: 'ffffffffff', wish_count: 'add', post_id: '101' });
    expect([expired.status, (await expired.text()).includes('De link die je gevolgd hebt is verlopen.')]).toEqual([403, true]);
    const bad = await shopper.post('/wishlist/', { wishnonce: nonce, wish_count: 'add', post_id: '0x1' });
    expect(bad.status).toBe(400);
    expect((await shopper.request('/wishlist/', { method: 'PUT' })).status).toBe(405);
    expect(running.shop.wishlists.count(101)).toBe(0);
  });
});

describe('users-only mode', () => {
  async function usersOnly(on: boolean): Promise<Response> {
    return fetch(`${running.origin}/__qa/wishlist`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ usersOnly: on }) });
  }

  it('is switched by QA and refuses a malformed switch', async () => {
    expect(await (await usersOnly(true)).json()).toEqual({ usersOnly: true });
    expect(await (await fetch(`${running.origin}/__qa/wishlist`)).json()).toEqual({ usersOnly: true });
    const bad = await fetch(`${running.origin}/__qa/wishlist`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"usersOnly":"ja"}' });
    expect(bad.status).toBe(400);
  });

  it('gives guests restricted hearts that ask them to log in, and refuses their wishes', async () => {
    await usersOnly(true);
    const { shopper, nonce } = await shopperOnShop();
    const page = await shopper.page('/shop/');
    expect(heartOf(page, 101)).toContain('<a href="/my-account/" class="heartplus restrict_for_guests act-rehub-login-popup" data-type="login" data-post_id="101"');
    expect(page).not.toContain('class="heart-form"');
    const refused = await wish(shopper, nonce, 'add', '101');
    expect([refused.status, await refused.text()]).toEqual([400, '0']);
    const form = await shopper.post('/wishlist/', { wishnonce: nonce, wish_count: 'add', post_id: '101' });
    expect(form.headers.get('location')).toBe('/my-account/');
    expect(await shopper.page('/wishlist/')).toContain('Log in om je verlanglijst te gebruiken.');
    expect(running.shop.wishlists.count(101)).toBe(0);
  });

  it('lets signed-in customers wish as before', async () => {
    await usersOnly(true);
    const customer = await signedIn();
    const page = await customer.page('/shop/');
    expect(page).not.toContain('restrict_for_guests');
    expect((await wish(customer, wishnonce(page), 'add', '101')).status).toBe(200);
  });
});

describe('?page-cache=1', () => {
  it('serves the page as a full-page cache would: anonymous, with wishcached, counts before the shopper’s own wishes', async () => {
    const other = await shopperOnShop();
    await wish(other.shopper, other.nonce, 'add', '101');
    const customer = await signedIn();
    await wish(customer, wishnonce(await customer.page('/shop/')), 'add', '101');
    await wish(customer, wishnonce(await customer.page('/shop/')), 'add', '105');

    const cached = await customer.get('/shop/?page-cache=1');
    expect(cached.headers.getSetCookie()).toEqual([]);
    const page = await cached.text();
    const frameworkUrl = `${running.origin}${REHUB_FRAMEWORK_AJAX_PATH}`.replaceAll('/', '\\/');
    expect(page).toContain(`<script type="text/javascript" id="rhwishcount-js-extra">\n/* <![CDATA[ */\nvar wishcached = {"rh_ajax_url":"${frameworkUrl}","userid":"0"};`);
    expect(page).not.toMatch(/<body class="[^"]*logged-in/);
    expect(page).toContain('<a class="my-account-link act-rehub-login-popup" data-type="login" href="/my-account/">Inloggen</a>');
    expect(page).toContain('<span class="rh-icon-notice rhhidden" data-wishcount="0">0</span>');
    expect(page).not.toContain('alreadywish');
    expect(heartOf(page, 101)).toContain('data-informer="1"');
    expect(heartOf(page, 105)).toContain('data-informer="0"');

    const live = await customer.page('/shop/');
    expect(live).not.toContain('var wishcached');
    expect(heartOf(live, 101)).toContain('data-informer="2"');
  });

  it('works on any page and leaves the shopper’s cart and notices alone', async () => {
    const { shopper } = await shopperOnShop();
    await shopper.wcAjax('add_to_cart', { product_id: '101' });
    const page = await shopper.page('/product/linnen-shirt/?page-cache=1');
    expect(page).toContain('var wishcached');
    expect(page).toContain('<span class="rh-cart-count">0</span>');
    expect(await shopper.page('/product/linnen-shirt/')).toContain('<span class="rh-cart-count">1</span>');
  });
});
