import { afterEach, describe, expect, it, vi } from 'vitest';
import { noticesPlace, noticesText } from './notices.ts';

const SUCCESS = '<div class="woocommerce-message" role="alert">“Hoodie” is toegevoegd aan je winkelwagen. <a href="/cart/" class="button wc-forward">Bekijk winkelwagen</a></div>';

/** The element's box as a layout would give it: `top` px below the viewport's top, 60 px high. */
function placeAt(element: Element, top: number): void {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, top, 800, 60));
}

afterEach(() => vi.restoreAllMocks());

describe("where a product form's notices go", () => {
  it("is the page's first notices wrapper, as WooCommerce's scripts take it, emptied when the add starts", () => {
    document.body.innerHTML = `<div class="woocommerce-notices-wrapper"><div class="woocommerce-info">Oud bericht</div></div>
      <div class="woocommerce-notices-wrapper"></div><div class="product"><form class="cart"></form></div>`;
    const [first, second] = document.querySelectorAll<HTMLElement>('.woocommerce-notices-wrapper');
    const place = noticesPlace(document.querySelector('form')!);
    expect(place.available).toBe(true);
    place.clear();
    expect(first!.childElementCount).toBe(0);
    expect(place.show(SUCCESS)).toBe(true);
    expect(first!.querySelector('.woocommerce-message')!.textContent).toContain('“Hoodie” is toegevoegd');
    expect(second!.childElementCount).toBe(0);
  });

  it('is made before the product on a page that has none', () => {
    document.body.innerHTML = '<main><div class="product"><form class="cart"></form></div></main>';
    noticesPlace(document.querySelector('form')!).show(SUCCESS);
    const made = document.querySelector('main')!.firstElementChild!;
    expect([made.className, made.nextElementSibling!.className]).toEqual(['woocommerce-notices-wrapper', 'product']);
  });

  it("is the dialog's own wrapper for a form in a dialog (the page behind a modal is neither seen nor heard), or none", () => {
    document.body.innerHTML = `<div class="woocommerce-notices-wrapper"></div><dialog open><form class="cart"></form></dialog>`;
    const withoutOne = noticesPlace(document.querySelector('form')!);
    expect([withoutOne.available, withoutOne.show(SUCCESS)]).toEqual([false, false]);
    expect(document.querySelector('.woocommerce-message')).toBeNull();
    document.querySelector('dialog')!.insertAdjacentHTML('afterbegin', '<div class="woocommerce-notices-wrapper"></div>');
    const withOne = noticesPlace(document.querySelector('form')!);
    expect([withOne.available, withOne.show(SUCCESS)]).toEqual([true, true]);
    expect(document.querySelector('dialog .woocommerce-message')).not.toBeNull();
  });

  it('is scrolled into view (100 px below the top) only when it is not in view', () => {
    document.body.innerHTML = '<div class="woocommerce-notices-wrapper"></div><div class="product"><form class="cart"></form></div>';
    const wrapper = document.querySelector<HTMLElement>('.woocommerce-notices-wrapper')!;
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: true } as MediaQueryList);
    placeAt(wrapper, 200);
    noticesPlace(document.querySelector('form')!).show(SUCCESS);
    expect(scrolled).not.toHaveBeenCalled();
    placeAt(wrapper, -900);
    noticesPlace(document.querySelector('form')!).show(SUCCESS);
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    // Just inside the viewport at its top or its bottom is in view; a pixel below its bottom is not.
    scrolled.mockClear();
    for (const top of [0, window.innerHeight - 60]) {
      placeAt(wrapper, top);
      noticesPlace(document.querySelector('form')!).show(SUCCESS);
    }
    expect(scrolled).not.toHaveBeenCalled();
    placeAt(wrapper, window.innerHeight - 59);
    noticesPlace(document.querySelector('form')!).show(SUCCESS);
    expect(scrolled).toHaveBeenCalledTimes(1);
    // Nothing to see, nothing to scroll to.
    scrolled.mockClear();
    noticesPlace(document.querySelector('form')!).show('');
    expect(scrolled).not.toHaveBeenCalled();
  });
});

describe("the notices' words", () => {
  it('are their text, spaces folded, for a toast', () => {
    expect(noticesText(`<ul class="woocommerce-error" role="alert">\n\t<li>\n\t\tKleur is  een\n\tverplicht veld\t</li>\n</ul>`)).toBe('Kleur is een verplicht veld');
    expect(noticesText('')).toBe('');
  });
});
