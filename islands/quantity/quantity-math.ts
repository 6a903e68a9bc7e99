/**
 * The quantity arithmetic of docs/CONTRACTS.md#validation-rules (the Rehub theme's plus/minus buttons, with its defects fixed):
 * a missing value counts as 0; plus stops at max; minus stops at min and at 0; a step of 'any' or
 * empty counts as 1; results are rounded to the step's decimals. Values are the inputs' attribute
 * strings, so the rules about missing and odd values live here and nowhere else.
 */

export interface QuantityField {
  value: string;
  min: string | null;
  max: string | null;
  step: string | null;
}

function number(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function stepOf(raw: string | null): { size: number; decimals: number } {
  // 'any', empty or missing is no number.
  const size = number(raw);
  if (size === null || size <= 0) return { size: 1, decimals: 0 };
  return { size, decimals: decimalsOf(raw ?? '') };
}

/** Decimals a step such as "0.25" or "5e-1" has (the theme's rhgetDecimalNumber). */
export function decimalsOf(step: string): number {
  // Every part is optional, so the pattern always matches (at worst the empty end).
  const [, fraction = '', exponent = '0'] = /(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(step.trim()) ?? [];
  return Math.max(0, fraction.length - Number(exponent));
}

function format(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/** The value after pressing plus or minus. */
export function stepQuantity(field: QuantityField, direction: 'plus' | 'minus'): string {
  const current = number(field.value) ?? 0;
  const max = number(field.max);
  const floor = Math.max(number(field.min) ?? 0, 0);
  const step = stepOf(field.step);
  if (direction === 'plus') {
    const next = current + step.size;
    return format(max !== null ? Math.min(next, max) : next, step.decimals);
  }
  return format(Math.max(current - step.size, floor), step.decimals);
}

/**
 * A typed value below min (min ≥ 0) is raised to min; anything else stays as typed. The theme's
 * script tests `if (min && …)`, so with it min="0" never clamps.
 */
export function raiseToMin(field: QuantityField): string {
  const min = number(field.min);
  const current = number(field.value);
  if (min === null || min < 0 || current === null || current >= min) return field.value;
  return format(min, decimalsOf(field.min ?? ''));
}
