import { describe, expect, it, vi } from 'vitest';
import type { PointerEvent } from 'react';
import { renderHook } from '@testing-library/react';
import { swipeStep, useSwipe } from './use-swipe.ts';

/** How far a finger must move for the next picture (docs/CONTRACTS.md, "Timings"): stated, not imported. */
const SWIPE_DISTANCE = 50;

describe('a swipe', () => {
  it(`to the left of ${SWIPE_DISTANCE} px or more shows the next picture, to the right the previous`, () => {
    expect(swipeStep({ x: 300, y: 100 }, { x: 300 - SWIPE_DISTANCE, y: 100 })).toBe(1);
    expect(swipeStep({ x: 300, y: 100 }, { x: 300 + SWIPE_DISTANCE, y: 100 })).toBe(-1);
  });

  it('is no swipe when shorter, or at least as far up or down as sideways (scrolling)', () => {
    expect(swipeStep({ x: 300, y: 100 }, { x: 301 - SWIPE_DISTANCE, y: 100 })).toBeNull();
    expect(swipeStep({ x: 300, y: 100 }, { x: 200, y: 200 })).toBeNull();
    expect(swipeStep({ x: 300, y: 100 }, { x: 200, y: 199 })).toBe(1);
  });

  it('steps only for a swipe, not for a press that is none', () => {
    const onStep = vi.fn();
    const { result } = renderHook(() => useSwipe(onStep));
    const press = (from: number, to: number) => {
      result.current.onPointerDown({ pointerId: 1, isPrimary: true, clientX: from, clientY: 100 } as PointerEvent);
      result.current.onPointerUp({ pointerId: 1, isPrimary: true, clientX: to, clientY: 100 } as PointerEvent);
    };
    press(300, 290);
    expect(onStep.mock.calls).toEqual([]);
    press(300, 300 - SWIPE_DISTANCE);
    expect(onStep.mock.calls).toEqual([[1]]);
  });
});
