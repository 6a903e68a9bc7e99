import { defineIsland } from '../../src/island.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { texts } from '../../src/i18n/texts.ts';
import { galleryLinks, pictureOf } from './gallery-pictures.ts';
import { showLightbox } from './show-lightbox.tsx';

/**
 * WooCommerce's product gallery (`.woocommerce-product-gallery`, each picture a
 * `.woocommerce-product-gallery__image` link to its full size): a click on a picture, or Enter on its
 * link, shows it at full size in the shared modal, and the shopper pages through the gallery there.
 * The full-size files load only then. A click with a modifier key is the browser's (the picture in a
 * new tab), as is every click without JavaScript: then the link simply opens the full-size picture.
 */

/** The dialog's name: the product's, from the title beside the gallery. */
function productName(gallery: HTMLElement): string {
  return gallery.closest('.product, .type-product')?.querySelector('.product_title')?.textContent.trim() || texts.lightboxTitle;
}

export default defineIsland({
  mount(gallery) {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (!link || !isPlainClick(event)) return;
      // The gallery is read at each opening: the variation form may have changed its main picture.
      const links = galleryLinks(gallery);
      const start = links.indexOf(link);
      if (start === -1) return;
      event.preventDefault();
      showLightbox(link, productName(gallery), links.map(pictureOf), start);
    };
    gallery.addEventListener('click', onClick);
    return () => gallery.removeEventListener('click', onClick);
  },
});
