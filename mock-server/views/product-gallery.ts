/**
 * The product page's gallery as WooCommerce 10 prints it without its slider (templates/single-product/
 * product-image.php, each picture by `wc_get_gallery_image_html()`): the main picture at the
 * single-product size, the others as thumbnails, each a link to its full-size file, with that file's
 * address and size on the image (`data-large_image`, `data-src`) for a zoom or lightbox, and the
 * thumbnail's on the picture's `div` (`data-thumb`). WooCommerce prints the gallery transparent until
 * its script fades it in; the plugin's style (layout.ts) shows it at once. Without JavaScript a link
 * simply opens the full-size picture.
 */
import type { Product } from '../shop/catalogue-types.ts';
import { html, type SafeHtml } from './html.ts';
import { attachmentSrcset, productAttachment, SINGLE_SIZES, type Attachment } from './product-attachments.ts';
import { PICTURE_SIZES, PICTURE_VIEWS, pictureUrl, type PictureView } from './product-picture-files.ts';

/** The main picture's alt text is the product's name, as on every other page; the others say which view. */
function altText(product: Product, view: PictureView): string {
  return view === 'voorkant' ? product.name : `${product.name} – ${view}`;
}

/** A picture of the gallery: the product's main one (an attachment of its own), or one of its other views. */
function viewAttachment(product: Product, view: PictureView): Attachment {
  if (view === 'voorkant') return productAttachment(product);
  return { id: 0, title: altText(product, view), caption: '', alt: altText(product, view), url: (size) => pictureUrl(product, view, size) };
}

const THUMBNAIL_SIZES = `(max-width: ${PICTURE_SIZES.thumbnail}px) 100vw, ${PICTURE_SIZES.thumbnail}px`;

function galleryImage(picture: Attachment, main: boolean): SafeHtml {
  const shown = main ? 'single' : 'thumbnail';
  const pixels = PICTURE_SIZES[shown];
  const full = picture.url('full');
  const srcset = attachmentSrcset(picture);
  return html`
    <div data-thumb="${picture.url('thumbnail')}" data-thumb-alt="${picture.alt}" data-thumb-srcset="${srcset}" data-thumb-sizes="${THUMBNAIL_SIZES}" class="woocommerce-product-gallery__image"><a href="${full}"><img width="${pixels}" height="${pixels}" src="${picture.url(shown)}"${main ? html` class="wp-post-image"` : ''} alt="${picture.alt}" data-caption="${picture.caption}" data-src="${full}" data-large_image="${full}" data-large_image_width="${PICTURE_SIZES.full}" data-large_image_height="${PICTURE_SIZES.full}" decoding="async"${main ? html` fetchpriority="high"` : html` loading="lazy"`} srcset="${srcset}" sizes="${main ? SINGLE_SIZES : THUMBNAIL_SIZES}"></a></div>`;
}

export function productGallery(product: Product): SafeHtml {
  return html`<div class="woocommerce-product-gallery woocommerce-product-gallery--with-images woocommerce-product-gallery--columns-4 images" data-columns="4" style="opacity: 0; transition: opacity .25s ease-in-out;">
  <div class="woocommerce-product-gallery__wrapper">${PICTURE_VIEWS.map((view, index) => galleryImage(viewAttachment(product, view), index === 0))}
  </div>
</div>`;
}
