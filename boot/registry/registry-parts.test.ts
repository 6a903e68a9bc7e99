import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rehubAndWoozoneRegistry } from './rehub-and-woozone.ts';
import { woocommerceRegistry } from './woocommerce.ts';

/** Class and id prefixes of the Rehub theme's and WooZone's markup (docs/MARKUP.md). */
const THEME_MARKUP = /rehub|\.rh-|#rh-|wpsm|\bre-|WooZone|woozone|heart_thumb|compare|countdown|dl-trigger|top_menu|#topcontrol/;

/** The Rehub theme's and WooZone's settings and texts: the `theme` chunk a classic theme's page never loads. */
const THEME_ONLY = ['src/theme-config.ts', 'src/i18n/theme-texts.ts', 'src/i18n/nl-theme.ts'];
/** Modules whose lazy imports a classic theme's page never makes: Rehub's sidebar-cart quantity call. */
const LAZY_ONLY_ON_THEME_PAGES = new Set(['src/stores/cart-quantities.ts']);

/** Every module the code of `entry` may run: static imports (not type-only), and lazy ones but those above. */
function reachableFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const imports = [...code.matchAll(/^import (?!type )[^;]*?from '(\.[^']+\.tsx?)'/gm), ...code.matchAll(/^export [^;]*? from '(\.[^']+\.tsx?)'/gm)];
    const lazy = LAZY_ONLY_ON_THEME_PAGES.has(file) ? [] : [...code.matchAll(/import\('(\.[^']+\.tsx?)'\)/g)];
    for (const [, specifier] of [...imports, ...lazy]) queue.push(path.posix.join(path.posix.dirname(file), specifier!));
  }
  return seen;
}

const names = (part: typeof woocommerceRegistry) => [...part.islands, ...part.services].map((entry) => entry.name);

describe('the registry’s two parts', () => {
  it('name every island and service once across both parts', () => {
    // The `boot` entry mounts both parts: a name in both would mount two islands on one element.
    const all = [...names(woocommerceRegistry), ...names(rehubAndWoozoneRegistry)];
    expect(all.filter((name, index) => all.indexOf(name) !== index)).toEqual([]);
  });

  it('give the WooCommerce entry no island or service that binds only to the Rehub theme’s or WooZone’s markup', () => {
    // A selector list may name both (the quantity field: WooCommerce's and Rehub's): it needs one of WooCommerce's.
    const alternatives = (selector: string) => selector.split(',').map((alternative) => alternative.trim());
    const bindsToWooCommerce = (selector: string) => alternatives(selector).some((alternative) => !THEME_MARKUP.test(alternative));
    const wooSelectors = [...woocommerceRegistry.islands.map((entry) => entry.selector), ...woocommerceRegistry.services.flatMap((entry) => entry.when ?? [])];
    expect(wooSelectors.filter((selector) => !bindsToWooCommerce(selector))).toEqual([]);
  });

  it('give the WooCommerce entry none of the Rehub theme’s or WooZone’s settings and texts', () => {
    const reachable = reachableFrom('boot/boot-woocommerce.ts');
    // The walk reaches the islands' code (not only the registry) and the theme's own entry reaches them.
    expect(reachable).toContain('islands/variation-form/index.ts');
    expect([...reachableFrom('boot/boot.ts')].filter((file) => THEME_ONLY.includes(file)).sort()).toEqual([...THEME_ONLY].sort());
    expect([...reachable].filter((file) => THEME_ONLY.includes(file))).toEqual([]);
  });
});
