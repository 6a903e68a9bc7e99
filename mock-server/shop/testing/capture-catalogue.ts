/**
 * The three products of the shop the answers in fixtures/real-woocommerce/ were captured from, so
 * unit tests can compare keys and hashes with the real ones.
 */
import type { Catalogue, Product } from '../catalogue-types.ts';

const base = {
  categories: ['uncategorized'],
  shortDescription: '',
  description: '',
  motif: 'hoodie',
  color: '#888888',
  inStock: true,
  popularity: 0,
  rating: 0,
  crossSellIds: [],
} satisfies Partial<Product>;

export const captureCatalogue: Catalogue = {
  categories: [{ slug: 'uncategorized', name: 'Uncategorized', description: '' }],
  products: [
    { ...base, id: 10, slug: 'test-hoodie', name: 'Test Hoodie', sku: 'HOODIE-1', type: 'simple', price: 4500, menuOrder: 0, published: '2026-11-01' },
    { ...base, id: 11, slug: 'test-cap', name: 'Test Cap', sku: 'CAP-1', type: 'simple', price: 1250, menuOrder: 0, published: '2026-11-02' },
    {
      ...base,
      id: 12,
      slug: 'test-tee',
      name: 'Test Tee',
      sku: '',
      type: 'variable',
      price: 2000,
      menuOrder: 0,
      published: '2026-11-03',
      variations: [
        { id: 13, attributes: { size: 'S' }, price: 2000, sku: '', inStock: true },
        { id: 14, attributes: { size: 'M' }, price: 2200, sku: '', inStock: true },
      ],
    },
  ],
};
