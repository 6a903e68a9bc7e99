import type { LoadStrategy } from './strategy.ts';

/** At once: for what the shopper may use before the page has finished loading. */
export const eager: LoadStrategy = (_el, start) => {
  void start();
  return () => undefined;
};
