/** The demo's WooZone calls held to WooZone 9.0.3.2's (fixtures/real-rehub/ 45–52), in the captures' order. */
import { beforeAll, describe, expect, it } from 'vitest';
import { printedString } from '../../scripts/real-shop/page-globals.ts';
import { differsAs, holdsTo, rehubCapture } from './real-rehub.ts';
import { Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();
/** The captures' Kindle in the demo: the flannel shirt WooZone imported from Amazon.de. */
const PRODUCT = '102';
const ASIN = 'B07QXMNH1F';

let guest: Shopper;
let ajaxUrl: string;

const frontend = (subAction: string, fields: Record<string, string>) => guest.post(ajaxUrl, { action: 'WooZone_frontend', sub_action: subAction, ...fields });
const statusOf = (body: string) => (JSON.parse(body) as { status: string }).status;

beforeAll(async () => {
  guest = new Shopper(running.origin);
  ajaxUrl = new URL(printedString(await guest.page('/product/geruit-flanellen-overhemd/'), 'woozone_vars', 'ajax_url')).pathname;
});

describe('WooZone_frontend', () => {
  it("45 save_product_country: valid, 'ok'", async () => {
    expect(JSON.parse(await holdsTo(await frontend('save_product_country', { product_id: PRODUCT, product_country: 'de' }), '45-woozone_save_product_country'))).toEqual({ status: 'valid', html: 'ok' });
  });

  it('46 save_product_country without its fields is a 400 with the reason', async () => {
    await differsAs(await frontend('save_product_country', {}), '46-woozone_save_product_country_no_fields', 'bad-fields-refused', { status: 400, mediaType: 'text/plain' });
  });

  it.each([
    ['47-woozone_load_amazon_reviews', 'load_amazon_reviews', { prodid: PRODUCT }, []],
    ['48-woozone_update_countries', 'update_countries', { product_id: PRODUCT, asin: ASIN, product_country: 'de' }, []],
    ['49-woozone_load_cross_sell', 'load_cross_sell', { asin: ASIN }, ['debug']],
    ['50-woozone_cross_sell_empty_cache', 'cross_sell_empty_cache', { asin: ASIN }, []],
    ['51-woozone_do_sync', 'do_sync', { asin: ASIN, product_id: PRODUCT, product_type: 'simple' }, ['do_refresh', 'html_aftersync']],
  ])("%s: a later WooZone's answer, in 9.0.3.2's envelope", async (name, subAction, fields, extraKeys) => {
    const body = await holdsTo(await frontend(subAction, fields), name, { extraKeys, additions: ['later-woozone-sub-actions'] });
    expect([statusOf(rehubCapture(name).body), statusOf(body)]).toEqual(['invalid', 'valid']);
  });

  it('a sub-action WooZone does not have: its "Invalid action!", as 9.0.3.2 answers the later ones', async () => {
    const body = await holdsTo(await frontend('save_countries_elsewhere', {}), '47-woozone_load_amazon_reviews');
    expect(body).toBe(rehubCapture('47-woozone_load_amazon_reviews').body);
  });
});

describe('WooZone_before_user_checkout', () => {
  it("52 answers as the plugin's code does with its checkout e-mail option on (off on the captured shop)", async () => {
    const sent = guest.post(ajaxUrl, { action: 'WooZone_before_user_checkout', _nonce: '0123456789', email: 'klant@voorbeeld.example' });
    expect(await differsAs(await sent, '52-woozone_before_user_checkout', 'checkout-email-on', { status: 200, mediaType: 'text/html' })).toBe('Busted!');
  });
});
