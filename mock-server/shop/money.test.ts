import { describe, expect, it } from 'vitest';
import { decimalEuros, formatPrice, priceHtml } from './money.ts';

describe('money', () => {
  it('formats cents the Dutch way', () => {
    expect(formatPrice(2995).replace('\u00a0', ' ')).toBe('€ 29,95');
    expect(formatPrice(123450).replace('\u00a0', ' ')).toBe('€ 1.234,50');
  });

  it('prints WooCommerce price markup', () => {
    expect(priceHtml(2995)).toBe(
      '<span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&euro;</span>&nbsp;29,95</bdi></span>',
    );
  });

  it('keeps the decimal notation WooCommerce hashes', () => {
    expect(decimalEuros(4500)).toBe('45.00');
  });
});
