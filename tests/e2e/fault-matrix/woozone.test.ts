import { bundleWatching, islandMounted } from '../islands.ts';
import { shopUrl } from '../browser.ts';
import { putInCart } from '../shopper-on-server.ts';
import { CALL_TIMEOUT_MS, faultMatrix, toast } from './matrix.ts';

/** A product with Amazon data whose sync banner, once shown, waits the longest (120 s) before it reloads the page. */
const flannelShirt = '/product/geruit-flanellen-overhemd/?sync-refresh-in=120';

/** The WooZone plugin's calls: cross-sell, the country box, Amazon reviews, the product sync, the checkout e-mail. */
faultMatrix('WooZone', [
  {
    // Asked for as the box nears the viewport, once per page: each run loads the page again and scrolls to it.
    name: 'Vaak samen gekocht',
    target: 'admin-ajax:WooZone_frontend:load_cross_sell',
    path: flannelShirt,
    actLoadsPath: true,
    act: async (page) => {
      await page.goto(shopUrl(flannelShirt));
      await bundleWatching(page);
      await page.locator('.main-cross-sell').scrollIntoViewIfNeeded();
    },
    succeeded: (page) => page.locator('.main-cross-sell #cross-sell-add-to-cart'),
    told: { at: (page) => page.locator('.main-cross-sell .cross-sell-error'), text: 'crossSellFailed' },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'country box: saving the chosen country',
    target: 'admin-ajax:WooZone_frontend:save_product_country',
    path: '/product/gestreept-bretons-shirt/',
    ready: (page) => islandMounted(page, 'country-box'),
    // A click, not check(): after a failure the radio goes back, which check() would call an error.
    act: (page) => page.getByRole('radio', { name: 'Duitsland' }).click(),
    succeeded: (page) => page.locator('.si-announcer').getByText('Je Amazon-winkel is nu Duitsland.'),
    // A late answer may have saved it: start again from the product's own country.
    startOverBeforeAgain: true,
    before: (page) => page.context().clearCookies(),
    told: { at: toast, text: 'countrySaveFailed' },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    // A failed update tells the shopper nothing: the cached rows stay, marked `kept`.
    name: 'country box: update on load',
    target: 'admin-ajax:WooZone_frontend:update_countries',
    path: flannelShirt,
    actLoadsPath: true,
    act: (page) => page.goto(shopUrl(flannelShirt)).then(() => undefined),
    succeeded: (page) => page.locator('.WooZone-country-check[data-country-update="fresh"]'),
    told: { gaveUp: (page) => page.locator('.WooZone-country-check[data-country-update="kept"]') },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    // The first opening of the tab asks; a failure keeps the link to Amazon and says so, and the tab
    // does not ask twice on one page: the control run starts from a reload.
    name: 'Amazon reviews tab',
    target: 'admin-ajax:WooZone_frontend:load_amazon_reviews',
    path: '/product/gestreept-bretons-shirt/',
    ready: (page) => Promise.all(['product-tabs', 'reviews-tab'].map((name) => islandMounted(page, name))).then(() => undefined),
    act: (page) => page.getByRole('tab', { name: 'Amazon-recensies' }).click(),
    succeeded: (page) => page.locator('#tab-amazon_reviews .amzaff-review'),
    told: { at: (page) => page.locator('#amzaff-amazon-review-tab .si-reviews-status'), text: 'reviewsUnavailable' },
    reloadBeforeAgain: true,
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    // The sync runs after load and tells nothing when it fails (the page shown is still right); the
    // banner shows once per visitor, so each load starts without the shop's cookies. The page is left
    // first: a sync still on its way would set the visitor's "synced" cookie again after the clearing.
    name: 'product sync after load',
    target: 'admin-ajax:WooZone_frontend:do_sync',
    path: flannelShirt,
    actLoadsPath: true,
    act: async (page) => {
      await page.goto('about:blank');
      await page.context().clearCookies();
      await page.goto(shopUrl(flannelShirt));
    },
    succeeded: (page) => page.getByRole('region', { name: 'Productinformatie bijgewerkt' }),
    told: { gaveUp: (page) => page.locator('#WooZone-syncfront-wrapper[data-sync="failed"]') },
    timeoutMs: CALL_TIMEOUT_MS,
  },
  {
    name: 'checkout e-mail',
    target: 'admin-ajax:WooZone_before_user_checkout',
    path: '/cart/',
    before: (page) => putInCart(page, shopUrl(), 102),
    ready: async (page) => {
      await islandMounted(page, 'cart-checkout-gate');
      await page.fill('#woozone_checkout_email', 'jan@voorbeeld.nl');
    },
    act: (page) => page.click('.wc-proceed-to-checkout .checkout-button'),
    // The page leaves for the checkout only once the shop took the address.
    succeeded: (page) => page.locator('body.woocommerce-checkout'),
    told: { at: (page) => page.locator('#woozone_checkout_email_message.is-error'), text: 'checkoutEmailFailed' },
    timeoutMs: CALL_TIMEOUT_MS,
  },
]);
