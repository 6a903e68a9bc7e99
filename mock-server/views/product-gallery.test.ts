import { describe, expect, it } from 'vitest';
import { catalogue } from '../../fixtures/catalogue.ts';
import type { Product } from '../shop/catalogue-types.ts';
import { productGallery } from './product-gallery.ts';

const shirt = catalogue.products.find((product) => product.slug === 'linnen-shirt') as Product;

function galleryOf(product: Product): Document {
  return new DOMParser().parseFromString(String(productGallery(product)), 'text/html');
}

describe("the product page's gallery", () => {
  it('shows the main picture first at its 600 px, then the back, a detail and the fabric as thumbnails', () => {
    const items = [...galleryOf(shirt).querySelectorAll('.woocommerce-product-gallery > .woocommerce-product-gallery__wrapper > .woocommerce-product-gallery__image')];
    const images = items.map((item) => item.querySelector('a > img')!);
    expect(images.map((image) => [image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('alt')])).toEqual([
      ['/wp-content/uploads/linnen-shirt.svg', '600', '600', 'Linnen shirt'],
      ['/wp-content/uploads/linnen-shirt-achterkant-100x100.svg', '100', '100', 'Linnen shirt – achterkant'],
      ['/wp-content/uploads/linnen-shirt-detail-100x100.svg', '100', '100', 'Linnen shirt – detail'],
      ['/wp-content/uploads/linnen-shirt-stof-100x100.svg', '100', '100', 'Linnen shirt – stof'],
    ]);
    // Only the main picture is needed at once.
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy', 'lazy']);
  });

  it('links each picture to its full size, and gives a lightbox its address and size', () => {
    for (const link of galleryOf(shirt).querySelectorAll<HTMLAnchorElement>('.woocommerce-product-gallery__image > a')) {
      const image = link.querySelector('img')!;
      expect(link.getAttribute('href')).toMatch(/^\/wp-content\/uploads\/linnen-shirt(-[a-z]+)?-1200x1200\.svg$/);
      expect(image.dataset).toMatchObject({ large_image: link.getAttribute('href'), large_image_width: '1200', large_image_height: '1200' });
    }
  });

  it('escapes the product name in every alt text', () => {
    const hostile = { ...shirt, name: '"><script>alert(1)</script>' };
    const markup = String(productGallery(hostile));
    expect(markup).not.toContain('<script');
    expect([...galleryOf(hostile).querySelectorAll('img')].map((image) => image.alt)).toEqual([
      hostile.name,
      `${hostile.name} – achterkant`,
      `${hostile.name} – detail`,
      `${hostile.name} – stof`,
    ]);
  });
});
