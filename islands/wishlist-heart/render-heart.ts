import { effect } from '@preact/signals-core';
import type { Cleanup } from '../../src/island.ts';
import { navigate } from '../../src/dom/navigate.ts';
import { ISLAND_RENDERED } from '../../src/dom/ownership.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { fillText } from '../../src/i18n/template.ts';
import { toggleWish } from '../../src/stores/wishlist.ts';
import { tellWishResult } from '../../src/ui/tell-toggle-result.ts';
import type { HeartProps } from '../../src/ui/wishlist-heart/read-heart-props.ts';
import { heartSemantics } from '../../src/ui/wishlist-heart/heart-semantics.ts';

function span(className: string): HTMLSpanElement {
  const created = document.createElement('span');
  created.className = className;
  return created;
}

/** Sets or removes an attribute: `null` removes it. */
function setOrRemove(element: HTMLElement, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * The heart, the product's count and the hidden toast texts, in place of the server's markup (the
 * no-JavaScript form around the heart has `display: contents`, so nothing moves), kept in step with
 * the product's wish. The heart stays one <button> in every state, so keyboard focus survives a
 * change. Plain DOM: a tap's request goes out without a framework to load first. Unmounting puts the
 * server's markup back.
 */
export function renderHeart(wrap: HTMLElement, props: HeartProps): Cleanup {
  const { productId, wish, wishlink } = props;
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.post_id = String(productId);
  if (wishlink !== null) button.dataset.wishlink = wishlink;
  const caption = span('heart-caption');
  const counter = span('thumbscount');
  counter.id = `wishcount${productId}`;
  counter.setAttribute('aria-hidden', 'true');
  const spokenCount = span('screen-reader-text');
  const toastTexts = (
    [
      [props.addedText, `wishadded${productId}`],
      [props.removedText, `wishremoved${productId}`],
    ] as const
  ).flatMap(([text, id]) => {
    if (text === null) return [];
    const hidden = span('rhhidden');
    hidden.textContent = text;
    hidden.id = id;
    return [hidden];
  });

  const serverMarkup = [...wrap.childNodes];
  const cell = props.cellClass === null ? button : span(props.cellClass);
  if (cell !== button) cell.append(button);
  wrap.replaceChildren(cell, counter, spokenCount, ...toastTexts);
  wrap.setAttribute(ISLAND_RENDERED, '');

  const stopFollowing = effect(() => {
    const { wished, count, loading } = wish.value;
    const semantics = heartSemantics(props, wished);
    button.className = `heartplus${wished ? ' alreadywish' : ''}${loading ? ' loading' : ''}`;
    button.dataset.informer = String(count);
    // A heart that leads to the wishlist is no toggle: it is named for where it goes.
    setOrRemove(button, 'aria-pressed', semantics.pressed === undefined ? null : String(semantics.pressed));
    setOrRemove(button, 'aria-busy', loading ? 'true' : null);
    button.setAttribute('aria-label', semantics.label);
    button.title = semantics.title;
    caption.textContent = semantics.caption;
    if (semantics.caption === null) caption.remove();
    // Appended once: moving it again on every change of the wish would rewrite the button for nothing.
    else if (!caption.isConnected) button.append(caption);
    counter.textContent = String(count);
    counter.dataset.wishcount = String(count);
    spokenCount.textContent = fillText(themeTexts.wishlistCount, { count });
  });

  const onClick = () => {
    if (heartSemantics(props, wish.peek().wished).leadsToWishlist && navigate(wishlink, 'page')) return;
    void toggleWish(productId).then((result) => tellWishResult(result, props));
  };
  button.addEventListener('click', onClick);

  return () => {
    stopFollowing();
    button.removeEventListener('click', onClick);
    wrap.replaceChildren(...serverMarkup);
    wrap.removeAttribute(ISLAND_RENDERED);
  };
}
