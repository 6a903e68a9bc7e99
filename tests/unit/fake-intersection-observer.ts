import { vi } from 'vitest';

/** A stand-in IntersectionObserver a test drives (happy-dom has no layout and never reports): what is watched, with which options, and a way to report on it. */
export class FakeObserver {
  /** Every observer made since `stubIntersectionObserver()`, oldest first. */
  static all: FakeObserver[] = [];
  static get last(): FakeObserver {
    return FakeObserver.all.at(-1)!;
  }
  watched = new Set<Element>();
  disconnected = false;
  constructor(
    readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
    this.disconnected = true;
  }
}

/** Puts the stand-in in the page's place, with no observers yet; `vi.unstubAllGlobals()` takes it away. */
export function stubIntersectionObserver(): void {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
}

/** What every observer watches now. */
export function watchedElements(): Element[] {
  return FakeObserver.all.flatMap((observer) => [...observer.watched]);
}

/** Tells each observer watching `element` that it came into view. */
export function bringIntoView(element: Element): void {
  for (const observer of FakeObserver.all) if (observer.watched.has(element)) observer.report([{ isIntersecting: true, target: element }]);
}

/** Tells every observer that what it watches (a scroll sentinel) is out of view above (`past`) or back in view. */
export function scrollPastSentinels(past: boolean): void {
  for (const observer of FakeObserver.all) {
    for (const target of observer.watched) observer.report([{ isIntersecting: !past, boundingClientRect: { top: past ? -10 : 400 } as DOMRectReadOnly, target }]);
  }
}

/** Gives `element` a layout box or none, as CSS would. */
export function hasBox(element: Element, shown: boolean): void {
  vi.spyOn(element, 'getClientRects').mockReturnValue((shown ? [new DOMRect(0, 0, 300, 40)] : []) as unknown as DOMRectList);
}
