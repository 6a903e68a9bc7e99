import { accessibilityGate } from './accessibility.ts';
import { demoStates } from './demo-states.ts';

accessibilityGate('every demo page as it loads, at 390 and 1280 px', demoStates.filter((state) => !state.open));
