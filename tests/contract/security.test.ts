import { describe, expect, it } from 'vitest';
import { DEMO_BILLING } from '../../fixtures/demo-billing.ts';
import { inputValue, setCookies, Shopper, themeNonce, useRunningShop } from './shop-server.ts';

const running = useRunningShop();

/** Redirect parameters an attacker tries: each must end on this site, and none may cost a 5xx. */
const HOSTILE_REDIRECTS = [
  '/\t/evil.example/',
  '/\r/evil.example/',
  '/\n/evil.example/',
  '/\r\nSet-Cookie: x=1',
  '/\u3000/evil.example/',
  '/\uD800/',
  '//evil.example/',
  '/\\evil.example/',
  '\\\\evil.example/',
  'https://evil.example/',
  'javascript:alert(1)',
  '/%0d%0aSet-Cookie:%20x=1',
];

/** Where a browser goes with this Location header, read as Chromium reads it (tabs and newlines dropped). */
const landsOn = (location: string | null) => new URL((location ?? '').replace(/[\t\n\r]/g, ''), running.origin);

/** A 303 to a path on this site ("/evil.example/" is one: a page of ours, not a host). */
function expectOnThisSite(response: Response): void {
  expect(response.status).toBe(303);
  const location = response.headers.get('location');
  expect(landsOn(location).origin).toBe(running.origin);
  expect(location).toMatch(/^\/(?![/\\])[^\s\\]*$/u);
}

describe('redirect parameters', () => {
  it.each(HOSTILE_REDIRECTS)('the wishlist form never sends the shopper off the site for redirect_to=%j', async (redirectTo) => {
    const shopper = new Shopper(running.origin);
    const wishnonce = inputValue(await shopper.page('/shop/'), 'wishnonce');
    const response = await shopper.post('/wishlist/', { wishnonce, wish_count: 'add', post_id: '101', redirect_to: redirectTo });
    expectOnThisSite(response);
  });

  it.each(HOSTILE_REDIRECTS)('the consent form never sends the visitor off the site for redirect=%j', async (redirect) => {
    const shopper = new Shopper(running.origin);
    const nonce = inputValue(await shopper.page('/shop/'), '_wpnonce');
    const response = await shopper.post('/cookie-consent/', { _wpnonce: nonce, consent: 'allow', redirect });
    expectOnThisSite(response);
  });

  it('keeps a path on this site', async () => {
    const shopper = new Shopper(running.origin);
    const wishnonce = inputValue(await shopper.page('/shop/'), 'wishnonce');
    const response = await shopper.post('/wishlist/', { wishnonce, wish_count: 'add', post_id: '101', redirect_to: '/shop/?orderby=price' });
    expect(response.headers.get('location')).toBe('/shop/?orderby=price');
  });
});

describe('cookies', () => {
  it('sets SameSite=Lax on every cookie: session, cart, login and consent', async () => {
    const shopper = new Shopper(running.origin);
    const added = await shopper.wcAjax('add_to_cart', { product_id: '101', quantity: '1' });
    const nonce = inputValue(await shopper.page('/my-account/'), 'woocommerce-login-nonce');
    const login = await shopper.post('/my-account/', { username: 'klant', password: 'klant', 'woocommerce-login-nonce': nonce, login: 'Inloggen' });
    const consentNonce = inputValue(await shopper.page('/shop/'), '_wpnonce');
    const consent = await shopper.post('/cookie-consent/', { _wpnonce: consentNonce, consent: 'deny', redirect: '/' });
    const cookies = [added, login, consent].flatMap(setCookies);
    expect(cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^wp_woocommerce_session_/), 'woocommerce_items_in_cart', expect.stringMatching(/^wordpress_logged_in_/), expect.stringMatching(/^wp_consent_/)]),
    );
    for (const cookie of cookies) expect([cookie.name, cookie.attributes.samesite]).toEqual([cookie.name, 'Lax']);
  });

  it('keeps the session and login cookies from scripts (HttpOnly); the consent cookies stay readable for the consent API', async () => {
    const shopper = new Shopper(running.origin);
    const added = await shopper.wcAjax('add_to_cart', { product_id: '101', quantity: '1' });
    const session = setCookies(added).find((cookie) => cookie.name.startsWith('wp_woocommerce_session_'));
    expect(session?.attributes).toHaveProperty('httponly');
    const consentNonce = inputValue(await shopper.page('/shop/'), '_wpnonce');
    const consent = setCookies(await shopper.post('/cookie-consent/', { _wpnonce: consentNonce, consent: 'allow', redirect: '/' }));
    for (const cookie of consent) expect(cookie.attributes).not.toHaveProperty('httponly');
  });
});

