/**
 * WooZone's product-page calls: `load_amazon_reviews` (the reviews tab's content) and `do_sync` (the
 * product sync after load). The plugin answers garbage with `status: invalid`; here a malformed field
 * gets a 400 with its reason, and only a well-formed question about a product the plugin does not know
 * (or has no reviews for) gets `invalid`, which the page reads as "keep what you show".
 * Both are the demo's addition (tests/contract/demo-additions.ts lists it): they are a later
 * WooZone's, which the demo plays so the reviews tab and the sync banner have something to show;
 * 9.0.3.2 answers them "Invalid action!" (fixtures/real-rehub/ 47, 51).
 */
import { ASIN_PATTERN, DO_SYNC, LOAD_AMAZON_REVIEWS, SYNC_REFRESH_SECONDS } from '../../../src/contracts/woozone.ts';
import { syncBannerHtml, reviewsHtml } from '../../views/woozone-product.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { amazonListing } from '../amazon.ts';
import { readId } from '../input.ts';
import { refusal } from '../shop-request.ts';

/** WooCommerce's product types are slugs (`simple`, `variable`, `external`, `grouped`, or a plugin's). */
const PRODUCT_TYPE = /^[a-z][a-z0-9_-]{0,39}$/;

/** Set once this visitor's page asked for the reload: the reloaded page shows the synced product, so no banner again. */
export const syncedCookie = (productId: number) => `woozone_synced_${productId}`;

export const loadAmazonReviewsAction = adminAjaxAction(LOAD_AMAZON_REVIEWS, 'everyone', ({ shop, req, field, reply }) => {
  const id = readId(field('prodid'), 'prodid');
  if ('reason' in id) return refusal(400, id.reason);
  const product = shop.catalogue.product(id.value);
  const listing = product && amazonListing(product);
  if (!product || !listing || listing.reviews.length === 0) return reply({ status: 'invalid', html: '' });
  return reply({ status: 'valid', html: String(reviewsHtml(product, listing, req.url.host)) });
});

export const doSyncAction = adminAjaxAction(DO_SYNC, 'everyone', ({ shop, req, field, requirePost, reply }) => {
  // A sync writes the product: never by GET.
  const notPosted = requirePost();
  if (notPosted) return notPosted;
  const id = readId(field('product_id'), 'product_id');
  if ('reason' in id) return refusal(400, id.reason);
  const asin = field('asin')?.trim() ?? '';
  if (!ASIN_PATTERN.test(asin)) return refusal(400, 'Ongeldige asin: verwacht 10 hoofdletters of cijfers.');
  const productType = field('product_type')?.trim() ?? '';
  if (!PRODUCT_TYPE.test(productType)) return refusal(400, 'Ongeldig product_type: verwacht een producttype als simple of variable.');
  const product = shop.catalogue.product(id.value);
  const listing = product && amazonListing(product);
  if (!product || !listing || product.affiliate?.asin !== asin) return reply({ status: 'invalid', html: '', do_refresh: 'no', html_aftersync: '' });
  const changed = listing.stale && req.cookies[syncedCookie(product.id)] === undefined;
  if (!changed) return reply({ status: 'valid', html: '', do_refresh: 'no', html_aftersync: '' });
  const answer = reply({
    status: 'valid',
    html: String(syncBannerHtml(SYNC_REFRESH_SECONDS)),
    do_refresh: 'yes',
    // The plugin's rows for its debug table, which only its admin bar shows; the banner never does.
    html_aftersync: '<tr><td>Productinformatie bijgewerkt</td></tr>',
  });
  return { ...answer, cookies: [...answer.cookies, { name: syncedCookie(product.id), value: '1', path: '/', httpOnly: true }] };
});
