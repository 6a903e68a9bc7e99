import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REAL_SHOP_ORIGIN, shop } from './harness/control.ts';
import { realShopperSession, type RealShopper } from './shopper.ts';

/**
 * Rehub's wishlists with the plugin, behind the server rule SECURITY.md gives for rehub-framework's
 * `refreshwishes` (the harness's router applies it): nobody reads another customer's list, Site Health
 * says whether the rule is there, and the hearts on a page a full-page cache served still show the
 * shopper's own list. Rehub's `wish_cache_enabled` is on here, so pages print `wishcached` (the page's
 * user id) and the bundle asks for the shopper's list as on a cached page.
 */

const openShopper = realShopperSession();
const REHUB_AJAX = '/wp-content/plugins/rehub-framework/includes/rehub_ajax.php';
const OWN_LIST = '/?wc-ajax=shop_islands_wishlist';

beforeAll(() => {
  shop('option', 'rehub_option.wish_cache_enabled', '1');
});
// Each test wishes from empty lists: a heart already wished would be taken off by the click.
beforeEach(() => {
  shop('reset-lists');
});
afterAll(() => {
  shop('option', 'rehub_option.wish_cache_enabled', '');
  shop('rehub-wishlists', 'closed');
});

async function signIn({ page }: RealShopper, login: string): Promise<void> {
  await page.goto(`${REAL_SHOP_ORIGIN}/wp-login.php`);
  await page.fill('#user_login', login);
  await page.fill('#user_pass', login);
  await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/wp-login.php')), page.click('#wp-submit')]);
}

/** Puts the first card's product of /shop/ on the shopper's list with its heart; its id. */
async function wishFirstCard(shopper: RealShopper): Promise<number> {
  await shopper.open('/shop/');
  const heart = shopper.page.locator('.heart_thumb_wrap .heartplus').first();
  const productId = Number(await heart.getAttribute('data-post_id'));
  await heart.click();
  await shopper.page.locator(`.heart_thumb_wrap .heartplus.alreadywish[data-post_id="${productId}"]`).first().waitFor();
  return productId;
}

/** The user id the shopper's pages are made for (`wishcached.userid`). */
const pageUserId = ({ page }: RealShopper) => page.evaluate(() => (window as unknown as { wishcached: { userid: string } }).wishcached.userid);

/** What the shop answers `path` asked from the shopper's browser (their cookies and address). */
async function ask({ context }: RealShopper, path: string): Promise<{ status: number; body: string }> {
  const answer = await context.request.get(`${REAL_SHOP_ORIGIN}${path}`, { maxRedirects: 0 });
  return { status: answer.status(), body: await answer.text() };
}

const listOf = (answer: { status: number; body: string }) => (JSON.parse(answer.body) as { wishlistids: string }).wishlistids.split(',').filter(Boolean).map(Number);

describe("a customer's wishlist", () => {
  it("reaches nobody else: rehub-framework's refreshwishes is refused to a guest and to another customer, however spelled, and the plugin answers only the customer", async () => {
    const customer = await openShopper();
    await signIn(customer, 'klant');
    const wished = await wishFirstCard(customer);
    const userId = await pageUserId(customer);
    expect(userId).toMatch(/^[1-9]\d*$/);
    const own = await ask(customer, `${OWN_LIST}&userid=${userId}`);
    expect([own.status, listOf(own)]).toEqual([200, [wished]]);

    const guest = await openShopper();
    const otherCustomer = await openShopper();
    await signIn(otherCustomer, 'beheer');
    for (const snoop of [guest, otherCustomer]) {
      for (const query of [`action=refreshwishes&userid=${userId}`, `%61ction=refreshwishes&userid=${userId}`, `action=refreshwishe%73&userid=${userId}`]) {
        const answer = await ask(snoop, `${REHUB_AJAX}?${query}`);
        expect([query, answer.status, answer.body]).toEqual([query, 403, 'Forbidden\n']);
      }
      const answer = await ask(snoop, `${OWN_LIST}&userid=${userId}`);
      expect([answer.status, answer.body]).toEqual([403, 'You can only ask for your own wishlist.']);
    }
    // The rule leaves rehub-framework's view counter alone.
    expect((await ask(guest, `${REHUB_AJAX}?action=rehubpostviews&postviews_id=${wished}`)).status).toBe(200);
  });

  it('Site Health says whether the rule is there: critical while refreshwishes answers anybody, good once refused', async () => {
    const customer = await openShopper();
    await signIn(customer, 'klant');
    const wished = await wishFirstCard(customer);
    const userId = await pageUserId(customer);
    const guest = await openShopper();
    expect(JSON.parse(shop('site-health'))).toEqual({ status: 'good', label: 'Nobody can read another customer’s wishlist' });

    shop('rehub-wishlists', 'open');
    const leaked = await ask(guest, `${REHUB_AJAX}?action=refreshwishes&userid=${userId}`);
    expect([leaked.status, listOf(leaked)]).toEqual([200, [wished]]);
    expect(JSON.parse(shop('site-health'))).toEqual({ status: 'critical', label: 'Anybody can read every customer’s wishlist' });

    shop('rehub-wishlists', 'closed');
    expect(JSON.parse(shop('site-health'))).toEqual({ status: 'good', label: 'Nobody can read another customer’s wishlist' });
  });
});

