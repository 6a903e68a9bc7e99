import { describe, expect, it } from 'vitest';
import { registry } from '../registry.ts';
import { rehubAndWoozoneRegistry } from './rehub-and-woozone.ts';
import { woocommerceRegistry } from './woocommerce.ts';

/** Class and id prefixes of the Rehub theme's and WooZone's markup (HOST-MARKUP.md). */
const THEME_MARKUP = /rehub|\.rh-|#rh-|wpsm|\bre-|WooZone|woozone|heart_thumb|compare|countdown|dl-trigger|top_menu|#topcontrol/;

const names = (part: typeof registry) => [...part.islands, ...part.services].map((entry) => entry.name);

describe('the registry’s two parts', () => {
  it('make up the whole registry, each name once', () => {
    const all = names(registry);
    expect(new Set(all).size).toBe(all.length);
    expect([...names(woocommerceRegistry), ...names(rehubAndWoozoneRegistry)].sort()).toEqual([...all].sort());
  });

  it('give the WooCommerce entry no island or service that binds only to the Rehub theme’s or WooZone’s markup', () => {
    // A selector list may name both (the quantity field: WooCommerce's and Rehub's): it needs one of WooCommerce's.
    const alternatives = (selector: string) => selector.split(',').map((alternative) => alternative.trim());
    const bindsToWooCommerce = (selector: string) => alternatives(selector).some((alternative) => !THEME_MARKUP.test(alternative));
    const wooSelectors = [...woocommerceRegistry.islands.map((entry) => entry.selector), ...woocommerceRegistry.services.flatMap((entry) => entry.when ?? [])];
    expect(wooSelectors.filter((selector) => !bindsToWooCommerce(selector))).toEqual([]);
  });
});
