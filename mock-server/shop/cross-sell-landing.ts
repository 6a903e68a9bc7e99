/**
 * Where the "Frequently Bought Together" button lands: `?amz_cross_sell=yes&asins=A,B` on any page
 * (WooZone's cross_sell_checkout() runs on every request). The plugin sends the listed ASINs to
 * Amazon's cart; the demo puts the one the shop sells itself (an imported product) in the shop's cart,
 * says in a notice which items only Amazon sells, and goes to the cart. A list that is not ASINs is
 * told in a notice rather than refused with a 4xx: a shopper followed a link and should land somewhere.
 */
import { addToCart } from './cart-actions.ts';
import { addNotice } from './cart-notices.ts';
import type { ShopCore } from './core.ts';
import { amazonOnlyItem, importedProduct } from './amazon.ts';
import { ASIN_PATTERN } from '../../src/contracts/woozone.ts';
import type { Notice } from './sessions.ts';
import type { Visit } from './visit.ts';

/** The plugin offers the product and up to three items; ten leaves room for a host that shows more. */
export const MAX_CROSS_SELL_ASINS = 10;

const CART_PATH = '/cart/';

const BAD_LINK: Notice = {
  type: 'error',
  text: `Deze link naar de winkelwagen klopt niet: hij moet 1 tot ${MAX_CROSS_SELL_ASINS} Amazon-artikelnummers (ASIN’s) noemen, gescheiden door komma’s.`,
};

/** The ASINs of `asins`, each once, or null when the list is empty, too long or holds anything else. */
export function readAsinList(value: string | null): string[] | null {
  const asins = [...new Set((value ?? '').split(',').map((asin) => asin.trim()))];
  if (asins.length > MAX_CROSS_SELL_ASINS || !asins.every((asin) => ASIN_PATTERN.test(asin))) return null;
  return asins;
}

const quoted = (titles: string[]) => titles.map((title) => `“${title}”`);

function amazonOnlyNotice(titles: string[]): Notice {
  const names = quoted(titles);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} en ${names.at(-1)}`;
  const verb = names.length === 1 ? 'is' : 'zijn';
  return { type: 'info', text: `${list} ${verb} alleen bij Amazon te koop en ${verb} daarom niet aan je winkelwagen toegevoegd.` };
}

/**
 * Acts on the link when `query` is one (`amz_cross_sell=yes`): adds, stores the notices for the next
 * page, and returns where to go; undefined for any other page request.
 */
export function crossSellLanding(shop: ShopCore, visit: Visit, query: URLSearchParams): string | undefined {
  if (query.get('amz_cross_sell') !== 'yes') return undefined;
  const notices = shop.visits.ensureSession(visit).notices;
  const asins = readAsinList(query.get('asins'));
  if (!asins) {
    notices.push(BAD_LINK);
    return CART_PATH;
  }
  const amazonOnly: string[] = [];
  const unknown: string[] = [];
  for (const asin of asins) {
    const imported = importedProduct(shop.catalogue, asin);
    if (imported) {
      notices.push(addNotice(addToCart(shop, visit, shop.catalogue.purchasable(imported.product.id), 1)));
      continue;
    }
    const item = amazonOnlyItem(asin);
    if (item) amazonOnly.push(item.title);
    else unknown.push(asin);
  }
  if (amazonOnly.length > 0) notices.push(amazonOnlyNotice(amazonOnly));
  if (unknown.length > 0) notices.push({ type: 'error', text: `Onbekend artikelnummer, overgeslagen: ${unknown.join(', ')}.` });
  return CART_PATH;
}
