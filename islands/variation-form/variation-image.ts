import type { VariationImage } from '../../src/contracts/product-variations.ts';

/**
 * The gallery's first picture for a chosen variation, as WooCommerce's `wc_variations_image_update`
 * sets it: the shown size, its full size (`data-large_image`, `data-src` and the picture's link, which
 * the lightbox and the zoom open), caption, title and alt, and the gallery thumbnail. Each attribute's
 * own value is kept in `data-o_{name}`, WooCommerce's attribute for it, and put back for a choice
 * without a picture of its own.
 */

interface GalleryParts {
  image: HTMLImageElement | null;
  wrap: HTMLElement | null;
  link: HTMLAnchorElement | null;
  thumbnail: HTMLImageElement | null;
}

/** The product's first gallery picture: on its page beside the form, in the quick view inside the same product. */
function galleryParts(product: Element | null): GalleryParts {
  const wrap = product?.querySelector<HTMLElement>('.images .woocommerce-product-gallery__image, .images .woocommerce-product-gallery__image--placeholder')
    ?? product?.querySelector<HTMLElement>('.woocommerce-product-gallery__image, .woocommerce-product-gallery__image--placeholder')
    ?? null;
  return {
    wrap,
    // A gallery without WooCommerce's wrapper (a theme's own): its first picture.
    image: wrap?.querySelector<HTMLImageElement>('.wp-post-image') ?? product?.querySelector<HTMLImageElement>('.woocommerce-product-gallery img') ?? null,
    link: wrap?.querySelector<HTMLAnchorElement>('a') ?? null,
    thumbnail: product?.querySelector<HTMLImageElement>('.flex-control-nav li img') ?? null,
  };
}

function setVariationAttribute(element: Element | null, name: string, value: string): void {
  if (!element) return;
  if (!element.hasAttribute(`data-o_${name}`)) element.setAttribute(`data-o_${name}`, element.getAttribute(name) ?? '');
  element.setAttribute(name, value);
}

function resetVariationAttribute(element: Element | null, name: string): void {
  const original = element?.getAttribute(`data-o_${name}`);
  if (element && original !== null && original !== undefined) element.setAttribute(name, original);
}

const IMAGE_ATTRIBUTES = ['src', 'width', 'height', 'srcset', 'sizes', 'title', 'data-caption', 'alt', 'data-src', 'data-large_image', 'data-large_image_width', 'data-large_image_height'] as const;

function imageAttributes(shown: VariationImage): Record<(typeof IMAGE_ATTRIBUTES)[number], string> {
  return {
    src: shown.src,
    width: shown.src_w,
    height: shown.src_h,
    srcset: shown.srcset,
    sizes: shown.sizes,
    title: shown.title,
    'data-caption': shown.caption,
    alt: shown.alt,
    'data-src': shown.full_src,
    'data-large_image': shown.full_src,
    'data-large_image_width': shown.full_src_w,
    'data-large_image_height': shown.full_src_h,
  };
}

/** Shows `shown` as the product's picture, or the product's own again (null). */
export function showVariationImage(product: Element | null, shown: VariationImage | null): void {
  const { image, wrap, link, thumbnail } = galleryParts(product);
  if (!shown) {
    for (const name of IMAGE_ATTRIBUTES) resetVariationAttribute(image, name);
    resetVariationAttribute(wrap, 'data-thumb');
    resetVariationAttribute(thumbnail, 'src');
    resetVariationAttribute(link, 'href');
    return;
  }
  const attributes = imageAttributes(shown);
  for (const name of IMAGE_ATTRIBUTES) setVariationAttribute(image, name, attributes[name]);
  setVariationAttribute(wrap, 'data-thumb', shown.src);
  if (shown.gallery_thumbnail_src) setVariationAttribute(thumbnail, 'src', shown.gallery_thumbnail_src);
  if (shown.full_src) setVariationAttribute(link, 'href', shown.full_src);
}
