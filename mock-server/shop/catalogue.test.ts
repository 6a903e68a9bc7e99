import { describe, expect, it } from 'vitest';
import { catalogue as demo } from '../../fixtures/catalogue.ts';
import { createCatalogueIndex, ORDERBY_VALUES, priceRange, readOrderby } from './catalogue.ts';

const catalogue = createCatalogueIndex(demo);
const ids = (orderby: (typeof ORDERBY_VALUES)[number]) => catalogue.list({ orderby }).map((product) => product.id);

describe('catalogue listing', () => {
  it('lists every product in menu order by default', () => {
    const listed = catalogue.list({});
    expect(listed).toHaveLength(demo.products.length);
    const orders = listed.map((product) => product.menuOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('sorts by each of WooCommerce orderby values', () => {
    const byId = (id: number) => catalogue.product(id)!;
    const popularity = ids('popularity').map((id) => byId(id).popularity);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    const rating = ids('rating').map((id) => byId(id).rating);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    const dates = ids('date').map((id) => byId(id).published);
    expect(dates).toEqual([...dates].sort().reverse());
    const low = ids('price').map((id) => priceRange(byId(id)).min);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = ids('price-desc').map((id) => priceRange(byId(id)).max);
    expect(high).toEqual([...high].sort((a, b) => b - a));
  });

  it('falls back to the default order for an unknown orderby', () => {
    expect(readOrderby('price')).toBe('price');
    expect(readOrderby('DROP TABLE')).toBe('menu_order');
    expect(readOrderby(null)).toBe('menu_order');
  });

  it('filters by category slug', () => {
    const shirts = catalogue.list({ category: 'casual-shirts' });
    expect(shirts.length).toBeGreaterThan(0);
    expect(shirts.every((product) => product.categories.includes('casual-shirts'))).toBe(true);
    expect(catalogue.list({ category: 'bestaat-niet' })).toEqual([]);
  });

  it('searches every word case-insensitively in name and descriptions', () => {
    expect(catalogue.list({ search: 'LINNEN shirt' }).map((product) => product.slug)).toContain('linnen-shirt');
    expect(catalogue.list({ search: 'linnen zzzz' })).toEqual([]);
  });
});

describe('catalogue lookups', () => {
  it('finds a variation by its own id, with its parent', () => {
    const item = catalogue.purchasable(202);
    expect(item?.product.id).toBe(103);
    expect(item?.variation?.attributes).toEqual({ size: 'M' });
  });

  it('finds the variation matching posted attributes', () => {
    const oxford = catalogue.product(103)!;
    expect(catalogue.variationFor(oxford, { size: 'XL' })?.id).toBe(204);
    expect(catalogue.variationFor(oxford, { size: 'XXL' })).toBeUndefined();
  });

  it('finds products by slug and categories by slug', () => {
    expect(catalogue.productBySlug('linnen-shirt')?.id).toBe(101);
    expect(catalogue.category('casual-shirts')?.name).toBe('Casual shirts');
  });
});
