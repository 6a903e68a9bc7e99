import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nl } from './nl.ts';
import { readTexts } from './texts.ts';

describe("the bundle's texts", () => {
  it('are Dutch unless the host prints its own, which replace them one by one', () => {
    const texts = readTexts({ addedToCart: 'Added to cart', close: 'Close' });
    expect([texts.addedToCart, texts.close, texts.quickView]).toEqual(['Added to cart', 'Close', nl.quickView]);
  });

  it('ignore what the host prints that is not a known text', () => {
    expect(readTexts({ addedToCart: 42, close: '  ', unknownKey: 'x', quickView: '<b>Snel</b>' })).toEqual({ ...nl, quickView: '<b>Snel</b>' });
    for (const printed of [undefined, null, 'Added', ['Added']]) expect(readTexts(printed)).toEqual(nl);
  });

  it('have an English version of every key in the WordPress plugin', () => {
    const php = readFileSync(path.resolve('wordpress/shop-islands/includes/texts.php'), 'utf8');
    const keys = [...php.matchAll(/^\s*'(\w+)'\s*=>/gm)].map((match) => match[1]);
    expect(keys.sort()).toEqual(Object.keys(nl).sort());
  });
});
