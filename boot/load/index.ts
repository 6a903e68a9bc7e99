import type { LoadStrategyName, ServiceEntry } from '../../src/island.ts';
import { eager, eagerHolding } from './eager.ts';
import { idle } from './idle.ts';
import { idleIfShownOrInteraction, idleOrInteraction } from './idle-or-interaction.ts';
import { interaction } from './interaction.ts';
import { load } from './load.ts';
import { retryOnUse } from './retry-on-use.ts';
import type { LoadStrategy } from './strategy.ts';
import { visible } from './visible.ts';

/**
 * The islands' load strategies by the name the registry uses. A tap on an island's control before its
 * code is there is held (eager, interaction, idle-or-interaction, idle-if-shown-or-interaction), or
 * does what it does without JavaScript (idle, visible: a form's own post); once an island's code did
 * not arrive, its next use is held and tries again (interaction.ts). A new strategy is one file (or a
 * variant beside its kin) and one line here.
 */
export const strategies: Record<LoadStrategyName, LoadStrategy> = {
  eager: eagerHolding,
  load: retryOnUse(load),
  idle: retryOnUse(idle),
  'idle-or-interaction': idleOrInteraction,
  'idle-if-shown-or-interaction': idleIfShownOrInteraction,
  visible: retryOnUse(visible),
  interaction,
};

/** The page services' strategies: a service has no control of its own to hold a tap for or to tell a failure at. */
export const serviceStrategies: Record<ServiceEntry['load'], LoadStrategy> = { eager, load, idle };
