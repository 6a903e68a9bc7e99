import { defineIsland } from '../../src/island.ts';
import { actAsButton } from '../../src/dom/act-as-button.ts';
import { openWindow, safeUrl } from '../../src/dom/navigate.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { shareWindow, windowFeatures } from './share-window.ts';

/**
 * The theme's share links (`.share-link-image[data-href][data-service]`): the service's share page in a
 * small centred window (sizes per service, docs/CONTRACTS.md#timings), or on a phone with a share sheet, the phone's own
 * (`navigator.share`, this page's address). Only http(s) share addresses are opened. Without
 * JavaScript the demo's share link opens the share page in a new tab. Plain TypeScript.
 */

/** A phone's share sheet: where the browser has one and the main pointer is a finger. */
function hasShareSheet(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

async function share(link: HTMLElement): Promise<void> {
  const service = link.dataset.service ?? '';
  if (hasShareSheet()) {
    try {
      await navigator.share({ title: document.title, url: location.href });
      return;
    } catch (error) {
      // The shopper closed the sheet: nothing more to do. Anything else: the service's window instead.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  const url = safeUrl(link.dataset.href, 'page');
  if (!url) return;
  // noopener: the share page gets no handle on this one.
  openWindow(url.href, 'page', service || '_blank', `noopener,${windowFeatures(shareWindow(service, window.screen))}`);
}

export default defineIsland({
  mount(link) {
    return actAsButton(link, '.share-link-image', (_control, event) => {
      if (event instanceof MouseEvent && !isPlainClick(event)) return;
      event.preventDefault();
      void share(link);
    });
  },
});
