import { afterEach, describe, expect, it } from 'vitest';
import { mountIslands } from './mount-islands.ts';
import { pausedClock } from '../tests/unit/paused-clock.ts';

const settle = pausedClock();
let stop: (() => void) | undefined;
afterEach(() => stop?.());

describe('an island whose element leaves the page while its code loads', () => {
  it('is not mounted when the element left with the markup the mount watches, which no mutation inside reports (a theme swapping its <main>)', async () => {
    document.body.innerHTML = '<main><div class="heart_thumb_wrap"></div></main>';
    const mounted: HTMLElement[] = [];
    const watched = document.querySelector('main')!;
    stop = mountIslands({ islands: [{ name: 'heart', selector: '.heart_thumb_wrap', load: 'eager', module: async () => ({ default: { mount: (el: HTMLElement) => void mounted.push(el) } }) }], services: [] }, watched);
    watched.remove();
    await settle();
    expect(mounted).toEqual([]);
  });
});
