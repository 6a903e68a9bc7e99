/** The demo's "Amazon" (fixtures/amazon.ts) as the WooZone actions and views look it up. */
import { AFFILIATE_IDS, AMAZON_COUNTRIES, AMAZON_LISTINGS, type AmazonCountry, type AmazonCrossSellItem, type AmazonListing } from '../../fixtures/amazon.ts';
import type { CatalogueIndex } from './catalogue.ts';
import type { Product } from './catalogue-types.ts';
import { affiliateIdFor, amazonLink } from '../../src/contracts/amazon-link.ts';

const byProductId = new Map(AMAZON_LISTINGS.map((listing) => [listing.productId, listing]));

/** WooZone's data for an imported product; undefined for the shop's own products. */
export function amazonListing(product: Pick<Product, 'id' | 'affiliate'>): AmazonListing | undefined {
  return product.affiliate ? byProductId.get(product.id) : undefined;
}

export function amazonCountry(domain: string): AmazonCountry | undefined {
  return AMAZON_COUNTRIES.find((country) => country.domain === domain);
}

/** The country's tag, else the main one (docs/CONTRACTS.md#woozone). */
export function affiliateId(domain: string): string {
  return affiliateIdFor(domain, AFFILIATE_IDS);
}

/** Amazon's product links (docs/CONTRACTS.md#woozone), built as the country box's island builds them. Only rendered, never fetched. */
export function amazonProductLink(domain: string, asin: string): string {
  return amazonLink(domain, asin, AFFILIATE_IDS);
}

/** The shop's product WooZone imported under `asin`, with its WooZone data; undefined for any other ASIN. */
export function importedProduct(catalogue: Pick<CatalogueIndex, 'product'>, asin: string): { product: Product; listing: AmazonListing } | undefined {
  for (const listing of AMAZON_LISTINGS) {
    const product = catalogue.product(listing.productId);
    if (product?.affiliate?.asin === asin) return { product, listing };
  }
  return undefined;
}

/** An item sold only on Amazon that some product's "Frequently Bought Together" offers. */
export function amazonOnlyItem(asin: string): AmazonCrossSellItem | undefined {
  return AMAZON_LISTINGS.flatMap((listing) => listing.crossSell).find((item) => item.asin === asin);
}
