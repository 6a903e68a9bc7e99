import { describe, expect, it } from 'vitest';
import { formatTotal, itemCents } from './total.ts';

describe('cross-sell totals', () => {
  it('adds the plugin’s prices in whole cents, so 19.95 + 12.50 + 39.95 is 72,40 exactly', () => {
    const cents = ['19.95', '12.50', '39.95'].map(itemCents).reduce((sum, each) => sum + each, 0);
    expect(cents).toBe(7240);
    expect(formatTotal(cents, ',')).toBe('72,40');
    expect(['0.10', '0.20'].map(itemCents).reduce((sum, each) => sum + each, 0)).toBe(30);
  });

  it.each([
    [7240, ',', '72,40'],
    [7240, '.', '72.40'],
    [5990, ',', '59,90'],
    [5, ',', '0,05'],
    [0, ',', '0,00'],
    [123456, '.', '1234.56'],
  ])('writes %i cents with "%s" as %s', (cents, separator, expected) => {
    expect(formatTotal(cents, separator)).toBe(expected);
  });

  it.each([
    ['19.95', 1995],
    ['19,95', 1995],
    ['19.9', 1990],
    ['20', 2000],
    [' 7.5 ', 750],
    ['', 0],
    [null, 0],
    ['abc', 0],
    ['-5.00', 0],
    ['1.999', 0],
    ['1e3', 0],
  ])('reads data-item_price %j as %i cents', (price, cents) => {
    expect(itemCents(price)).toBe(cents);
  });
});