describe('the hearts on a page a full-page cache served', () => {
  it("show a signed-in customer's own list on the anonymous visitor's page, from one request to the plugin, and take their next change", async () => {
    const customer = await openShopper();
    await signIn(customer, 'klant');
    const wished = await wishFirstCard(customer);
    // What a full-page cache would serve anybody: the page as made for a visitor without cookies.
    const anonymous = await (await fetch(`${REAL_SHOP_ORIGIN}/shop/`)).text();
    expect(anonymous).toContain('"userid":"0"');
    await customer.page.route(`${REAL_SHOP_ORIGIN}/shop/`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=UTF-8', body: anonymous }));
    // The account pages before asked gravatar.com, which this machine cannot reach.
    const [before, errorsBefore] = [customer.calls.length, customer.errors.length];

    const answered = customer.page.waitForResponse((response) => response.url().includes('wc-ajax=shop_islands_wishlist'));
    await customer.open('/shop/');
    expect((await answered).status()).toBe(200);
    const heart = customer.page.locator(`.heart_thumb_wrap .heartplus[data-post_id="${wished}"]`).first();
    await customer.page.locator(`.heart_thumb_wrap .heartplus.alreadywish[data-post_id="${wished}"]`).first().waitFor();
    const asked = customer.calls.slice(before).filter((call) => /shop_islands_wishlist|refreshwishes/.test(call));
    expect(asked).toEqual(['wc-ajax:shop_islands_wishlist']);

    // The cached page's wishnonce is the anonymous visitor's: the removal goes with the customer's own.
    await heart.click();
    await customer.page.locator(`.heart_thumb_wrap .heartplus:not(.alreadywish)[data-post_id="${wished}"]`).first().waitFor();
    const after = await ask(customer, `${OWN_LIST}&userid=0`);
    expect([after.status, listOf(after)]).toEqual([200, []]);
    expect(customer.errors.slice(errorsBefore)).toEqual([]);
  });

  it("show a guest's own list, kept by their address, with no request to rehub_ajax.php", async () => {
    const guest = await openShopper();
    const wished = await wishFirstCard(guest);
    const before = guest.calls.length;
    // The hearts' service asks at idle, after the page is open: the answer is what to wait for.
    const answered = guest.page.waitForResponse((response) => response.url().includes('wc-ajax=shop_islands_wishlist'));

    await guest.open('/shop/');
    expect((await answered).status()).toBe(200);
    await guest.page.locator(`.heart_thumb_wrap .heartplus.alreadywish[data-post_id="${wished}"]`).first().waitFor();
    expect(guest.calls.slice(before).filter((call) => /shop_islands_wishlist|refreshwishes/.test(call))).toEqual(['wc-ajax:shop_islands_wishlist']);
    expect(listOf(await ask(guest, `${OWN_LIST}&userid=0`))).toEqual([wished]);
    expect(guest.errors).toEqual([]);
  });
});
