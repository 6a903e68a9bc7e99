import { accessibilityGate } from './accessibility.ts';
import { demoStates } from './demo-states.ts';

accessibilityGate('every state a shopper opens on a demo page, at 390 and 1280 px', demoStates.filter((state) => state.open));
