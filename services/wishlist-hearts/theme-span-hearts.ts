import type { Cleanup } from '../../src/island.ts';
import { actAsButton } from '../../src/dom/act-as-button.ts';
import { ISLAND_RENDERED } from '../../src/dom/ownership.ts';
import type { HeartSemantics } from '../../src/ui/wishlist-heart/heart-semantics.ts';

/**
 * The Rehub theme prints its heart as a `<span class="heartplus">`, which neither the keyboard nor a
 * screen reader can use. Until the heart island renders its button (on first use), the span is made
 * one: a tab stop with the button's role, name, state and tooltip, which Enter and Space click.
 */

/** A server heart that is no control of its own (a span, not a button or a link). */
export const isSpanHeart = (heart: HTMLElement): boolean => !heart.matches('button, a[href]');

export function showSpanAsButton(heart: HTMLElement, { label, pressed, title }: HeartSemantics): void {
  heart.setAttribute('role', 'button');
  heart.tabIndex = 0;
  heart.setAttribute('aria-label', label);
  if (pressed === undefined) heart.removeAttribute('aria-pressed');
  else heart.setAttribute('aria-pressed', String(pressed));
  heart.title = title;
}

/**
 * Enter and Space click a span heart, as they would a button. The heart island, woken by the key,
 * holds that click while its code arrives and replays it on its own button.
 */
export function spanHeartsClickOnKeys(): Cleanup {
  return actAsButton(document, `.heart_thumb_wrap:not([${ISLAND_RENDERED}]) .heartplus[role="button"]`, (heart, event) => {
    // A click needs nothing from us: the island takes it.
    if (event.type === 'keydown') heart.click();
  });
}
