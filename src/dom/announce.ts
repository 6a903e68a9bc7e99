/**
 * Speaks a short message to screen readers, as WordPress's wp.a11y.speak does for WooCommerce's
 * "added to cart" message, without loading React. The live region exists before the text changes,
 * which screen readers need in order to announce it.
 */

import { keepAboveModals } from './top-layer.ts';

let region: HTMLElement | null = null;

export function announce(message: string): void {
  if (!region || !region.isConnected) {
    region = document.createElement('div');
    region.className = 'screen-reader-text si-announcer';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('role', 'status');
  }
  keepAboveModals(region);
  const target = region;
  // Clearing first makes a repeated identical message be announced again.
  target.textContent = '';
  setTimeout(() => {
    target.textContent = message;
  }, 50);
}
