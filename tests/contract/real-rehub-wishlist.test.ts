/** The demo's wishlist calls held to Rehub's and rehub-framework's (fixtures/real-rehub/ 01–13), in the captures' order. */
import { beforeAll, describe, expect, it } from 'vitest';
import { REHUB_FRAMEWORK_AJAX_PATH } from '../../src/contracts/host-globals.ts';
import { printedString } from '../../scripts/real-shop/page-globals.ts';
import { differsAs, holdsTo } from './real-rehub.ts';
import { Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();
const AJAX = '/wp-admin/admin-ajax.php';
/** The capture's Casual Shirt Blauw: the demo's Linnen shirt. */
const SHIRT = '101';
/** `klant`, the captures' user 3. */
const KLANT = '2';
const OWN_NONCES = ['wishnonce', 'comparenonce', 'nonce'];

let guest: Shopper;
let customer: Shopper;
let guestNonce: string;
let customerNonce: string;

const wish = (who: Shopper, nonce: string, wishCount: string) => who.post(AJAX, { action: 'rhwishlist', wishnonce: nonce, wish_count: wishCount, post_id: SHIRT });
const refresh = (who: Shopper, userid: string, endpoint = REHUB_FRAMEWORK_AJAX_PATH) => who.get(`${endpoint}?action=refreshwishes&userid=${userid}`);
const listOf = (body: string) => (JSON.parse(body) as { wishlistids: string }).wishlistids;

beforeAll(async () => {
  guest = new Shopper(running.origin);
  guestNonce = printedString(await guest.page('/shop/'), 'rhscriptvars', 'wishnonce');
  customer = new Shopper(running.origin);
  await customer.logIn('klant', 'klant');
  customerNonce = printedString(await customer.page('/shop/'), 'rhscriptvars', 'wishnonce');
});

describe('a guest', () => {
  it('01 adds with rhwishlist: an empty body', async () => {
    await holdsTo(await wish(guest, guestNonce, 'add'), '01-rhwishlist_add');
  });

  it('02 refreshwishes at rehub_ajax.php lists it', async () => {
    const body = await holdsTo(await refresh(guest, '0'), '02-refreshwishes', { extraKeys: OWN_NONCES, additions: ['own-nonces-in-refreshwishes'] });
    expect(JSON.parse(body)).toMatchObject({ wishlistids: SHIRT, wishcounter: 1 });
  });

  it('03 removes with rhwishlist: an empty body', async () => {
    await holdsTo(await wish(guest, guestNonce, 'remove'), '03-rhwishlist_remove');
  });

  it('04 refreshwishes lists nothing', async () => {
    const body = await holdsTo(await refresh(guest, '0'), '04-refreshwishes_empty', { extraKeys: OWN_NONCES, additions: ['own-nonces-in-refreshwishes'] });
    expect(JSON.parse(body)).toMatchObject({ wishlistids: '', wishcounter: 0 });
  });

  it('05 a bad nonce is refused as WordPress refuses one', async () => {
    expect(await differsAs(await wish(guest, '0123456789', 'add'), '05-rhwishlist_bad_nonce', 'nonce-refused-as-wordpress', { status: 403, mediaType: 'text/html' })).toBe('-1');
  });

  it('06 a GET is refused', async () => {
    await differsAs(await guest.get(`${AJAX}?action=rhwishlist&wishnonce=${guestNonce}&wish_count=add&post_id=${SHIRT}`), '06-rhwishlist_get', 'state-changes-by-post-only', { status: 405, mediaType: 'text/plain' });
  });

  it('07 no post_id is a 400 with the reason', async () => {
    const body = await differsAs(await guest.post(AJAX, { action: 'rhwishlist', wishnonce: guestNonce, wish_count: 'add' }), '07-rhwishlist_no_post_id', 'bad-fields-refused', { status: 400, mediaType: 'text/plain' });
    expect(body).toContain('post_id');
  });

  it('08 admin-ajax has no refreshwishes: 0', async () => {
    await holdsTo(await refresh(guest, '0', AJAX), '08-refreshwishes_admin_ajax');
  });
});

describe('the customer klant', () => {
  it('09 adds with rhwishlist: an empty body', async () => {
    await holdsTo(await wish(customer, customerNonce, 'add'), '09-rhwishlist_add_customer');
  });

  it('10 refreshwishes with their own id lists it', async () => {
    const body = await holdsTo(await refresh(customer, KLANT), '10-refreshwishes_customer', { extraKeys: OWN_NONCES, additions: ['own-nonces-in-refreshwishes'] });
    expect(listOf(body)).toBe(SHIRT);
  });

  it("11 refreshwishes with userid 0 lists their own wishes (rehub-framework: the IP address's)", async () => {
    const body = await holdsTo(await refresh(customer, '0'), '11-refreshwishes_customer_userid_0', { extraKeys: OWN_NONCES, additions: ['own-nonces-in-refreshwishes', 'own-list-only'] });
    expect(listOf(body)).toBe(SHIRT);
  });

  it("12 a guest asking for klant's list is refused (rehub-framework shows it)", async () => {
    await differsAs(await refresh(guest, KLANT), '12-refreshwishes_other_user', 'own-list-only', { status: 403, mediaType: 'text/plain' });
  });

  it('13 removes with rhwishlist: an empty body', async () => {
    await holdsTo(await wish(customer, customerNonce, 'remove'), '13-rhwishlist_remove_customer');
    expect(listOf(await (await refresh(customer, KLANT)).text())).toBe('');
  });
});
