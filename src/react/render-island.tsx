import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { IslandBoundary } from './island-boundary.tsx';
import type { Cleanup } from '../island.ts';
import { ISLAND_RENDERED } from '../dom/ownership.ts';

/** One React root per element (ARCHITECTURE.md, "The React rule"). */
const roots = new WeakMap<Element, Root>();

/**
 * Renders a React island into `el`, which it then owns. If the island fails to render, the server
 * markup that was there before is put back: the page keeps working as it did without JavaScript.
 */
export function renderIsland<P extends object>(el: HTMLElement, Island: ComponentType<P>, props: P): Cleanup {
  const serverMarkup = Array.from(el.childNodes, (node) => node.cloneNode(true));
  const root = roots.get(el) ?? createRoot(el);
  roots.set(el, root);
  el.setAttribute(ISLAND_RENDERED, '');
  const unmount = () => {
    if (roots.get(el) !== root) return;
    roots.delete(el);
    root.unmount();
    el.removeAttribute(ISLAND_RENDERED);
  };
  const restoreServerMarkup = (error: unknown) => {
    console.error('[shop-islands] een onderdeel viel uit; de oorspronkelijke inhoud is teruggezet', error);
    // React must finish the current commit before its root can be unmounted.
    setTimeout(() => {
      unmount();
      el.replaceChildren(...serverMarkup);
    });
  };
  // At once, not at React's next tick: a click held while the code loaded is replayed right after the
  // mount, and must land on the island's element, not on the server's it replaces.
  flushSync(() =>
    root.render(
      <IslandBoundary onError={restoreServerMarkup}>
        <Island {...props} />
      </IslandBoundary>,
    ),
  );
  return unmount;
}
