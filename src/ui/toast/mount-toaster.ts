import { pageRoot } from '../page-root.ts';
import { Toaster } from './toaster';

const toasterRoot = pageRoot('si-toaster', Toaster);

/** Mounts the toast stack once, on first use (reached through a dynamic import). */
export const ensureToaster = toasterRoot.ensure;
export const unmountToaster = toasterRoot.unmount;
