import { nl } from './nl.ts';
import { readTexts } from './read-texts.ts';

/** The texts of the runtime and of WooCommerce's markup's islands, the host's first (read-texts.ts). */
export const texts = readTexts(nl);
