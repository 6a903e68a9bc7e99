import { describe, expect, it } from 'vitest';
import { createHeaderCount } from './header-count.ts';

describe('a header count', () => {
  it('knows nothing until a count is read from the page, and the first one read seeds it', () => {
    const count = createHeaderCount();
    expect(count.value.value).toBeUndefined();
    count.seed(4);
    count.seed(9);
    expect(count.value.value).toBe(4);
  });

  it('keeps changes confirmed before its island read the page, and applies them once to the count read', () => {
    const count = createHeaderCount();
    count.move(1);
    count.move(1);
    count.move(-1);
    count.seed(4);
    expect(count.value.value).toBe(5);
    count.move(1);
    expect(count.value.value).toBe(6);
    count.reset();
    count.seed(4);
    expect(count.value.value).toBe(4);
  });

  it('never goes below 0: not when seeded, moved or set', () => {
    const count = createHeaderCount();
    count.move(-1);
    count.move(-1);
    count.seed(1);
    expect(count.value.value).toBe(0);
    count.move(-1);
    expect(count.value.value).toBe(0);
    count.set(-3);
    expect(count.value.value).toBe(0);
    const printedNegative = createHeaderCount();
    printedNegative.seed(-2);
    expect(printedNegative.value.value).toBe(0);
  });

  it('takes what the server says over changes kept before the page was read, and a reset forgets those changes', () => {
    const count = createHeaderCount();
    count.move(1);
    count.set(7);
    expect(count.value.value).toBe(7);
    count.seed(1);
    expect(count.value.value).toBe(7);
    count.reset();
    count.move(1);
    count.reset();
    count.seed(2);
    expect(count.value.value).toBe(2);
  });
});
