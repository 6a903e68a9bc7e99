/**
 * WooZone's "Frequently Bought Together" calls (docs/CONTRACTS.md#woozone): `load_cross_sell` answers the box for an
 * imported product's ASIN (status `valid`, the box's `html`, the plugin's `debug` line; an ASIN the shop
 * did not import is `invalid`, one without items `valid` with no `html`, as the plugin answers), and the
 * debug button's `cross_sell_empty_cache`. The plugin takes both by GET too and any string as an ASIN;
 * here a missing or malformed ASIN is a 400 with its reason, and emptying the cache only by POST.
 * Both are the demo's addition (tests/contract/demo-additions.ts lists it): they are a later
 * WooZone's, which the demo plays so the cross-sell island has a box to show; 9.0.3.2 answers them
 * "Invalid action!" (fixtures/real-rehub/ 49, 50).
 */
import { CROSS_SELL_EMPTY_CACHE, LOAD_CROSS_SELL } from '../../../src/contracts/woozone.ts';
import { crossSellBox } from '../../views/cross-sell.ts';
import { adminAjaxAction } from '../admin-ajax-action.ts';
import { importedProduct } from '../amazon.ts';
import { ASIN_PATTERN } from '../../../src/contracts/woozone.ts';
import { refusal } from '../shop-request.ts';

function readAsin(value: string | null): { asin: string } | { reason: string } {
  if (value === null || value.trim() === '') return { reason: 'asin ontbreekt.' };
  const asin = value.trim();
  return ASIN_PATTERN.test(asin) ? { asin } : { reason: 'Ongeldige asin: tien hoofdletters en cijfers.' };
}

export const loadCrossSellAction = adminAjaxAction(LOAD_CROSS_SELL, 'everyone', ({ shop, field, reply }) => {
  const read = readAsin(field('asin'));
  if ('reason' in read) return refusal(400, read.reason);
  const imported = importedProduct(shop.catalogue, read.asin);
  if (!imported) return reply({ status: 'invalid', html: '', debug: `Geen geïmporteerd product met ASIN ${read.asin}.` });
  const { product, listing } = imported;
  if (listing.crossSell.length === 0) return reply({ status: 'valid', html: '', debug: 'Amazon gaf geen artikelen die vaak samen gekocht worden.' });
  return reply({ status: 'valid', html: crossSellBox(product, listing), debug: `${listing.crossSell.length} artikelen uit de cache.` });
});

export const crossSellEmptyCacheAction = adminAjaxAction(CROSS_SELL_EMPTY_CACHE, 'everyone', ({ field, requirePost, reply }) => {
  const notPosted = requirePost();
  if (notPosted) return notPosted;
  const read = readAsin(field('asin'));
  if ('reason' in read) return refusal(400, read.reason);
  // The demo's items are fixed: there is nothing to fetch again, so the cache is empty at once.
  return reply({ status: 'valid', html: '' });
});
