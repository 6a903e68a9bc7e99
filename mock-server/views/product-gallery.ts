/**
 * The product page's gallery as WooCommerce prints it without its slider script
 * (`wc_get_gallery_image_html`): the main picture at the single-product size, the others as
 * thumbnails, each a link to its full-size file with that file's address and size on the image for a
 * lightbox. Without JavaScript a link simply opens the full-size picture.
 */
import type { Product } from '../shop/catalogue-types.ts';
import { html, type SafeHtml } from './html.ts';
import { PICTURE_SIZES, PICTURE_VIEWS, pictureUrl, type PictureView } from './product-picture-files.ts';

/** The main picture's alt text is the product's name, as on every other page; the others say which view. */
function altText(product: Product, view: PictureView): string {
  return view === 'voorkant' ? product.name : `${product.name} – ${view}`;
}

function galleryImage(product: Product, view: PictureView, main: boolean): SafeHtml {
  const shown = main ? 'single' : 'thumbnail';
  const pixels = PICTURE_SIZES[shown];
  const full = pictureUrl(product, view, 'full');
  return html`
    <div class="woocommerce-product-gallery__image"><a href="${full}"><img width="${pixels}" height="${pixels}" src="${pictureUrl(product, view, shown)}"${main ? html` class="wp-post-image"` : ''} alt="${altText(product, view)}" data-large_image="${full}" data-large_image_width="${PICTURE_SIZES.full}" data-large_image_height="${PICTURE_SIZES.full}" decoding="async"${main ? '' : html` loading="lazy"`}></a></div>`;
}

export function productGallery(product: Product): SafeHtml {
  return html`<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images images">
  <div class="woocommerce-product-gallery__wrapper">${PICTURE_VIEWS.map((view, index) => galleryImage(product, view, index === 0))}
  </div>
</div>`;
}
