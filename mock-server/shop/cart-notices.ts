/** WooCommerce's Dutch notices about cart changes, shown on the next page of the no-JS flows. */
import type { CartLine } from './cart.ts';
import type { AddOutcome } from './cart-actions.ts';
import { productPath, purchasableName } from './catalogue.ts';
import { MAX_QUANTITY } from './input.ts';
import type { Notice } from './sessions.ts';

const VIEW_CART = { href: '/cart/', label: 'Bekijk winkelwagen' };

export function addNotice(outcome: AddOutcome): Notice {
  switch (outcome.kind) {
    case 'added': {
      // wc_add_to_cart_message(): the product the add asked for (a variable product's form: the product).
      const name = `“${purchasableName(outcome.named)}”`;
      const text =
        outcome.quantity === 1
          ? `${name} is toegevoegd aan je winkelwagen.`
          : `${outcome.quantity} × ${name} zijn toegevoegd aan je winkelwagen.`;
      return { type: 'success', text, link: VIEW_CART };
    }
    case 'unknown-product':
      return { type: 'error', text: 'Sorry, dit product kan niet worden gekocht.' };
    case 'choose-options':
      return {
        type: 'error',
        text: 'Kies een productoptie…',
        link: { href: productPath(outcome.product), label: outcome.product.name },
      };
    case 'missing-attributes':
      // WC_Cart::add_to_cart(): "%s is a required field" / "%s are required fields".
      return {
        type: 'error',
        text: outcome.labels.length === 1 ? `${outcome.labels[0]} is een verplicht veld` : `${listOfItems(outcome.labels)} zijn verplichte velden`,
      };
    case 'invalid-attribute':
      return { type: 'error', text: `Ongeldige waarde opgegeven voor ${outcome.label}` };
    case 'out-of-stock':
      return {
        type: 'error',
        text: `Je kunt “${purchasableName(outcome.item)}” niet aan je winkelwagen toevoegen, omdat het product niet op voorraad is.`,
      };
    case 'too-many':
      return {
        type: 'error',
        text: `Je kunt niet meer dan ${MAX_QUANTITY} stuks van “${purchasableName(outcome.item)}” in je winkelwagen hebben.`,
        link: VIEW_CART,
      };
  }
}

/** `wc_format_list_of_items()`: "Maat, Kleur en Stof". */
function listOfItems(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`;
}

export function removedNotice(line: CartLine): Notice {
  return { type: 'success', text: `“${purchasableName(line.item)}” is verwijderd uit je winkelwagen.` };
}

export const CART_UPDATED: Notice = { type: 'success', text: 'Winkelwagen bijgewerkt.' };
