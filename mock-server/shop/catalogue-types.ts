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

/**
 * A product's attribute as WooCommerce keeps it: a global one (`taxonomy`: its name is `pa_{slug}`
 * and its values are terms, posted by their slug and shown by their name) or the product's own (its
 * values are posted and shown as they are).
 */
export interface ProductAttribute {
  /** The name in `attribute_{name}`: `pa_kleur`, or the product's own `size`. */
  name: string;
  /** Shown beside the choice and in the "Aanvullende informatie" tab: "Kleur". */
  label: string;
  taxonomy: boolean;
  /** The values in the shop's order: what is posted (`slug`) and shown (`name`). */
  options: Array<{ slug: string; name: string }>;
  /** Listed in the "Aanvullende informatie" tab (WooCommerce's "Visible on the product page"). */
  visible: boolean;
}

/** WooCommerce's length, width and height, as stored: decimal strings with a point, '' unset; in cm. */
export interface Dimensions {
  length: string;
  width: string;
  height: string;
}

/**
 * A variation's own picture (WooCommerce's variation image): drawn in its own colour, served at the
 * shown size, a thumbnail and a full size like the product's own pictures.
 */
export interface VariationPicture {
  color: string;
  /** The attachment's title and caption, and its alt text. */
  title: string;
  caption: string;
  alt: string;
}

export interface Variation {
  id: number;
  /**
   * Attribute name -> value, e.g. { size: 'M' }; posted as attribute_size=M. '' is WooCommerce's "any":
   * the variation fits every value, and the shopper's choice is kept with the cart line.
   */
  attributes: Record<string, string>;
  price: Cents;
  sku: string;
  inStock: boolean;
  /** In kg, as WooCommerce stores it ("0.25"); without, the product's shows. */
  weight?: string;
  /** Without, the product's show (each one on its own, as WooCommerce does). */
  dimensions?: Partial<Dimensions>;
  /** The variation's description, plain text (WooCommerce formats it into paragraphs). */
  description?: string;
  /** Without, the product's main picture stands for it. */
  picture?: VariationPicture;
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
  /**
   * The attributes a variable product's variations choose from, in the order shown. Without (the
   * demo's older products), each attribute of the variations is the product's own, its values those
   * the variations use, labelled by the shop's usual names (Maat, Kleur).
   */
  attributes?: ProductAttribute[];
  /** In kg, as WooCommerce stores it ("0.25"). */
  weight?: string;
  dimensions?: Dimensions;
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
