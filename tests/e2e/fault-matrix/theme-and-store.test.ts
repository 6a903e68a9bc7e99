import { nl } from '../../../src/i18n/nl.ts';
import { islandMounted } from '../islands.ts';
import { shopUrl } from '../browser.ts';
import { logIn, wishWithoutJavaScript } from '../shopper-on-server.ts';
import { CALL_TIMEOUT_MS, faultMatrix, setStore, toast } from './matrix.ts';

/** The Rehub theme's wishlist, compare, live search, load more and login popup, and the store's coming-soon banner. */
faultMatrix('the theme’s and the store’s controls', [
  {
    name: 'wishlist add',
    target: 'admin-ajax:rhwishlist',
    path: '/shop/',
    act: (page) => page.click('li.product.post-101 .heart_thumb_wrap .heartplus'),
    succeeded: (page) => page.locator('li.product.post-101 .heartplus.alreadywish'),
    // A refused nonce says the session expired. No answer in time: the demo prints no `wishcached`, which
    // gives the wishlist no address to ask for its list again, so nobody knows whether the product is on it.
    told: { at: toast, text: 'wishlistFailed', byFault: { '-1 with 403': 'wishlistExpired', 'latency past the time-out': 'wishlistLateUnknown' } },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'wishlist remove',
    target: 'admin-ajax:rhwishlist',
    path: '/wishlist/',
    before: (page) => wishWithoutJavaScript(page, shopUrl(), 101),
    act: (page) => page.click('.re-favorites-posts .post-101 .heartplus'),
    succeeded: (page) => page.locator('.rh-wishlist-empty'),
    told: { at: toast, text: 'wishlistFailed', byFault: { '-1 with 403': 'wishlistExpired', 'latency past the time-out': 'wishlistLateUnknown' } },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'compare add',
    target: 'admin-ajax:re_add_compare',
    path: '/shop/',
    act: (page) => page.click('li.product.post-101 .wpsm-button-new-compare'),
    succeeded: (page) => page.locator('li.product.post-101 .wpsm-button-new-compare.comparing'),
    // No answer in time: the compare list, asked for again by its own call, says the product is not in it.
    told: { at: toast, text: 'compareFailed', byFault: { '-1 with 403': 'compareExpired', 'latency past the time-out': 'compareLateNotCompared' } },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'live search suggestions',
    target: 'admin-ajax:rehub_ajax_search',
    path: '/shop/',
    // A new query each time: the field is emptied (which asks nothing), then typed in.
    act: async (page) => {
      await page.fill('#header-search', '');
      await page.fill('#header-search', 'shirt');
    },
    succeeded: (page) => page.locator('form:has(#header-search) + .re-aj-search-wrap[role="listbox"] [role="option"]'),
    told: { at: (page) => page.locator('form:has(#header-search) + .re-aj-search-wrap .re-aj-search-result-msg.no-result'), text: 'liveSearchFailed' },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'Meer laden',
    target: 'page:/',
    path: '/',
    act: (page) => page.click('a.rh-load-more-btn'),
    succeeded: (page) => page.locator('ul.products > li.product:nth-child(16)'),
    told: { at: toast, text: 'loadMoreFailed' },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'login from the popup',
    target: 'admin-ajax:rehub_login_member_popup_function',
    path: '/shop/',
    // A guest: a late answer's login (the route acts at once) must not carry over to the control run.
    before: (page) => page.context().clearCookies(),
    ready: async (page) => {
      await page.getByRole('link', { name: 'Inloggen' }).click();
      const popup = page.getByRole('dialog', { name: 'Inloggen' });
      await popup.locator('#rehub_user_login').fill('klant');
      await popup.locator('#rehub_user_pass').fill('klant');
    },
    act: (page) => page.getByRole('dialog', { name: 'Inloggen' }).getByRole('button', { name: 'Inloggen' }).click(),
    // Signed in, on the page the popup moves on to: its success message shows only 200 ms before that.
    succeeded: (page) => page.getByRole('link', { name: 'Uitloggen' }),
    startOverBeforeAgain: true,
    told: { at: (page) => page.locator('dialog .rehub-errors'), text: 'loginPopupFailed' },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'coming-soon banner dismissal',
    target: 'rest:/wp/v2/users/*',
    path: '/shop/',
    before: async (page) => {
      // A test before may have left the admin's dismissal stored: start from a fresh shop.
      await fetch(shopUrl('/__qa/reset'), { method: 'POST' });
      await setStore({ comingSoon: true });
      await logIn(page, shopUrl(), 'beheer');
    },
    ready: (page) => islandMounted(page, 'coming-soon-banner'),
    act: (page) => page.click('a.coming-soon-footer-banner-dismiss'),
    // It hides when the call completes, failed or not (as WooCommerce's): success is the announcement.
    succeeded: (page) => page.locator('.si-announcer').getByText(nl.noticeDismissed),
    reloadBeforeAgain: true,
    after: async () => {
      await setStore({ comingSoon: false });
      // The admin's dismissal is stored with the user: the tests after expect the banner back.
      await fetch(shopUrl('/__qa/reset'), { method: 'POST' });
    },
    // The REST client's failure in Dutch (src/ui/rest-error-text.ts), by what went wrong: a body that is
    // no JSON (the 500's too) is invalid_json; `-1` is JSON, but no error WordPress names.
    told: {
      at: toast,
      text: 'invalidJson',
      byFault: { 'a dropped connection': 'offline', 'latency past the time-out': 'restTimeout' },
    },
    timeoutMs: CALL_TIMEOUT_MS,
  },
]);
