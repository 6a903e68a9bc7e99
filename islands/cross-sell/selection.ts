/**
 * The box's state follows its checkboxes (`.cross-sell-items li input[type=checkbox]`): an unchecked
 * row is marked `cross-sale-uncheck` (its other classes kept; the plugin wiped them) and its thumb
 * hidden; the total is the checked rows' `data-item_price`, a price that cannot be read counting 0. One
 * rule for the thumbs (the plugin's bundle row) and the button: at a total of 0 the thumbs hide and the
 * button is disabled, whether nothing is checked or only items without a readable price.
 */
import { setShown } from '../../src/dom/visibility.ts';
import { formatTotal, itemCents } from './total.ts';

export interface Selection {
  asins: string[];
  cents: number;
}

const checkboxes = (box: HTMLElement) => [...box.querySelectorAll<HTMLInputElement>('.cross-sell-items li input[type="checkbox"]')];

/** Whether the choice may go to the cart: a total above 0, the rule that also shows the bundle. */
export const canAdd = (selection: Selection): boolean => selection.cents > 0;

export function readSelection(box: HTMLElement): Selection {
  const checked = checkboxes(box).filter((checkbox) => checkbox.checked);
  return {
    asins: checked.map((checkbox) => checkbox.value),
    cents: checked.reduce((sum, checkbox) => sum + itemCents(checkbox.closest('li')?.querySelector('.cross-sell-item-price')?.getAttribute('data-item_price')), 0),
  };
}

/** The thumb of an item, found by the plugin's id `cross-sell-thumb-{asin}` without building a selector from it. */
function thumbOf(box: HTMLElement, asin: string): HTMLElement | null {
  const image = [...box.querySelectorAll<HTMLElement>('#feq-products .cross-sell-thumb')].find((thumb) => thumb.id === `cross-sell-thumb-${asin}`);
  return image?.closest('li') ?? null;
}

/** Writes the number into the price's own markup (`<bdi>€&nbsp;72,40</bdi>`), keeping the currency sign. */
function writeTotal(price: HTMLElement, total: string): void {
  const walker = document.createTreeWalker(price, NodeFilter.SHOW_TEXT);
  let digits: Node | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (/\d/.test(node.nodeValue ?? '')) digits = node;
  if (digits) digits.nodeValue = (digits.nodeValue ?? '').replace(/\d[\d.,]*/, total);
  else price.textContent = total;
}

export function showSelection(box: HTMLElement, button: HTMLAnchorElement | null): Selection {
  for (const checkbox of checkboxes(box)) {
    checkbox.closest('li')?.classList.toggle('cross-sale-uncheck', !checkbox.checked);
    const thumb = thumbOf(box, checkbox.value);
    if (thumb) setShown(thumb, checkbox.checked);
  }
  const selection = readSelection(box);
  const separator = box.querySelector('.cross-sell-price-sep')?.getAttribute('data-price_dec_sep');
  const price = box.querySelector<HTMLElement>('#cross-sell-buying-price');
  if (price) writeTotal(price, formatTotal(selection.cents, separator));
  // Unseen but kept in its place (the plugin faded it out): the rows under it stay under the shopper's pointer.
  const bundle = box.querySelector<HTMLElement>('#feq-products');
  if (bundle) bundle.style.visibility = canAdd(selection) ? '' : 'hidden';
  if (canAdd(selection)) button?.removeAttribute('aria-disabled');
  else button?.setAttribute('aria-disabled', 'true');
  return selection;
}
