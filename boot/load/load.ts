import type { LoadStrategy } from './strategy.ts';
import { afterLoad } from './idle.ts';

/**
 * When the page's `load` event fires (at once if it has): for a service every page runs whose code is
 * the runtime itself, so that it does not compete with the page's own loading, without waiting for idle.
 */
export const load: LoadStrategy = (_el, start) => afterLoad(() => void start());
