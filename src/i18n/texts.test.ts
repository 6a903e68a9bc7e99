import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nl } from './nl.ts';
import { nlBoot } from './nl-boot.ts';
import { nlTheme } from './nl-theme.ts';
import { readTexts } from './read-texts.ts';

describe("the bundle's texts", () => {
  it('are Dutch unless the host prints its own, which replace them one by one, in either file of defaults', () => {
    const printed = { addedToCart: 'Added to cart', close: 'Close', quickView: 'Quick view' };
    const texts = readTexts(nl, printed);
    const themeTexts = readTexts(nlTheme, printed);
    expect([texts.addedToCart, texts.close, texts.offline]).toEqual(['Added to cart', 'Close', nl.offline]);
    expect([themeTexts.quickView, themeTexts.compareAdd]).toEqual(['Quick view', nlTheme.compareAdd]);
    expect(texts).not.toHaveProperty('quickView');
  });

  it('ignore what the host prints that is not a known text', () => {
    expect(readTexts(nl, { addedToCart: 42, close: '  ', unknownKey: 'x', offline: '<b>Offline</b>' })).toEqual({ ...nl, offline: '<b>Offline</b>' });
    for (const printed of [undefined, null, 'Added', ['Added']]) expect(readTexts(nl, printed)).toEqual(nl);
  });

  it('have one key each, whichever file holds its default, so one printed global reaches every text', () => {
    const keys = [nl, nlTheme, nlBoot].flatMap((defaults) => Object.keys(defaults));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('have an English version of every key in the WordPress plugin, in the list of the same entry', () => {
    const php = readFileSync(path.resolve('wordpress/shop-islands/includes/texts.php'), 'utf8');
    const keysOf = (listFunction: string) => {
      const list = php.slice(php.indexOf(`function ${listFunction}()`), php.indexOf('\n}\n', php.indexOf(`function ${listFunction}()`)));
      return [...list.matchAll(/^\s*'(\w+)'\s*=>/gm)].map((match) => match[1]).sort();
    };
    // The boot entry's texts with the WooCommerce part's: both entries show them.
    expect(keysOf('shop_islands_woocommerce_texts')).toEqual(Object.keys({ ...nlBoot, ...nl }).sort());
    expect(keysOf('shop_islands_theme_texts')).toEqual(Object.keys(nlTheme).sort());
  });
});
