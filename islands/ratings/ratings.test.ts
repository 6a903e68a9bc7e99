import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island from './index.ts';
import { barPercent, radialTurn } from '../../src/contracts/rating-values.ts';
import { bringIntoView as enter, FakeObserver, stubIntersectionObserver, watchedElements } from '../../tests/unit/fake-intersection-observer.ts';

let animations: { element: HTMLElement; keyframes: Keyframe[]; options: KeyframeAnimationOptions }[];

beforeEach(() => {
  animations = [];
  stubIntersectionObserver();
  vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation(function (this: HTMLElement, keyframes, options) {
    animations.push({ element: this, keyframes: keyframes as Keyframe[], options: options as KeyframeAnimationOptions });
    return {} as Animation;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function printBars(): HTMLElement[] {
  document.body.innerHTML = `<div class="rate_bar_wrap">
    <div class="rate-bar" data-percent="90%"><div class="rate-bar-bar" style="width:90%"></div></div>
    <div class="wpsm-bar" data-percent="45"><div class="wpsm-bar-bar"></div></div>
  </div>`;
  return [...document.querySelectorAll<HTMLElement>('[data-percent]')];
}

function printRadial(rating: string): HTMLElement {
  document.body.innerHTML = `<div class="radial-progress" data-rating="${rating}"><div class="circle"><div class="mask full"><div class="fill"></div></div><div class="mask half"><div class="fill"></div><div class="fill fix"></div></div></div><div class="inset"><div class="percentage">${rating}</div></div></div>`;
  return document.querySelector<HTMLElement>('.radial-progress')!;
}

describe('rating values', () => {
  it('reads a bar percentage with or without %, clamped to 0–100', () => {
    expect(barPercent('90%')).toBe(90);
    expect(barPercent('45')).toBe(45);
    expect(barPercent('150%')).toBe(100);
    expect(barPercent('abc')).toBeNull();
    expect(barPercent(undefined)).toBeNull();
  });

  it('turns a radial rating 18 degrees per point, clamped to 0–10', () => {
    expect(radialTurn(8.6)).toBe(154.8);
    expect(radialTurn(12)).toBe(180);
    expect(radialTurn(-3)).toBe(0);
    expect(radialTurn(Number.NaN)).toBe(0);
  });
});

describe('the ratings island', () => {
  it('animates each bar only when that bar comes into view, over 1500 ms', () => {
    const [first, second] = printBars();
    island.mount(first!);
    island.mount(second!);
    const fill = (bar: HTMLElement) => bar.querySelector<HTMLElement>('.rate-bar-bar, .wpsm-bar-bar')!;
    expect(fill(first!).style.width).toBe('0%');
    enter(first!);
    expect(animations).toHaveLength(1);
    expect(animations[0]).toMatchObject({ element: fill(first!), keyframes: [{ width: '0%' }, { width: '90%' }], options: { duration: 1500, easing: 'ease-out' } });
    expect(fill(first!).style.width).toBe('90%');
    // The second is still out of view.
    expect(fill(second!).style.width).toBe('0%');
    enter(second!);
    expect(fill(second!).style.width).toBe('45%');
    expect(animations).toHaveLength(2);
  });

  it('turns the halves of a radial rating to rating × 18 degrees and the fix half × 36 when in view', () => {
    const radial = printRadial('7.5');
    island.mount(radial);
    expect(radial.querySelector<HTMLElement>('.fill.fix')!.style.transform).toBe('rotate(0deg)');
    enter(radial);
    expect(animations.map(({ keyframes }) => keyframes)).toContainEqual([{ transform: 'rotate(0deg)' }, { transform: 'rotate(270deg)' }]);
    const transforms = [...radial.querySelectorAll<HTMLElement>('.mask.full, .fill')].map((element) => element.style.transform);
    expect(transforms).toEqual(['rotate(135deg)', 'rotate(135deg)', 'rotate(135deg)', 'rotate(270deg)']);
    expect(animations).toHaveLength(4);
  });

  it('clamps a rating outside 0–10 and keeps the number in the text', () => {
    const radial = printRadial('14');
    island.mount(radial);
    enter(radial);
    expect(radial.querySelector<HTMLElement>('.fill.fix')!.style.transform).toBe('rotate(360deg)');
    expect(radial.textContent).toBe('14');
  });

  it('does not animate with prefers-reduced-motion: the final values at once', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query.includes('reduce') }) as MediaQueryList);
    const [, bar] = printBars();
    island.mount(bar!);
    expect(bar!.querySelector<HTMLElement>('.wpsm-bar-bar')!.style.width).toBe('45%');
    expect(watchedElements()).toEqual([]);
    expect(animations).toHaveLength(0);
  });

  it('leaves a bar already in view as the server printed it', () => {
    const [bar] = printBars();
    vi.spyOn(bar!, 'getBoundingClientRect').mockReturnValue({ top: 10, bottom: 30, left: 0, right: 200 } as DOMRect);
    island.mount(bar!);
    expect(bar!.querySelector<HTMLElement>('.rate-bar-bar')!.style.width).toBe('90%');
    expect(animations).toHaveLength(0);
  });

  it('animates a bar whose box is just outside the view on any side', () => {
    const outside = [
      { top: -20, bottom: 0, left: 0, right: 200 },
      { top: innerHeight, bottom: innerHeight + 20, left: 0, right: 200 },
      { top: 10, bottom: 30, left: -200, right: 0 },
      { top: 10, bottom: 30, left: innerWidth, right: innerWidth + 200 },
    ];
    for (const box of outside) {
      const [, bar] = printBars();
      vi.spyOn(bar!, 'getBoundingClientRect').mockReturnValue(box as DOMRect);
      island.mount(bar!);
      expect(bar!.querySelector<HTMLElement>('.wpsm-bar-bar')!.style.width).toBe('0%');
    }
  });

  it('waits while the observer reports the rating still out of view, and shows the final value when unmounted first', () => {
    const [, bar] = printBars();
    const cleanup = island.mount(bar!);
    FakeObserver.last.report([{ isIntersecting: false, target: bar! }]);
    const fill = bar!.querySelector<HTMLElement>('.wpsm-bar-bar')!;
    expect([fill.style.width, animations.length]).toEqual(['0%', 0]);
    cleanup?.();
    expect([fill.style.width, watchedElements()]).toEqual(['45%', []]);
  });

  it('shows the final value at once where the browser cannot animate', () => {
    vi.spyOn(HTMLElement.prototype, 'animate').mockRestore();
    const animate = HTMLElement.prototype.animate;
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: undefined, configurable: true });
    try {
      const [, bar] = printBars();
      island.mount(bar!);
      enter(bar!);
      expect(bar!.querySelector<HTMLElement>('.wpsm-bar-bar')!.style.width).toBe('45%');
    } finally {
      Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true, writable: true });
    }
  });

  it('leaves alone a bar without its fill or a number, and a radial rating without a number', () => {
    document.body.innerHTML = '<div class="rate-bar" data-percent="80"></div><div class="wpsm-bar" data-percent="veel"><div class="wpsm-bar-bar" style="width:60%"></div></div>';
    for (const bar of document.querySelectorAll<HTMLElement>('[data-percent]')) expect(island.mount(bar)).toBeUndefined();
    expect(document.querySelector<HTMLElement>('.wpsm-bar-bar')!.style.width).toBe('60%');
    for (const rating of ['', ' ', 'tien']) expect(island.mount(printRadial(rating))).toBeUndefined();
    const radial = printRadial('8');
    radial.removeAttribute('data-rating');
    expect(island.mount(radial)).toBeUndefined();
    expect(watchedElements()).toEqual([]);
  });
});
