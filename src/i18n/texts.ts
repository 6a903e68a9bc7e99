import { isRecord } from '../contracts/read.ts';
import { nl } from './nl.ts';

export type TextKey = keyof typeof nl;

/**
 * Every shopper-facing text of the bundle: the Dutch defaults (nl.ts), each replaced by the host's
 * own where it prints one in `window.shopIslandsTexts` (the WordPress plugin prints the site
 * language's, and a theme can change any with the `shop_islands_texts` filter). Unknown keys and
 * values that are not text are ignored.
 */
function hostTexts(printed: unknown): Partial<Record<TextKey, string>> {
  if (!isRecord(printed)) return {};
  return Object.fromEntries(Object.entries(printed).filter(([key, value]) => key in nl && typeof value === 'string' && value.trim() !== ''));
}

export function readTexts(printed: unknown = (window as { shopIslandsTexts?: unknown }).shopIslandsTexts): Record<TextKey, string> {
  return { ...nl, ...hostTexts(printed) };
}

export const texts = readTexts();
