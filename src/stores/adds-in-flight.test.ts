import { describe, expect, it } from 'vitest';
import { countAdd } from './adds-in-flight.ts';

describe('adds on their way, per button', () => {
  it('counts each button’s own adds up and down, never below 0', () => {
    const listing = document.createElement('a');
    const form = document.createElement('button');
    expect([countAdd(listing, 1), countAdd(listing, 1), countAdd(form, 1)]).toEqual([1, 2, 1]);
    expect([countAdd(listing, -1), countAdd(listing, -1), countAdd(listing, -1)]).toEqual([1, 0, 0]);
    expect(countAdd(listing, 1)).toBe(1);
    expect(countAdd(form, -1)).toBe(0);
  });
});
