import { defineIsland } from '../../src/island.ts';
import { barPercent, radialTurn } from '../../src/contracts/rating-values.ts';

/**
 * Review scores: rating bars (`.rate-bar[data-percent]`, `.wpsm-bar[data-percent]`) grow to their
 * percentage over 1500 ms and radial ratings (`.radial-progress[data-rating]`) turn to rating × 18
 * degrees (docs/CONTRACTS.md#timings), each when it comes into view (the theme animated every bar when the first
 * appeared). The server prints the final values, so without JavaScript they are right; one already
 * in view when the island mounts has been seen as it is and is left alone, as it is with
 * `prefers-reduced-motion`.
 */

const DURATION = 1500;

interface Movement {
  /** The parts that move, each with its start and final style. */
  parts: { element: HTMLElement; property: 'width' | 'transform'; from: string; to: string }[];
}

function barMovement(bar: HTMLElement): Movement | null {
  const fill = bar.querySelector<HTMLElement>('.rate-bar-bar, .wpsm-bar-bar');
  const percent = barPercent(bar.dataset.percent);
  if (!fill || percent === null) return null;
  return { parts: [{ element: fill, property: 'width', from: '0%', to: `${percent}%` }] };
}

function radialMovement(radial: HTMLElement): Movement | null {
  const rating = Number(radial.dataset.rating);
  if (radial.dataset.rating === undefined || radial.dataset.rating.trim() === '' || !Number.isFinite(rating)) return null;
  const turn = radialTurn(rating);
  const halves = [...radial.querySelectorAll<HTMLElement>('.circle .mask.full, .circle .fill:not(.fix)')];
  const fixes = [...radial.querySelectorAll<HTMLElement>('.circle .fill.fix')];
  return {
    parts: [
      ...halves.map((element) => ({ element, property: 'transform' as const, from: 'rotate(0deg)', to: `rotate(${turn}deg)` })),
      ...fixes.map((element) => ({ element, property: 'transform' as const, from: 'rotate(0deg)', to: `rotate(${turn * 2}deg)` })),
    ],
  };
}

function isInView(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
}

function show(movement: Movement, at: 'from' | 'to'): void {
  for (const part of movement.parts) part.element.style[part.property] = part[at];
}

function animate(movement: Movement): void {
  show(movement, 'to');
  for (const part of movement.parts) {
    // Browsers without the Web Animations API simply show the final value.
    part.element.animate?.([{ [part.property]: part.from }, { [part.property]: part.to }], { duration: DURATION, easing: 'ease-out' });
  }
}

export default defineIsland({
  mount(rating) {
    const movement = rating.matches('.radial-progress') ? radialMovement(rating) : barMovement(rating);
    if (!movement) return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches || isInView(rating)) {
      show(movement, 'to');
      return;
    }
    show(movement, 'from');
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      animate(movement);
    });
    observer.observe(rating);
    return () => {
      observer.disconnect();
      show(movement, 'to');
    };
  },
});
