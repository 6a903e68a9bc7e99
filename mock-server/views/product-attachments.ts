/**
 * A product's pictures as WordPress attachments: an id, a title, a caption, an alt text and the files
 * of its sizes (product-picture-files.ts). The product's main picture stands for every variation
 * without one of its own, as WooCommerce's variation image falls back to its product's.
 */
import type { Product, Variation } from '../shop/catalogue-types.ts';
import { PICTURE_SIZES, pictureUrl, variationPictureUrl, type PictureSize } from './product-picture-files.ts';

export interface Attachment {
  /** The attachment's post id: 1000 + the product's id for its main picture, 2000 + the variation's for a variation's own. */
  id: number;
  title: string;
  caption: string;
  alt: string;
  url(size: PictureSize): string;
}

export function productAttachment(product: Product): Attachment {
  return { id: 1000 + product.id, title: product.name, caption: '', alt: product.name, url: (size) => pictureUrl(product, 'voorkant', size) };
}

/** A variation's own picture, else its product's main one. */
export function variationAttachment(product: Product, variation: Variation): Attachment {
  const own = variation.picture;
  if (!own) return productAttachment(product);
  return { id: 2000 + variation.id, title: own.title, caption: own.caption, alt: own.alt, url: (size) => variationPictureUrl(product, variation, size) };
}

/** `wp_get_attachment_image_srcset()`: every size of the (square) picture, by its width. */
export function attachmentSrcset(attachment: Attachment): string {
  return (['single', 'thumbnail', 'full'] as const).map((size) => `${attachment.url(size)} ${PICTURE_SIZES[size]}w`).join(', ');
}

/** `wp_get_attachment_image_sizes()` of the single-product size. */
export const SINGLE_SIZES = `(max-width: ${PICTURE_SIZES.single}px) 100vw, ${PICTURE_SIZES.single}px`;

/**
 * `wc_get_product_attachment_props()`: what WooCommerce's variation script puts on the gallery's
 * main picture and link when the variation is chosen: the shown size (`src`), the full size the
 * link and the zoom open (`full_src`), the gallery's and the loop's thumbnails.
 */
export function attachmentProps(attachment: Attachment) {
  const { single, thumbnail, full } = PICTURE_SIZES;
  return {
    title: attachment.title,
    caption: attachment.caption,
    url: attachment.url('full'),
    alt: attachment.alt || attachment.caption || attachment.title,
    src: attachment.url('single'),
    srcset: attachmentSrcset(attachment),
    sizes: SINGLE_SIZES,
    full_src: attachment.url('full'),
    full_src_w: full,
    full_src_h: full,
    gallery_thumbnail_src: attachment.url('thumbnail'),
    gallery_thumbnail_src_w: thumbnail,
    gallery_thumbnail_src_h: thumbnail,
    // The demo's listing cards show the single size.
    thumb_src: attachment.url('single'),
    thumb_src_w: single,
    thumb_src_h: single,
    src_w: single,
    src_h: single,
  };
}
