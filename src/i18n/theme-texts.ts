import { nlTheme } from './nl-theme.ts';
import { readTexts } from './read-texts.ts';

/** The Rehub theme's and WooZone's islands' texts, read like `texts` (texts.ts) from their own defaults. */
export const themeTexts = readTexts(nlTheme);
