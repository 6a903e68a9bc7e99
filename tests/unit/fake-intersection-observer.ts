import { vi } from 'vitest';

/** A stand-in IntersectionObserver a test drives (happy-dom has no layout): what is watched, with which options, and a way to report on it. */
export class FakeObserver {
  static last: FakeObserver;
  watched = new Set<Element>();
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
}

/** Gives `element` a layout box or none, as CSS would. */
export function hasBox(element: Element, shown: boolean): void {
  vi.spyOn(element, 'getClientRects').mockReturnValue((shown ? [new DOMRect(0, 0, 300, 40)] : []) as unknown as DOMRectList);
}
