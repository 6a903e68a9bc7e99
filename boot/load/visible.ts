import { whenVisible } from '../../src/dom/when-visible.ts';
import type { LoadStrategy } from './strategy.ts';

/** When the element comes within 200 px of the viewport (src/dom/when-visible.ts says how). */
export const visible: LoadStrategy = (el, start) => whenVisible(el, () => void start());
