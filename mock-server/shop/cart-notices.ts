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
      const name = `“${purchasableName(outcome.item)}”`;
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

export function removedNotice(line: CartLine): Notice {
  return { type: 'success', text: `“${purchasableName(line.item)}” is verwijderd uit je winkelwagen.` };
}

export const CART_UPDATED: Notice = { type: 'success', text: 'Winkelwagen bijgewerkt.' };
