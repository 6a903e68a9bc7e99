import { describe, expect, it } from 'vitest';
import type { Product } from '../shop/catalogue-types.ts';
import { PICTURE_VIEWS, pictureUrl, readPictureFile, type PictureSize } from './product-picture-files.ts';

const shirt = { slug: 'linnen-shirt' } as Product;
/** A product whose own slug ends like a view. */
const detailed = { slug: 'kant-detail' } as Product;
const products = new Map([shirt, detailed, { slug: 'kant' } as Product].map((product) => [product.slug, product]));
const read = (file: string) => readPictureFile(file, (slug) => products.get(slug));
const fileOf = (url: string) => url.replace('/wp-content/uploads/', '');

describe('product picture files', () => {
  it('name the front at the single size `{slug}.svg`, as every page has always shown it', () => {
    expect(pictureUrl(shirt, 'voorkant', 'single')).toBe('/wp-content/uploads/linnen-shirt.svg');
    expect(pictureUrl(shirt, 'achterkant', 'thumbnail')).toBe('/wp-content/uploads/linnen-shirt-achterkant-100x100.svg');
    expect(pictureUrl(shirt, 'voorkant', 'full')).toBe('/wp-content/uploads/linnen-shirt-1200x1200.svg');
  });

  it.each(PICTURE_VIEWS.flatMap((view) => (['thumbnail', 'single', 'full'] as PictureSize[]).map((size) => [view, size] as const)))(
    'read back the %s at the %s size',
    (view, size) => {
      expect(read(fileOf(pictureUrl(shirt, view, size)))).toEqual({ product: shirt, view, pixels: { thumbnail: 100, single: 600, full: 1200 }[size] });
    },
  );

  it.each(['linnen-shirt-600x600.svg', 'linnen-shirt-voorkant.svg', 'linnen-shirt-2400x2400.svg', 'linnen-shirt-100x1200.svg', 'linnen-shirt-zijkant.svg', 'bestaat-niet.svg', 'linnen-shirt.png', '../linnen-shirt.svg', 'Linnen-shirt.svg'])(
    'answer nothing for %s (one name per picture, only the sizes made)',
    (file) => {
      expect(read(file)).toBeNull();
    },
  );

  it('find a product whose slug ends like a view by its whole slug first', () => {
    expect(read('kant-detail.svg')).toEqual({ product: detailed, view: 'voorkant', pixels: 600 });
    expect(read('kant-detail-detail.svg')).toEqual({ product: detailed, view: 'detail', pixels: 600 });
  });
});
