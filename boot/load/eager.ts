import { interaction } from './interaction.ts';
import type { LoadStrategy } from './strategy.ts';

/** At once: for what the shopper may use before the page has finished loading. A page service's. */
export const eager: LoadStrategy = (_el, start) => {
  void start();
  return () => undefined;
};

/**
 * An island's at once: its code may still be on its way when the shopper taps (the store notice's
 * "Sluiten", a link to `#`), so a tap before then is held and replayed as an interaction island's.
 */
export const eagerHolding: LoadStrategy = (el, start) => interaction(el, start, true);
