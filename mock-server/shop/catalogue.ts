/** The catalogue as the shop reads it: lookups, WooCommerce's listing orders and product search. */
import type { Catalogue, Category, Cents, Product, Variation } from './catalogue-types.ts';

/** What goes into the cart: a simple product, or one variation of a variable product. */
export interface Purchasable {
  product: Product;
  variation?: Variation;
}

/** The `orderby` values of WooCommerce's ordering form; the first is the default. */
export const ORDERBY_VALUES = ['menu_order', 'popularity', 'rating', 'date', 'price', 'price-desc'] as const;
export type Orderby = (typeof ORDERBY_VALUES)[number];

export function readOrderby(value: string | null): Orderby {
  return ORDERBY_VALUES.find((known) => known === value) ?? 'menu_order';
}

export function priceRange(product: Product): { min: Cents; max: Cents } {
  const prices = product.variations?.map((variation) => variation.price) ?? [];
  if (prices.length === 0) return { min: product.price, max: product.price };
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

// Tie-breaks follow WooCommerce: title for the menu order, newest id first for the others.
const ORDERS: Record<Orderby, (a: Product, b: Product) => number> = {
  menu_order: (a, b) => a.menuOrder - b.menuOrder || a.name.localeCompare(b.name, 'nl'),
  popularity: (a, b) => b.popularity - a.popularity || b.id - a.id,
  rating: (a, b) => b.rating - a.rating || b.id - a.id,
  date: (a, b) => b.published.localeCompare(a.published) || b.id - a.id,
  price: (a, b) => priceRange(a).min - priceRange(b).min || b.id - a.id,
  'price-desc': (a, b) => priceRange(b).max - priceRange(a).max || b.id - a.id,
};

export interface ListingQuery {
  category?: string;
  search?: string;
  orderby?: Orderby;
}

export interface CatalogueIndex {
  readonly categories: readonly Category[];
  category(slug: string): Category | undefined;
  product(id: number): Product | undefined;
  productBySlug(slug: string): Product | undefined;
  /** A product or variation id as posted in `product_id` / `add-to-cart`. */
  purchasable(id: number): Purchasable | undefined;
  variationFor(product: Product, attributes: Record<string, string>): Variation | undefined;
  list(query: ListingQuery): Product[];
}

export function createCatalogueIndex(data: Catalogue): CatalogueIndex {
  const products = new Map(data.products.map((product) => [product.id, product]));
  const bySlug = new Map(data.products.map((product) => [product.slug, product]));
  const purchasables = new Map<number, Purchasable>();
  for (const product of data.products) {
    purchasables.set(product.id, { product });
    for (const variation of product.variations ?? []) purchasables.set(variation.id, { product, variation });
  }
  const categories = new Map(data.categories.map((category) => [category.slug, category]));

  return {
    categories: data.categories,
    category: (slug) => categories.get(slug),
    product: (id) => products.get(id),
    productBySlug: (slug) => bySlug.get(slug),
    purchasable: (id) => purchasables.get(id),
    variationFor: (product, attributes) =>
      product.variations?.find((variation) =>
        Object.entries(variation.attributes).every(([name, value]) => attributes[name] === value),
      ),
    list: ({ category, search, orderby = 'menu_order' }) =>
      data.products
        .filter((product) => !category || product.categories.includes(category))
        .filter((product) => !search || matchesSearch(product, search))
        .sort(ORDERS[orderby]),
  };
}

/** Like WordPress's search: every word must occur in the title, excerpt or content (case-insensitive). */
function matchesSearch(product: Product, search: string): boolean {
  const text = [product.name, product.shortDescription, product.description, product.sku].join(' ').toLocaleLowerCase('nl');
  return search
    .toLocaleLowerCase('nl')
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/** The name WooCommerce shows for a cart line: "Oxford overhemd - M" for a variation. */
export function purchasableName({ product, variation }: Purchasable): string {
  return variation ? `${product.name} - ${Object.values(variation.attributes).join(', ')}` : product.name;
}

export function purchasablePrice({ product, variation }: Purchasable): Cents {
  return variation?.price ?? product.price;
}

/** `{ size: 'M' }` as WooCommerce posts and stores it: `{ attribute_size: 'M' }`. */
export function variationAttributes(variation: Variation): Record<string, string> {
  return Object.fromEntries(Object.entries(variation.attributes).map(([name, value]) => [`attribute_${name}`, value]));
}

export function productPath(product: Product): string {
  return `/product/${product.slug}/`;
}

/** A variation links to its parent's page with the attributes preselected (`?attribute_size=S`). */
export function purchasablePath({ product, variation }: Purchasable): string {
  if (!variation) return productPath(product);
  return `${productPath(product)}?${new URLSearchParams(variationAttributes(variation))}`;
}
