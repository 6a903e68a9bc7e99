import { isRecord } from '../contracts/read.ts';
import { nl } from './nl.ts';

/**
 * Every shopper-facing text of the bundle: the Dutch defaults, each replaced by the host's own where it
 * prints one in `window.shopIslandsTexts` (the WordPress plugin prints the site language's, and a theme
 * can change any with the `shop_islands_texts` filter). The defaults are in two files by whose islands
 * show them: nl.ts (the runtime and WooCommerce's markup, read here as `texts`) and nl-theme.ts (the
 * Rehub theme's and WooZone's, read by theme-texts.ts as `themeTexts`); the host's one global overrides
 * both. Unknown keys and values that are not text are ignored.
 */
export function readTexts<Defaults extends Record<string, string>>(
  defaults: Defaults,
  printed: unknown = (window as { shopIslandsTexts?: unknown }).shopIslandsTexts,
): Record<keyof Defaults, string> {
  if (!isRecord(printed)) return { ...defaults };
  const own = Object.entries(printed).filter(([key, value]) => key in defaults && typeof value === 'string' && value.trim() !== '');
  return { ...defaults, ...Object.fromEntries(own) };
}

export const texts = readTexts(nl);
