import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ISLAND_RENDERED } from '../dom/ownership.ts';

export interface PageRoot {
  /** Mounts the component once, in its own container at the end of <body>; later calls only return it. */
  ensure(): HTMLElement;
  /** Removes the container and its React root (tests, teardown). */
  unmount(): void;
}

/**
 * A page-wide React root for shared UI (the toast stack, the modal). The runtime reaches it through a
 * dynamic import on first use, so React loads only then. A container that left the page (a test's DOM
 * reset, a theme swapping <body>) is mounted anew.
 */
export function pageRoot(className: string, Component: ComponentType): PageRoot {
  let container: HTMLDivElement | undefined;
  let root: Root | undefined;
  const unmount = () => {
    root?.unmount();
    container?.remove();
    root = undefined;
    container = undefined;
  };
  return {
    ensure() {
      if (container?.isConnected) return container;
      unmount();
      container = document.createElement('div');
      container.className = className;
      container.setAttribute(ISLAND_RENDERED, '');
      document.body.append(container);
      root = createRoot(container);
      root.render(createElement(Component));
      return container;
    },
    unmount,
  };
}
