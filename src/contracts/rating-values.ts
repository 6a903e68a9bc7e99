/**
 * The values the theme's rating markup carries, read as the old script meant them and clamped, shared
 * by the island and the demo server (which prints the final bar width and angle).
 */

/** A bar's `data-percent` ("90%" or "90") as a width, 0–100; null when it is no number. */
export function barPercent(printed: string | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%?\s*$/.exec(printed ?? '');
  return match ? Math.min(100, Math.max(0, Number(match[1]))) : null;
}

/** A radial rating's half-circle angle: `data-rating` (0–10, clamped) × 18 degrees (docs/CONTRACTS.md#timings); the fix half turns twice as far. */
export function radialTurn(rating: number): number {
  // Tenths of a degree: 8.6 × 18 is 154.79999999999998 in floating point.
  return Number.isFinite(rating) ? Math.round(Math.min(10, Math.max(0, rating)) * 180) / 10 : 0;
}
