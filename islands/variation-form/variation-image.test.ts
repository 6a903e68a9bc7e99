import { afterEach, describe, expect, it } from 'vitest';
import type { VariationImage } from '../../src/contracts/product-variations.ts';
import { showVariationImage } from './variation-image.ts';

const red: VariationImage = {
  src: '/hoodie-rood-600x600.jpg',
  srcset: '/hoodie-rood-600x600.jpg 600w, /hoodie-rood-300x300.jpg 300w',
  sizes: '(max-width: 600px) 100vw, 600px',
  alt: 'Hoodie rood',
  title: 'Hoodie, rood',
  caption: 'Rood',
  src_w: '600',
  src_h: '600',
  full_src: '/hoodie-rood.jpg',
  full_src_w: '1600',
  full_src_h: '1600',
  gallery_thumbnail_src: '/hoodie-rood-100x100.jpg',
};

/** A gallery as `wc_get_gallery_image_html()` prints it, with a thumbnail strip. */
function product(): HTMLElement {
  document.body.innerHTML = `<div class="product"><div class="woocommerce-product-gallery images">
    <div class="woocommerce-product-gallery__image" data-thumb="/hoodie-100x100.jpg"><a href="/hoodie.jpg"><img class="wp-post-image" src="/hoodie-600x600.jpg" width="600" height="600" srcset="/hoodie-600x600.jpg 600w" sizes="600px" alt="Hoodie" title="Hoodie" data-caption="" data-src="/hoodie.jpg" data-large_image="/hoodie.jpg" data-large_image_width="1600" data-large_image_height="1600"></a></div>
    <ol class="flex-control-nav"><li><img src="/hoodie-100x100.jpg"></li></ol>
  </div></div>`;
  return document.querySelector<HTMLElement>('.product')!;
}

const image = () => document.querySelector<HTMLImageElement>('.wp-post-image')!;
const attributes = (element: Element, names: readonly string[]) => names.map((name) => element.getAttribute(name));
const IMAGE = ['src', 'width', 'height', 'srcset', 'sizes', 'alt', 'title', 'data-caption', 'data-src', 'data-large_image', 'data-large_image_width', 'data-large_image_height'];

afterEach(() => document.body.replaceChildren());

describe("a chosen variation's picture", () => {
  it('shows in the gallery with its full size, which the picture\'s link, the zoom and the lightbox open', () => {
    showVariationImage(product(), red);
    expect(attributes(image(), IMAGE)).toEqual([
      red.src, '600', '600', red.srcset, red.sizes, 'Hoodie rood', 'Hoodie, rood', 'Rood', '/hoodie-rood.jpg', '/hoodie-rood.jpg', '1600', '1600',
    ]);
    expect(document.querySelector('.woocommerce-product-gallery__image a')!.getAttribute('href')).toBe('/hoodie-rood.jpg');
    expect(document.querySelector('.woocommerce-product-gallery__image')!.getAttribute('data-thumb')).toBe(red.src);
    expect(document.querySelector('.flex-control-nav img')!.getAttribute('src')).toBe('/hoodie-rood-100x100.jpg');
  });

  it("gives way to the product's own picture, every attribute as it was, when the choice goes", () => {
    const element = product();
    const before = attributes(image(), IMAGE);
    showVariationImage(element, red);
    showVariationImage(element, { ...red, src: '/hoodie-blauw.jpg', full_src: '/hoodie-blauw-groot.jpg' });
    showVariationImage(element, null);
    expect(attributes(image(), IMAGE)).toEqual(before);
    expect(document.querySelector('.woocommerce-product-gallery__image a')!.getAttribute('href')).toBe('/hoodie.jpg');
    expect(document.querySelector('.woocommerce-product-gallery__image')!.getAttribute('data-thumb')).toBe('/hoodie-100x100.jpg');
    expect(document.querySelector('.flex-control-nav img')!.getAttribute('src')).toBe('/hoodie-100x100.jpg');
  });

  it("keeps the picture's link when the variation gives no full size", () => {
    showVariationImage(product(), { ...red, full_src: '' });
    expect(document.querySelector('.woocommerce-product-gallery__image a')!.getAttribute('href')).toBe('/hoodie.jpg');
  });

  it("takes a theme's gallery without WooCommerce's wrapper by its first picture, and a page without a gallery as nothing to do", () => {
    document.body.innerHTML = '<div class="product"><div class="woocommerce-product-gallery"><img src="/a.jpg" alt="A"></div></div>';
    showVariationImage(document.querySelector('.product'), red);
    expect(document.querySelector('img')!.getAttribute('src')).toBe(red.src);
    expect(() => showVariationImage(null, red)).not.toThrow();
  });
});
