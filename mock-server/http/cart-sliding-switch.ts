/**
 * QA switch for the slide-in cart: `?no-sliding=1` on any page prints the theme's no-sliding mode
 * (`no_cart_sliding` on <body>), where an add shows the "Toegevoegd aan winkelwagen" toast instead
 * of opening the panel.
 */
import type { Page } from '../views/page.ts';

export function withCartSlidingSwitch(page: Page, url: URL): Page {
  if (url.searchParams.get('no-sliding') !== '1') return page;
  return { ...page, bodyClass: `${page.bodyClass} no_cart_sliding` };
}
