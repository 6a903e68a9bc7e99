import { describe, expect, it } from 'vitest';
import { showSelection } from './selection.ts';

/** A box with the given parts of the plugin's markup and one checked row at € 12,50. */
function printBox(parts: string): HTMLElement {
  document.body.innerHTML = `<div class="cross-sell">${parts}<ul class="cross-sell-items"><li><input type="checkbox" checked value="B000000001"><div class="cross-sell-item-price" data-item_price="12.50"></div></li></ul></div>`;
  return document.querySelector<HTMLElement>('.cross-sell')!;
}

describe('the cross-sell box following its checkboxes', () => {
  it('writes the total into the price’s number, keeping the currency sign and the text after it', () => {
    const box = printBox('<span class="cross-sell-price-sep" data-price_dec_sep=","></span><span id="cross-sell-buying-price"><bdi><span>€</span>&nbsp;99,99<small> incl. btw</small></bdi></span>');
    showSelection(box, null);
    expect(box.querySelector('#cross-sell-buying-price')!.textContent).toBe('€\u00a012,50 incl. btw');
  });

  it('writes the total as the whole price where the plugin printed it without a number, with a dot where it names no separator', () => {
    const box = printBox('<span id="cross-sell-buying-price"></span>');
    showSelection(box, null);
    expect(box.querySelector('#cross-sell-buying-price')!.textContent).toBe('12.50');
  });

  it('follows the choice in a box printed without its price, its bundle row or its button', () => {
    const box = printBox('');
    const checkbox = box.querySelector('input')!;
    checkbox.checked = false;
    expect(showSelection(box, null)).toEqual({ asins: [], cents: 0 });
    expect(checkbox.closest('li')!.className).toBe('cross-sale-uncheck');
  });
  it('counts a checked row printed without its price as 0', () => {
    document.body.innerHTML = '<div class="cross-sell"><ul class="cross-sell-items"><li><input type="checkbox" checked value="B000000001"></li><li><input type="checkbox" checked value="B000000002"><div class="cross-sell-item-price" data-item_price="2.50"></div></li></ul></div>';
    expect(showSelection(document.querySelector<HTMLElement>('.cross-sell')!, null)).toEqual({ asins: ['B000000001', 'B000000002'], cents: 250 });
  });
});
