/** A move through the gallery: -1 to the previous picture, 1 to the next. */
export type Step = -1 | 1;

/**
 * The picture a step leads to from `index` in a gallery of `count`: past the last comes the first and
 * before the first the last. A gallery is short, and so neither button is ever a dead end that would
 * have to be disabled under the keyboard's focus.
 */
export function pictureAfter(index: number, step: Step, count: number): number {
  return (index + step + count) % count;
}
