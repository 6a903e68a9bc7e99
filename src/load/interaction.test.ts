import { describe, expect, it, onTestFinished } from 'vitest';
import { interaction } from './interaction.ts';

/** Lets the code's arrival, the mount and the replay after it run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The interaction strategy on `<div class="island">` holding `server`, with an island whose code
 * arrives when the test says so and which then renders `rendered` in its place, as a React island
 * replaces the server's markup. `clicksSeen`: the target of each click the island saw.
 */
function islandReplacingItsMarkup(server: string, rendered: string) {
  document.body.innerHTML = `<div class="island">${server}</div>`;
  const el = document.querySelector<HTMLElement>('.island')!;
  const clicksSeen: string[] = [];
  let codeArrives = () => undefined as void;
  const code = new Promise<void>((resolve) => (codeArrives = resolve));
  const stop = interaction(el, async (readyToMount) => {
    await code;
    await readyToMount?.();
    el.innerHTML = rendered;
    el.addEventListener('click', (event) => clicksSeen.push((event.target as Element).outerHTML));
  });
  onTestFinished(stop);
  return {
    clicksSeen,
    async arrive() {
      codeArrives();
      await settle();
    },
  };
}

describe('a click held for an interaction island', () => {
  it('lands on the button the island rendered in place of the theme’s <span> heart', async () => {
    const island = islandReplacingItsMarkup('<span class="heartplus" data-post_id="101" data-informer="0"></span>', '<button class="heartplus" type="button"></button>');
    document.querySelector<HTMLElement>('span.heartplus')!.click();
    await island.arrive();
    expect(island.clicksSeen).toEqual(['<button class="heartplus" type="button"></button>']);
  });

  it('lands, of several controls alike, on the one in the clicked one’s place', async () => {
    const island = islandReplacingItsMarkup('<a class="size" href="?maat=s">S</a><a class="size" href="?maat=m">M</a>', '<button class="size">S</button><button class="size">M</button>');
    document.querySelectorAll<HTMLElement>('a.size')[1]!.click();
    await island.arrive();
    expect(island.clicksSeen).toEqual(['<button class="size">M</button>']);
  });

  it('lands in its place when the island does not render its class (a caption inside the theme’s heart)', async () => {
    const island = islandReplacingItsMarkup(
      '<span class="heartplus"><span class="wishaddwrap">Bewaar</span></span>',
      '<button class="heartplus" type="button"><span class="heart-caption">Bewaar</span></button>',
    );
    document.querySelector<HTMLElement>('.wishaddwrap')!.click();
    await island.arrive();
    expect(island.clicksSeen).toEqual(['<span class="heart-caption">Bewaar</span>']);
  });
});
