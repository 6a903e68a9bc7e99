import { pageRoot } from '../page-root.ts';
import { Modal } from './modal.tsx';

const modalRoot = pageRoot('si-modal-root', Modal);

/** Mounts the shared modal once, on first use (reached through a dynamic import). */
export const ensureModalRoot = modalRoot.ensure;
export const unmountModalRoot = modalRoot.unmount;
