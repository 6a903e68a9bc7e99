import type { LoadStrategyName } from '../island.ts';
import { eager } from './eager.ts';
import { idle } from './idle.ts';
import { idleOrInteraction } from './idle-or-interaction.ts';
import { interaction } from './interaction.ts';
import { load } from './load.ts';
import type { LoadStrategy } from './strategy.ts';
import { visible } from './visible.ts';

/** The load strategies by the name the registry uses. A new strategy is one file and one line here. */
export const strategies: Record<LoadStrategyName, LoadStrategy> = { eager, load, idle, 'idle-or-interaction': idleOrInteraction, visible, interaction };
