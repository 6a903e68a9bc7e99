import { defineIsland } from '../../src/island.ts';
import { safeUrl } from '../../src/dom/navigate.ts';
import { addStyles } from '../../src/dom/styles.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { openModal } from '../../src/stores/modal.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { ensureModalRoot } from '../../src/ui/modal/mount-modal.ts';
import css from './thickbox.css?inline';

/**
 * WordPress's Thickbox links (`a.thickbox`), which WooZone prints and for which it loads thickbox.js
 * (and so jQuery) on every page: its coupon's "Details" (`#TB_inline?…&inlineId={id}`, the page's own
 * hidden element) and its product pictures (a link to the full-size image). Either opens in the shared
 * modal, titled by the link's `title` or `name` as Thickbox does, the inline element shown while it is
 * there and hidden again when the modal closes. Any other link, a modified click, and every click
 * without JavaScript go where the link goes.
 */

const IMAGE = /\.(?:avif|gif|jpe?g|png|webp)(?:$|\?)/i;

/** The hidden element a `#TB_inline?…inlineId=` link names, or null. */
function inlineElement(href: string): HTMLElement | null {
  if (!href.startsWith('#TB_inline')) return null;
  const id = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('inlineId');
  return id ? document.getElementById(id) : null;
}

/** The full-size picture a link points to, as an image for the modal; null for anything else. */
function picture(link: HTMLAnchorElement): HTMLElement | null {
  const url = safeUrl(link.getAttribute('href'), 'page');
  if (!url || !IMAGE.test(url.pathname)) return null;
  const image = document.createElement('img');
  image.src = url.href;
  image.alt = link.querySelector('img')?.alt ?? '';
  image.className = 'si-thickbox-picture';
  return image;
}

export default defineIsland({
  mount(link) {
    if (!(link instanceof HTMLAnchorElement)) return;
    addStyles('thickbox', css);
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const href = link.getAttribute('href') ?? '';
      const inline = inlineElement(href);
      const content = inline ?? picture(link);
      if (!content) return;
      event.preventDefault();
      const title = link.title || link.getAttribute('name') || link.textContent?.trim() || themeTexts.popupDetails;
      ensureModalRoot();
      if (inline) inline.style.removeProperty('display');
      openModal({ title, maxWidth: 500, content: { kind: 'node', node: content }, onClose: () => inline?.style.setProperty('display', 'none') });
    };
    link.addEventListener('click', onClick);
    return () => link.removeEventListener('click', onClick);
  },
});
