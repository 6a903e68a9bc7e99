import { describe, expect, it } from 'vitest';
import { barPercent, radialTurn } from './rating-values.ts';

describe("a rating bar's width", () => {
  it.each([
    ['90%', 90], [' 90 ', 90], ['42.5 %', 42.5], ['42.55', 42.55], ['0', 0], ['100%', 100], ['250%', 100],
  ])('reads %j as %d', (printed, width) => {
    expect(barPercent(printed)).toBe(width);
  });

  it.each([['-10%'], ['negentig'], ['90px'], [''], ['.5'], ['5.'], ['9 0']])('is none for %j', (printed) => {
    expect(barPercent(printed)).toBeNull();
  });

  it('is none when the bar prints no percent', () => {
    expect(barPercent(undefined)).toBeNull();
  });
});

describe("a radial rating's turn", () => {
  it.each([[8.6, 154.8], [0, 0], [10, 180], [12, 180], [-3, 0], [Number.NaN, 0], [Number.POSITIVE_INFINITY, 0]])('turns %d to %d degrees', (rating, degrees) => {
    expect(radialTurn(rating)).toBe(degrees);
  });
});
