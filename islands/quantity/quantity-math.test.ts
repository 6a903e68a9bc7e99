import { describe, expect, it } from 'vitest';
import { decimalsOf, raiseToMin, stepQuantity, type QuantityField } from './quantity-math.ts';

const field = (value: string, min: string | null = null, max: string | null = null, step: string | null = null): QuantityField => ({ value, min, max, step });

describe('plus', () => {
  it.each([
    ['adds one step', field('1', '0', '10', '1'), '2'],
    ['counts a missing value as 0', field('', '0', '10', '1'), '1'],
    ['counts a value that is not a number as 0', field('abc', '0', '10', '1'), '1'],
    ['stops at max', field('10', '0', '10', '1'), '10'],
    ['comes down to max from above it', field('12', '0', '10', '1'), '10'],
    ['does not step past max', field('9', '0', '10', '5'), '10'],
    ['has no limit without max', field('998', '0', null, '1'), '999'],
    ['has no limit with an empty max', field('5', '0', '', '1'), '6'],
    ['has no limit with a blank max', field('5', '0', '  ', '1'), '6'],
    ['counts step "any" as 1', field('2', '0', '10', 'any'), '3'],
    ['counts an empty step as 1', field('2', '0', '10', ''), '3'],
    ['counts a missing step as 1', field('2', '0', '10', null), '3'],
    ['counts a step that is not a number as 1', field('2', '0', '10', 'twee'), '3'],
    ['uses a decimal step, rounded to its decimals', field('1.5', '0', '10', '0.5'), '2.0'],
    ['rounds away floating-point noise', field('0.1', '0', '10', '0.2'), '0.3'],
    ['reads the decimals of a step in exponent notation', field('1', '0', '10', '5e-1'), '1.5'],
    ['rounds a fractional value to a whole step', field('2.4', '0', '10', '1'), '3'],
    ['counts a step of 0 as 1', field('2', '0', '10', '0'), '3'],
    ['counts a negative step as 1', field('2', '0', '10', '-2'), '3'],
    ['reads a value with spaces around it', field(' 4 ', '0', '10', '1'), '5'],
    ['counts a value that is no finite number as 0', field('Infinity', '0', '10', '1'), '1'],
  ])('%s', (_, input, expected) => {
    expect(stepQuantity(input, 'plus')).toBe(expected);
  });
});

describe('minus', () => {
  it.each([
    ['takes one step off', field('3', '0', '10', '1'), '2'],
    ['stops at min', field('1', '1', '10', '1'), '1'],
    ['goes up to min from below it', field('0', '1', '10', '1'), '1'],
    ['stops at min when min is 0 (the theme script skips a min of "0")', field('0', '0', '10', '1'), '0'],
    ['does not step below min', field('6', '5', '10', '2'), '5'],
    ['stops at 0 without min', field('0', null, '10', '1'), '0'],
    ['stops at 0 with a negative min', field('0', '-5', '10', '1'), '0'],
    ['goes to 0, which removes a mini-cart line', field('1', '0', '999', '1'), '0'],
    ['counts a missing value as 0', field('', '0', '10', '1'), '0'],
    ['counts step "any" as 1', field('5', '0', '10', 'any'), '4'],
    ['uses a decimal step, rounded to its decimals', field('1', '0', '10', '0.25'), '0.75'],
  ])('%s', (_, input, expected) => {
    expect(stepQuantity(input, 'minus')).toBe(expected);
  });
});

describe('a typed value outside the cart', () => {
  it.each([
    ['is raised to min when below it', field('0', '1'), '1'],
    ['is raised to min when min is "0" (the theme script skips it)', field('-2', '0'), '0'],
    ['keeps min\'s decimals', field('0.1', '0.5'), '0.5'],
    ['stays when at min', field('1', '1'), '1'],
    ['stays as typed when at min', field('1.0', '1'), '1.0'],
    ['stays when above min', field('4', '1'), '4'],
    ['stays when min is negative', field('-3', '-5'), '-3'],
    ['stays below a negative min, which the rule leaves alone', field('-7', '-5'), '-7'],
    ['stays when there is no min', field('-3', null), '-3'],
    ['stays when it is empty (the shopper is still typing)', field('', '1'), ''],
  ])('%s', (_, input, expected) => {
    expect(raiseToMin(input)).toBe(expected);
  });
});

describe('the decimals of a step', () => {
  it.each([
    ['1', 0],
    ['0.5', 1],
    ['0.25', 2],
    ['1e-3', 3],
    ['2.5e-1', 2],
    ['10', 0],
    ['2.50e+1', 1],
    ['5E-1', 1],
    [' 0.5 ', 1],
    ['1.25e1', 1],
    ['1e-10', 10],
    ['any', 0],
  ])('%s has %i', (step, decimals) => {
    expect(decimalsOf(step)).toBe(decimals);
  });
});
