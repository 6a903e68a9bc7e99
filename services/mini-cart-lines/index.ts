import { combineCleanups, defineService } from '../../src/island.ts';
import { showLineStates } from './line-states.ts';
import { sendQuantityChanges } from './quantity-changes.ts';
import { removeWithoutReload } from './remove-links.ts';

/**
 * The lines of every mini-cart on the page (the header's, the slide-in cart's): remove and change
 * quantities without a page load, and show which lines are waiting for the server. Listeners sit on
 * the document, so lines in new mini-cart HTML work at once.
 */
export default defineService({
  start: () => combineCleanups(removeWithoutReload(), sendQuantityChanges(), showLineStates()),
});
