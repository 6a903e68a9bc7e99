/**
 * Cross-sell totals (docs/CONTRACTS.md#validation-rules): the sum of the checked items' `data-item_price`, to 2 decimals,
 * with a comma when `price_dec_sep` is ",". Added in whole cents, so 19.95 + 12.50 + 39.95 is 72.40
 * exactly, where the plugin's float sum could end in …0000001 before its rounding.
 */

/** `data-item_price` ("19.95", the plugin's dot always; a comma is taken too) in cents; 0 for anything else. */
export function itemCents(price: string | null | undefined): number {
  const match = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(price ?? '');
  if (!match) return 0;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** "72,40" or "72.40" (a dot for any separator but a comma, or none): no thousands separator, as the plugin's own formatting had none. */
export function formatTotal(cents: number, decimalSeparator: string | null | undefined): string {
  const fraction = String(cents % 100).padStart(2, '0');
  return `${Math.floor(cents / 100)}${decimalSeparator === ',' ? ',' : '.'}${fraction}`;
}
