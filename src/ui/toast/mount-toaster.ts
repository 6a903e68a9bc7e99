import { keepAboveModals } from '../../dom/top-layer.ts';
import { pageRoot } from '../page-root.ts';
import { Toaster } from './toaster.tsx';

const toasterRoot = pageRoot('si-toaster', Toaster);

/**
 * Mounts the toast stack once, on first use (reached through a dynamic import), and on every toast puts
 * it where the shopper can see it: inside an open modal dialog, else at the end of <body>.
 */
export function ensureToaster(): void {
  keepAboveModals(toasterRoot.ensure());
}
export const unmountToaster = toasterRoot.unmount;
