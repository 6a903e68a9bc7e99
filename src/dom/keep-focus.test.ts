import { describe, expect, it, vi } from 'vitest';
import { applyFragments } from './fragments.ts';
import { keepFocus } from './keep-focus.ts';

const MINI_CART = (quantity: number) =>
  `<div class="widget_shopping_cart_content"><ul><li>Linnen shirt <button class="plus">+</button> <span>${quantity}</span></li></ul></div>`;

describe('keeping focus across new server HTML', () => {
  it('puts focus on the same control in the new HTML when the old one took it along', () => {
    document.body.innerHTML = `<header>${MINI_CART(1)}</header><aside>${MINI_CART(1)}</aside>`;
    document.querySelector<HTMLElement>('aside .plus')!.focus();
    keepFocus(['div.widget_shopping_cart_content'], () => applyFragments({ 'div.widget_shopping_cart_content': MINI_CART(2) }));
    expect(document.activeElement).toBe(document.querySelector('aside .plus'));
    expect(document.querySelector('aside span')!.textContent).toBe('2');
  });

  it('follows the selector whose element held the focus, without scrolling to it', () => {
    document.body.innerHTML = `<span class="rh-cart-count">1</span>${MINI_CART(1)}`;
    document.querySelector<HTMLElement>('.plus')!.focus();
    const focused = vi.spyOn(HTMLElement.prototype, 'focus');
    keepFocus(['span.rh-cart-count', 'div.widget_shopping_cart_content'], () =>
      applyFragments({ 'span.rh-cart-count': '<span class="rh-cart-count">2</span>', 'div.widget_shopping_cart_content': MINI_CART(2) }),
    );
    expect([document.activeElement, focused.mock.calls]).toEqual([document.querySelector('.plus'), [[{ preventScroll: true }]]]);
    focused.mockRestore();
  });

  it('lets focus go when the new HTML has no control in its place', () => {
    document.body.innerHTML = MINI_CART(1);
    document.querySelector<HTMLElement>('.plus')!.focus();
    keepFocus(['div.widget_shopping_cart_content'], () => applyFragments({ 'div.widget_shopping_cart_content': '<div class="widget_shopping_cart_content"><p>Leeg</p></div>' }));
    expect(document.activeElement).toBe(document.body);
  });

  it('passes over a selector the browser cannot read (fragment keys are the server’s)', () => {
    document.body.innerHTML = MINI_CART(1);
    document.querySelector<HTMLElement>('.plus')!.focus();
    keepFocus(['div[', 'div.widget_shopping_cart_content'], () => applyFragments({ 'div.widget_shopping_cart_content': MINI_CART(2) }));
    expect(document.activeElement).toBe(document.querySelector('.plus'));
  });

  it('leaves focus where it is when it was not lost', () => {
    document.body.innerHTML = `${MINI_CART(1)}<input id="search">`;
    document.querySelector<HTMLElement>('.plus')!.focus();
    const search = document.getElementById('search')!;
    keepFocus(['div.widget_shopping_cart_content'], () => {
      applyFragments({ 'div.widget_shopping_cart_content': MINI_CART(2) });
      // Something else on the page took focus meanwhile (a dialog opening, the shopper's own tab).
      search.focus();
    });
    expect(document.activeElement).toBe(search);
  });

  it('does nothing when focus was outside the replaced HTML', () => {
    document.body.innerHTML = `${MINI_CART(1)}<a href="/cart/">Winkelwagen</a>`;
    const link = document.querySelector<HTMLElement>('a')!;
    link.focus();
    keepFocus(['div.widget_shopping_cart_content'], () => applyFragments({ 'div.widget_shopping_cart_content': MINI_CART(2) }));
    expect(document.activeElement).toBe(link);
  });
});
