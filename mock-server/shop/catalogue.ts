/** The catalogue as the shop reads it: lookups, WooCommerce's listing orders and product search. */
import type { Catalogue, Category, Cents, Product, ProductAttribute, Variation } from './catalogue-types.ts';

/** What goes into the cart: a simple product, or one variation of a variable product. */
export interface Purchasable {
  product: Product;
  variation?: Variation;
  /**
   * A cart line's variation attributes as WooCommerce keeps them with the line (`attribute_{name}` ->
   * value): the variation's own, with the shopper's choice for each it leaves "any". Without, the
   * variation's own.
   */
  chosen?: Record<string, string>;
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
    // As WooCommerce's find_matching_product_variation(): the first whose every attribute is the one
    // given or "any" (given or not: the cart asks for a missing one).
    variationFor: (product, attributes) =>
      product.variations?.find((variation) => Object.entries(variation.attributes).every(([name, value]) => value === '' || attributes[name] === value)),
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

/** Labels of the demo's older products' own attributes, which carry no `attributes` of their own. */
const ATTRIBUTE_LABELS: Record<string, string> = { size: 'Maat', color: 'Kleur' };

/**
 * A variable product's attributes: its own list, or (the demo's older products) one per attribute its
 * variations have, its values those the variations use.
 */
export function productAttributes(product: Product): ProductAttribute[] {
  if (product.attributes) return product.attributes;
  const variations = product.variations ?? [];
  const names = [...new Set(variations.flatMap((variation) => Object.keys(variation.attributes)))];
  return names.map((name) => ({
    name,
    label: ATTRIBUTE_LABELS[name] ?? name,
    taxonomy: false,
    options: [...new Set(variations.map((variation) => variation.attributes[name] ?? '').filter((value) => value !== ''))].map((value) => ({ slug: value, name: value })),
    visible: true,
  }));
}

/** The label of `attribute_{name}` or `{name}` (`wc_attribute_label()`). */
export function attributeLabel(product: Product, name: string): string {
  const bare = name.replace(/^attribute_/, '');
  return productAttributes(product).find((attribute) => attribute.name === bare)?.label ?? bare;
}

/** The shown name of a posted value ("rood" -> "Rood" for a term; the value itself for the product's own). */
export function attributeValueName(product: Product, name: string, value: string): string {
  const bare = name.replace(/^attribute_/, '');
  return productAttributes(product).find((attribute) => attribute.name === bare)?.options.find((option) => option.slug === value)?.name ?? value;
}

/**
 * The title WooCommerce gives a variation (generate_product_title()): the product's name, then its
 * own values (its "any" ones left out) when it has fewer than three attributes: "Oxford overhemd - M".
 */
export function purchasableName({ product, variation }: Purchasable): string {
  if (!variation) return product.name;
  const attributes = Object.entries(variation.attributes);
  const values = attributes.filter(([, value]) => value !== '').map(([name, value]) => attributeValueName(product, name, value));
  return attributes.length < 3 && values.length > 0 ? `${product.name} - ${values.join(', ')}` : product.name;
}

/** WooCommerce's cart item `variation`: the line's `attribute_*` values. */
export function lineVariation(item: Purchasable): Record<string, string> {
  if (!item.variation) return {};
  return item.chosen ?? variationAttributes(item.variation);
}

/**
 * What WooCommerce lists under a cart line's name (`wc_get_formatted_cart_item_data()`): each
 * attribute whose value the name does not show, "Kleur: Rood", the values an "any" variation was
 * chosen with.
 */
export function cartItemData(item: Purchasable): Array<{ key: string; value: string }> {
  if (!item.variation) return [];
  const name = purchasableName(item);
  return Object.entries(lineVariation(item)).flatMap(([field, value]) => {
    const shown = attributeValueName(item.product, field, value);
    if (value === '' || isAttributeInName(shown, name)) return [];
    return [{ key: attributeLabel(item.product, field), value: shown }];
  });
}

/** `wc_is_attribute_in_product_name()`: the value is one of the values after the name's " - ". */
function isAttributeInName(value: string, name: string): boolean {
  const suffix = name.includes(' - ') ? name.slice(name.lastIndexOf(' - ') + 3) : '';
  return suffix.split(', ').some((part) => part.toLocaleLowerCase('nl') === value.toLocaleLowerCase('nl'));
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

/**
 * A variation (or a cart line of one) links to its parent's page with the attributes preselected
 * (`?attribute_size=S`), as WooCommerce's variation permalink does; "any" ones the line's choice.
 */
export function purchasablePath(item: Purchasable): string {
  const chosen = Object.entries(lineVariation(item)).filter(([, value]) => value !== '');
  if (chosen.length === 0) return productPath(item.product);
  return `${productPath(item.product)}?${new URLSearchParams(chosen)}`;
}
