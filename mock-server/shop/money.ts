/** Euro amounts: whole cents inside, Dutch notation outside ("€ 29,95"). */
import type { Cents } from './catalogue-types.ts';
import { remembered } from './remember.ts';

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const amount = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

// Intl formatting was the largest part of a listing's render, and a shop prints few distinct amounts.
const PRICES_REMEMBERED = 5_000;

/** Text as the shopper reads it: "€ 29,95" (with a no-break space, as Intl prints it). */
export const formatPrice: (cents: Cents) => string = remembered((cents) => euro.format(cents / 100), PRICES_REMEMBERED);

/** WooCommerce's wc_price() markup, in EUR. */
export const priceHtml: (cents: Cents) => string = remembered(
  (cents) =>
    '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&euro;</span>&nbsp;' +
    `${amount.format(cents / 100)}</bdi></span>`,
  PRICES_REMEMBERED,
);

/** Euros as WooCommerce stores them in the session ("45.00"), part of the cart hash. */
export function decimalEuros(cents: Cents): string {
  return (cents / 100).toFixed(2);
}

/** Euros as a JSON number (45, 29.95), the way WooCommerce's cart session holds line totals. */
export function euros(cents: Cents): number {
  return cents / 100;
}