/** A guest with the Linnen shirt in the cart: a WooCommerce session of their own. */
async function guestWithCart(): Promise<Shopper> {
  const shopper = new Shopper(running.origin);
  await shopper.get('/?add-to-cart=101');
  return shopper;
}

const LINEN_SHIRT_KEY = '38b3eff8baf56627478ec76a704e9b52';

/** The compare nonce a page prints in `comparechart`. */
const compareNonce = (page: string) => (JSON.parse(/var comparechart = (\{.*\});/.exec(page)?.[1] ?? '{}') as { comparenonce: string }).comparenonce;

describe("a guest's nonces belong to their session (nonce_user_logged_out)", () => {
  it('refuses the cart form, a remove link and the checkout with a nonce from another guest’s session, and changes nothing', async () => {
    const other = await guestWithCart();
    const victim = await guestWithCart();
    const othersCartNonce = inputValue(await other.page('/cart/'), 'woocommerce-cart-nonce');
    const othersCheckoutNonce = inputValue(await other.page('/checkout/'), 'woocommerce-process-checkout-nonce');

    const form = await victim.post('/cart/', { [`cart[${LINEN_SHIRT_KEY}][qty]`]: '0', 'woocommerce-cart-nonce': othersCartNonce, update_cart: 'Winkelwagen bijwerken' });
    const link = await victim.get(`/cart/?remove_item=${LINEN_SHIRT_KEY}&_wpnonce=${othersCartNonce}`);
    const checkout = await victim.post('/checkout/', { ...DEMO_BILLING, 'woocommerce-process-checkout-nonce': othersCheckoutNonce });

    expect([form.status, link.status, checkout.status]).toEqual([403, 403, 403]);
    expect(await link.text()).toContain('De link die je gevolgd hebt is verlopen.');
    expect(victim.cookies.get('woocommerce_items_in_cart')).toBe('1');
    expect(await victim.page('/cart/')).toContain(`cart[${LINEN_SHIRT_KEY}][qty]`);
  });

  it('accepts the same forms with the guest’s own nonces', async () => {
    const shopper = await guestWithCart();
    const nonce = inputValue(await shopper.page('/cart/'), 'woocommerce-cart-nonce');
    const updated = await shopper.post('/cart/', { [`cart[${LINEN_SHIRT_KEY}][qty]`]: '2', 'woocommerce-cart-nonce': nonce, update_cart: 'Winkelwagen bijwerken' });
    expect(updated.status).toBe(303);
  });

  it('refuses the login form with a login nonce from another guest’s session', async () => {
    const other = await guestWithCart();
    const victim = await guestWithCart();
    const othersNonce = inputValue(await other.page('/my-account/'), 'woocommerce-login-nonce');
    const ownNonce = inputValue(await victim.page('/my-account/'), 'woocommerce-login-nonce');
    expect(othersNonce).not.toBe(ownNonce);

    const refused = await victim.post('/my-account/', { username: 'klant', password: 'klant', 'woocommerce-login-nonce': othersNonce, login: 'Inloggen' });
    expect(refused.status).not.toBe(303);
    const signedIn = await victim.post('/my-account/', { username: 'klant', password: 'klant', 'woocommerce-login-nonce': ownNonce, login: 'Inloggen' });
    expect(signedIn.status).toBe(303);
  });

  it('gives each guest their own nonces from their first page on', async () => {
    const [first, second] = await Promise.all([new Shopper(running.origin).page('/shop/'), new Shopper(running.origin).page('/shop/')]);
    for (const read of [(page: string) => inputValue(page, 'wishnonce'), (page: string) => inputValue(page, '_wpnonce'), themeNonce, compareNonce]) {
      expect(read(first)).not.toBe(read(second));
    }
  });

  it('keeps one nonce for every logged-out visitor in what a full-page cache serves, as WordPress does without a session', async () => {
    const first = inputValue(await new Shopper(running.origin).page('/shop/?page-cache=1'), 'wishnonce');
    const second = inputValue(await new Shopper(running.origin).page('/shop/?page-cache=1'), 'wishnonce');
    expect(first).toBe(second);
  });
});

