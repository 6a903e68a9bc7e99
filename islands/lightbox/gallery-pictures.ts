/** One picture of a WooCommerce product gallery, as the lightbox shows it. */
export interface GalleryPicture {
  /** The full-size file: the image's `data-large_image` (WooCommerce's, for its own lightbox), else where the link goes. */
  src: string;
  /** The image's alt text as the page has it ('' for a picture the shop left without one). */
  alt: string;
}

/** The gallery's links to its pictures, in page order. */
export function galleryLinks(gallery: HTMLElement): HTMLAnchorElement[] {
  return Array.from(gallery.querySelectorAll<HTMLAnchorElement>('.woocommerce-product-gallery__image a[href]'));
}

/**
 * Read when the lightbox opens, not when the island mounts: the variation form puts a chosen size's
 * picture and alt text on the main image in the meantime.
 */
export function pictureOf(link: HTMLAnchorElement): GalleryPicture {
  const image = link.querySelector('img');
  return { src: image?.dataset.large_image || link.href, alt: image?.alt ?? '' };
}
