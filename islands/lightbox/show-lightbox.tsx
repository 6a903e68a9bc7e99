import { openModal } from '../../src/stores/modal.ts';
import { ensureModalRoot } from '../../src/ui/modal/mount-modal.ts';
import { reactContent } from '../../src/ui/modal/react-content.tsx';
import type { GalleryPicture } from './gallery-pictures.ts';
import { Lightbox } from './lightbox.tsx';

/**
 * Shows `pictures` from `start` in the shared modal (800 px), named `title`; Escape, the close button
 * and the background close it, and focus goes back to `link`.
 */
export function showLightbox(link: HTMLAnchorElement, title: string, pictures: readonly GalleryPicture[], start: number): void {
  // The modal gives focus back to what had it when it opened; Safari does not focus a clicked link.
  link.focus({ preventScroll: true });
  ensureModalRoot();
  openModal({ title, maxWidth: 800, content: reactContent(() => <Lightbox pictures={pictures} start={start} />) });
}
