import { interaction } from './interaction.ts';
import type { LoadStrategy } from './strategy.ts';

/**
 * An island's strategy that holds nothing before its code is there (idle, visible), once that code did
 * not arrive: from then on the element is watched as an interaction island's, so its next use is held,
 * tries the code again and is told if that fails too.
 */
export const retryOnUse =
  (strategy: LoadStrategy): LoadStrategy =>
  (el, start) => {
    let stopRetrying = (): void => undefined;
    const stopWaiting = strategy(el, async (readyToMount) => (await start(readyToMount)) || ((stopRetrying = interaction(el, start)), false));
    return () => {
      stopWaiting();
      stopRetrying();
    };
  };