/** A guest with a cart, and the shop page another guest with a cart was given. */
async function victimAndOthersPage(): Promise<{ victim: Shopper; others: string }> {
  const other = await guestWithCart();
  return { victim: await guestWithCart(), others: await other.page('/shop/') };
}

/** The theme's and plugins' state-changing calls, each with a page's nonce: what it answers and whether it changed anything. */
const THEME_ACTIONS = {
  'rhwishlist (the heart)': async (shopper: Shopper, page: string) => {
    const response = await shopper.post('/wp-admin/admin-ajax.php', { action: 'rhwishlist', wishnonce: inputValue(page, 'wishnonce'), wish_count: 'add', post_id: '105' });
    return { status: response.status, changed: running.shop.wishlists.count(105) > 0 };
  },
  'POST /wishlist/ (the heart without JavaScript)': async (shopper: Shopper, page: string) => {
    const response = await shopper.post('/wishlist/', { wishnonce: inputValue(page, 'wishnonce'), wish_count: 'add', post_id: '106', redirect_to: '/shop/' });
    return { status: response.status, changed: running.shop.wishlists.count(106) > 0 };
  },
  'rh_update_sidebar_cart_item (the slide-in cart)': async (shopper: Shopper, page: string) => {
    const query = new URLSearchParams({ action: 'rh_update_sidebar_cart_item', item_id: LINEN_SHIRT_KEY, qty: '4', security: themeNonce(page) });
    const response = await shopper.get(`/wp-admin/admin-ajax.php?${query}`);
    return { status: response.status, changed: shopper.cookies.get('woocommerce_items_in_cart') === '1' && (await shopper.page('/cart/')).includes('value="4"') };
  },
  'POST /cookie-consent/ (the consent bar without JavaScript)': async (shopper: Shopper, page: string) => {
    const response = await shopper.post('/cookie-consent/', { _wpnonce: inputValue(page, '_wpnonce'), consent: 'allow', redirect: '/' });
    return { status: response.status, changed: [...shopper.cookies.keys()].some((name) => name.startsWith('wp_consent_')) };
  },
  're_add_compare (the compare button)': async (shopper: Shopper, page: string) => {
    const response = await shopper.post('/wp-admin/admin-ajax.php', { action: 're_add_compare', compareID: '107', perform: 'add', security: compareNonce(page) });
    const body = await response.text();
    return { status: response.status, changed: body.includes('"comparing":"107"') };
  },
};

describe("the theme's and plugins' nonces belong to the guest's session too", () => {
  it.each(Object.entries(THEME_ACTIONS))('%s refuses a nonce from another guest’s session and changes nothing', async (_, act) => {
    const { victim, others } = await victimAndOthersPage();
    expect(await act(victim, others)).toEqual({ status: 403, changed: false });
  });

  it.each(Object.entries(THEME_ACTIONS))('%s takes the guest’s own nonce', async (_, act) => {
    const victim = await guestWithCart();
    const outcome = await act(victim, await victim.page('/shop/'));
    expect(outcome.changed).toBe(true);
    expect(outcome.status).toBeLessThan(400);
  });

  it('keeps a first page’s nonces good after the guest’s first wish and first add begin their session', async () => {
    const shopper = new Shopper(running.origin);
    const page = await shopper.page('/shop/');
    expect((await THEME_ACTIONS['rhwishlist (the heart)'](shopper, page)).status).toBe(200);
    await shopper.wcAjax('add_to_cart', { product_id: '101', quantity: '1' });
    expect(await THEME_ACTIONS['rh_update_sidebar_cart_item (the slide-in cart)'](shopper, page)).toEqual({ status: 200, changed: true });
    expect((await THEME_ACTIONS['re_add_compare (the compare button)'](shopper, page)).status).toBe(200);
  });
});
