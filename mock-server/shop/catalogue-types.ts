/** The demo catalogue's shape: fixtures/catalogue.ts holds the data, the shop logic reads it. */

/** Whole euro cents, so totals never suffer from floating point. */
export type Cents = number;

export interface Category {
  slug: string;
  /** Dutch name as shown in menus and breadcrumbs, e.g. "Casual shirts". */
  name: string;
  description: string;
}

/** Which garment the generated product picture shows. */
export type GarmentMotif =
  | 'shirt'
  | 't-shirt'
  | 'polo'
  | 'dress'
  | 'trousers'
  | 'jacket'
  | 'hoodie'
  | 'skirt'
  | 'kaftan'
  | 'scarf';

export interface Variation {
  id: number;
  /** Attribute slug -> value, e.g. { size: 'M' }; posted as attribute_size=M. */
  attributes: Record<string, string>;
  price: Cents;
  sku: string;
  inStock: boolean;
}

/** An item the WooZone plugin imported from Amazon; links go to amazon.{country}/dp/{asin}/?tag=... */
export interface AffiliateInfo {
  asin: string;
  /** Marketplace country domain, e.g. "de", "nl", "co.uk", "fr". */
  country: string;
}

export interface Product {
  id: number;
  slug: string;
  name: string;
  sku: string;
  type: 'simple' | 'variable';
  /** Current price; for a variable product the lowest variation price. */
  price: Cents;
  /** Present when the product is on sale: the struck-through price. */
  regularPrice?: Cents;
  /** Category slugs, the first is the primary one (breadcrumbs). */
  categories: string[];
  shortDescription: string;
  description: string;
  /** Picture: garment motif and its main colour (CSS hex). */
  motif: GarmentMotif;
  color: string;
  inStock: boolean;
  variations?: Variation[];
  affiliate?: AffiliateInfo;
  /** Sorting keys of WooCommerce's ordering form. */
  menuOrder: number;
  popularity: number;
  /** Average rating, 0-5. */
  rating: number;
  /** ISO date the product was published. */
  published: string;
  crossSellIds: number[];
}

export interface Catalogue {
  categories: Category[];
  products: Product[];
}
