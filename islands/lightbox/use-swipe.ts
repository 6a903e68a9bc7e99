import { useRef, type PointerEventHandler } from 'react';
import type { Step } from './picture-step.ts';

/** How far a finger must travel sideways for a swipe, in CSS pixels: more than a tap wobbles, well short of a phone's width. */
export const SWIPE_DISTANCE = 50;

interface Point {
  x: number;
  y: number;
}

/**
 * The step a press from `start` to `end` makes: none unless it went further sideways than up or down
 * (scrolling) and at least SWIPE_DISTANCE. Swiping to the left brings the next picture in, as on a phone.
 */
export function swipeStep(start: Point, end: Point): Step | null {
  const across = end.x - start.x;
  if (Math.abs(across) < SWIPE_DISTANCE || Math.abs(across) <= Math.abs(end.y - start.y)) return null;
  return across < 0 ? 1 : -1;
}

export interface SwipeHandlers {
  onPointerDown: PointerEventHandler;
  onPointerUp: PointerEventHandler;
  onPointerCancel: PointerEventHandler;
}

/**
 * Pointer events, so a finger, a pen and a dragged mouse all swipe. Only the first finger counts: a
 * second one is a pinch to zoom, which the browser then takes over (pointercancel).
 */
export function useSwipe(onStep: (step: Step) => void): SwipeHandlers {
  const press = useRef<(Point & { pointerId: number }) | null>(null);
  return {
    onPointerDown(event) {
      if (event.isPrimary) press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
    },
    onPointerUp(event) {
      const start = press.current;
      if (start?.pointerId !== event.pointerId) return;
      press.current = null;
      const step = swipeStep(start, { x: event.clientX, y: event.clientY });
      if (step) onStep(step);
    },
    onPointerCancel() {
      press.current = null;
    },
  };
}
