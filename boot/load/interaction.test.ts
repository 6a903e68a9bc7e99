import { describe, expect, it, onTestFinished } from 'vitest';
import { interaction } from './interaction.ts';
import { pausedClock } from '../../tests/unit/paused-clock.ts';


const settle = pausedClock();

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
    return true;
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

  it('focuses what it lands on, as a pointer’s click does, so a popup it opens can give focus back to it', async () => {
    const island = islandReplacingItsMarkup('<span class="act-rehub-login-popup">Inloggen</span>', '<span class="act-rehub-login-popup" role="button" tabindex="0">Inloggen</span>');
    document.querySelector<HTMLElement>('.act-rehub-login-popup')!.click();
    expect(document.activeElement).toBe(document.body);
    await island.arrive();
    expect(document.activeElement).toBe(document.querySelector('.act-rehub-login-popup'));
  });

  it('focuses, for a press on an icon inside the control, the control around it that can take focus', async () => {
    const island = islandReplacingItsMarkup(
      '<span class="act-rehub-login-popup"><i class="rhicon"></i></span>',
      '<span class="act-rehub-login-popup" role="button" tabindex="0"><i class="rhicon"></i></span>',
    );
    document.querySelector<HTMLElement>('.rhicon')!.click();
    await island.arrive();
    expect(document.activeElement).toBe(document.querySelector('.act-rehub-login-popup'));
  });

  it('focuses nothing outside the island for a press on what cannot take focus', async () => {
    document.body.tabIndex = 0;
    onTestFinished(() => document.body.removeAttribute('tabindex'));
    const island = islandReplacingItsMarkup('<span class="price">€ 19,95</span>', '<span class="price">€ 19,95</span>');
    document.querySelector<HTMLElement>('.price')!.click();
    await island.arrive();
    expect(document.activeElement).toBe(document.body);
  });

  it('lets a press end before the mount though it took focus from the control the shopper used before', async () => {
    const island = islandReplacingItsMarkup('<span class="heartplus"></span>', '<button class="heartplus" type="button"></button>');
    const usedBefore = document.body.appendChild(document.createElement('button'));
    usedBefore.focus();
    const pressed = document.querySelector<HTMLElement>('span.heartplus')!;
    pressed.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    usedBefore.blur();
    await island.arrive();
    expect(pressed.isConnected).toBe(true);
    pressed.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    pressed.click();
    await settle();
    expect(island.clicksSeen).toEqual(['<button class="heartplus" type="button"></button>']);
  });

  it('ends a press when the window loses focus, and mounts', async () => {
    const island = islandReplacingItsMarkup('<span class="heartplus"></span>', '<button class="heartplus" type="button"></button>');
    document.querySelector<HTMLElement>('span.heartplus')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    window.dispatchEvent(new FocusEvent('blur'));
    await island.arrive();
    await settle();
    expect(document.querySelector('.island')!.innerHTML).toBe('<button class="heartplus" type="button"></button>');
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

/**
 * The interaction strategy on `<form class="island">` holding `fields`, with a plain-TypeScript island
 * (it keeps the server's markup) whose code arrives when the test says so. `seen`: what the island saw;
 * `page`: what the page's own listeners on the document saw, and when.
 */
function formIsland(fields: string) {
  document.body.innerHTML = `<form class="island" action="/shop/">${fields}</form>`;
  const form = document.querySelector<HTMLFormElement>('form.island')!;
  const seen: string[] = [];
  const page: string[] = [];
  const describe = (event: Event) => `${event.type} ${(event as SubmitEvent).submitter?.textContent ?? (event.target as HTMLInputElement).value ?? ''}`.trim();
  const onPage = (event: Event) => {
    page.push(describe(event));
    // The browser's own submission would leave the test's page.
    if (event.type === 'submit') event.preventDefault();
  };
  for (const type of ['change', 'input', 'submit']) document.addEventListener(type, onPage);
  onTestFinished(() => {
    for (const type of ['change', 'input', 'submit']) document.removeEventListener(type, onPage);
  });
  let started = false;
  let codeArrives = () => undefined as void;
  const code = new Promise<void>((resolve) => (codeArrives = resolve));
  const stop = interaction(form, async () => {
    started = true;
    await code;
    for (const type of ['change', 'input', 'submit']) form.addEventListener(type, (event) => seen.push(describe(event)));
    return true;
  });
  onTestFinished(stop);
  return {
    form,
    seen,
    page,
    started: () => started,
    async arrive() {
      codeArrives();
      await settle();
    },
  };
}

describe('a change, an input or a submit with no pointer or focus before it (voice control, a form filler, automation)', () => {
  it('wakes the island, which gets the change once it has mounted, before the page does', async () => {
    const island = formIsland('<select name="orderby"><option value="menu_order">Standaard</option><option value="price">Prijs</option></select>');
    const select = island.form.querySelector('select')!;
    select.value = 'price';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect([island.started(), island.page]).toEqual([true, []]);

    await island.arrive();

    expect([island.seen, island.page]).toEqual([['change price'], ['change price']]);
  });

  it('wakes the island, which gets the input once it has mounted', async () => {
    const island = formIsland('<input name="s" value="">');
    const field = island.form.querySelector('input')!;
    field.value = 'linnen';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    expect([island.started(), island.page]).toEqual([true, []]);

    await island.arrive();

    expect([island.seen, island.page]).toEqual([['input linnen'], ['input linnen']]);
  });

  it('wakes the island and holds the submit, which is replayed from the button that sent it once the island has mounted', async () => {
    const island = formIsland('<button type="submit" name="add-to-cart" value="101">In winkelwagen</button>');
    island.form.requestSubmit(island.form.querySelector('button'));
    expect([island.started(), island.page]).toEqual([true, []]);

    await island.arrive();

    expect([island.seen, island.page]).toEqual([['submit In winkelwagen'], ['submit In winkelwagen']]);
  });

  it('submits a form that no button sent the same way once the island has mounted', async () => {
    const island = formIsland('<input name="s" value="linnen">');
    island.form.requestSubmit();
    expect(island.page).toEqual([]);

    await island.arrive();

    expect([island.seen, island.page]).toEqual([['submit'], ['submit']]);
  });
});

describe('the keyboard before the code', () => {
  it('lets an Enter or Space press end before the island replaces the pressed control', async () => {
    for (const key of ['Enter', ' ']) {
      const island = islandReplacingItsMarkup('<span class="heartplus" tabindex="0"></span>', '<button class="heartplus" type="button"></button>');
      const pressed = document.querySelector<HTMLElement>('span.heartplus')!;
      pressed.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      await island.arrive();
      expect(document.querySelector('.island')!.innerHTML).toBe('<span class="heartplus" tabindex="0"></span>');
      window.dispatchEvent(new KeyboardEvent('keyup', { key, bubbles: true }));
      await settle();
      expect(document.querySelector('.island')!.innerHTML).toBe('<button class="heartplus" type="button"></button>');
    }
  });

  it('holds no other key: Tab and a letter only wake the island, and do what they do', async () => {
    const island = islandReplacingItsMarkup('<a class="size" href="?maat=s">S</a>', '<button class="size">S</button>');
    const keys = ['Tab', 'a'].map((key) => new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    for (const key of keys) document.querySelector('a.size')!.dispatchEvent(key);
    expect(keys.map((key) => key.defaultPrevented)).toEqual([false, false]);
    await island.arrive();
    expect(document.querySelector('.island')!.innerHTML).toBe('<button class="size">S</button>');
  });
});

describe('once the island has mounted', () => {
  it('holds nothing more: a click reaches the island at once, as the shopper made it', async () => {
    const island = islandReplacingItsMarkup('<span class="heartplus"></span>', '<button class="heartplus" type="button"></button>');
    document.querySelector<HTMLElement>('span.heartplus')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await island.arrive();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button.heartplus')!.dispatchEvent(click);
    expect([click.defaultPrevented, island.clicksSeen]).toEqual([false, ['<button class="heartplus" type="button"></button>']]);
  });
});

describe('what the page’s own scripts and the shopper do meanwhile', () => {
  it('keeps a held click from the page’s handlers on the control until it is replayed, so they see it once', async () => {
    // A plain TypeScript island, which keeps the server's markup.
    document.body.innerHTML = '<div class="island"><a class="size" href="#maat-s">S</a></div>';
    const el = document.querySelector<HTMLElement>('.island')!;
    let codeArrives = (): void => undefined;
    const code = new Promise<boolean>((resolve) => (codeArrives = () => resolve(true)));
    onTestFinished(interaction(el, () => code));
    const pageSaw: number[] = [];
    el.querySelector('a.size')!.addEventListener('click', () => pageSaw.push(pageSaw.length + 1));
    el.querySelector<HTMLElement>('a.size')!.click();
    expect(pageSaw).toEqual([]);
    codeArrives();
    await settle();
    expect(pageSaw).toEqual([1]);
  });

  it('ends a press whose pointerup a page script stops on its way', async () => {
    const island = islandReplacingItsMarkup('<span class="heartplus"></span>', '<button class="heartplus" type="button"></button>');
    const pressed = document.querySelector<HTMLElement>('span.heartplus')!;
    pressed.addEventListener('pointerup', (event) => event.stopPropagation());
    pressed.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await island.arrive();
    pressed.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await settle();
    expect(document.querySelector('.island')!.innerHTML).toBe('<button class="heartplus" type="button"></button>');
  });

  it('leaves focus where the shopper moved it while the code was on its way', async () => {
    const island = islandReplacingItsMarkup('<span class="act-rehub-login-popup">Inloggen</span>', '<span class="act-rehub-login-popup" role="button" tabindex="0">Inloggen</span>');
    const search = document.body.appendChild(document.createElement('input'));
    document.querySelector<HTMLElement>('.act-rehub-login-popup')!.click();
    search.focus();
    await island.arrive();
    expect(document.activeElement).toBe(search);
  });

  it('tells nothing when code that only a pointer passing over asked for does not arrive', async () => {
    document.body.innerHTML = '<div class="island"><span class="heartplus"></span></div>';
    const el = document.querySelector<HTMLElement>('.island')!;
    const stop = interaction(el, async () => false);
    onTestFinished(stop);
    el.querySelector('span')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await settle();
    expect(el.innerHTML).toBe('<span class="heartplus"></span>');
    expect(document.querySelector('[role="status"], [role="alert"]')).toBeNull();
  });
});
