import { describe, expect, it } from 'vitest';
import { addStyles } from './styles.ts';

describe('an island’s CSS', () => {
  it('is added to the head once, however often its code runs', () => {
    addStyles('test-island', '.x { color: red; }');
    addStyles('test-island', '.x { color: blue; }');
    const added = [...document.head.querySelectorAll('style[data-shop-islands="test-island"]')];
    expect(added.map((style) => style.textContent)).toEqual(['.x { color: red; }']);
    added.forEach((style) => style.remove());
  });
});
