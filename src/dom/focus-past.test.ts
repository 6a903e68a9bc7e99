import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusPast } from './focus-past.ts';

afterEach(() => document.body.replaceChildren());

/** happy-dom has no layout: each element is given the box it would have, from `top` down `height` px. */
function placeAt(id: string, top: number, height = 40, width = 100): void {
  const element = document.getElementById(id)!;
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width, height });
}

/** A page with a bar that holds the focus, links before and after it, each placed in the window. */
function page(markup: string, focusedInBar = true): HTMLElement {
  document.body.innerHTML = markup;
  const bar = document.getElementById('bar')!;
  if (focusedInBar) bar.querySelector<HTMLElement>('button')!.focus();
  return bar;
}

const BELOW_THE_WINDOW = window.innerHeight + 500;

describe('the focus after a bar hides itself', () => {
  it('goes to the next element after it that the shopper can see', () => {
    const bar = page('<a id="before" href="#a">A</a><div id="bar"><button>Sluiten</button></div><a id="after" href="#b">B</a><a id="later" href="#c">C</a>');
    ['before', 'after', 'later'].forEach((id, index) => placeAt(id, 100 + 50 * index));
    bar.hidden = true;
    focusPast(bar);
    expect(document.activeElement?.id).toBe('after');
  });

  it('goes back to the last element in view before a bar fixed at the bottom, when what follows is out of view', () => {
    const bar = page('<a id="top" href="#a">A</a><a id="near" href="#b">B</a><div id="bar"><button>Sluiten</button></div><a id="footer" href="#c">C</a>');
    placeAt('top', 0);
    placeAt('near', 600);
    placeAt('footer', BELOW_THE_WINDOW);
    focusPast(bar);
    expect(document.activeElement?.id).toBe('near');
  });

  it('counts an element out of view that ends at the top edge, starts at the bottom edge or has no width', () => {
    const bar = page('<a id="above" href="#a">A</a><a id="flat" href="#b">B</a><div id="bar"><button>Sluiten</button></div><a id="far" href="#c">C</a><a id="edge" href="#d">D</a>');
    placeAt('above', -40, 40);
    placeAt('flat', 100, 40, 0);
    placeAt('far', BELOW_THE_WINDOW);
    placeAt('edge', window.innerHeight);
    focusPast(bar);
    // None is in view, so the next one at all.
    expect(document.activeElement?.id).toBe('far');
  });

  it('passes over what takes no focus: hidden, inert, disabled, or hidden by a style sheet', () => {
    const bar = page(`<div id="bar"><button>Sluiten</button></div>
      <div hidden><a id="in-hidden" href="#a">A</a></div><div inert><a id="in-inert" href="#b">B</a></div>
      <button id="disabled" disabled>C</button><a id="invisible" href="#d">D</a><a id="shown" href="#e">E</a>`);
    ['in-hidden', 'in-inert', 'disabled', 'invisible', 'shown'].forEach((id) => placeAt(id, 100));
    const invisible = document.getElementById('invisible')!;
    invisible.checkVisibility = (options) => !options?.checkVisibilityCSS;
    focusPast(bar);
    expect(document.activeElement?.id).toBe('shown');
  });

  it('takes an element for visible where the browser cannot check (no checkVisibility before Safari 17.4)', () => {
    const bar = page('<div id="bar"><button>Sluiten</button></div><a id="after" href="#b">B</a>');
    placeAt('after', 100);
    Object.defineProperty(document.getElementById('after'), 'checkVisibility', { value: undefined });
    focusPast(bar);
    expect(document.activeElement?.id).toBe('after');
  });

  it('goes to the page’s main content, without a tab stop of its own, when nothing else can take it', () => {
    const bar = page('<main id="main"><p>Inhoud</p></main><div id="bar"><button>Sluiten</button></div>');
    bar.hidden = true;
    const main = document.getElementById('main')!;
    const focused = vi.spyOn(main, 'focus');
    focusPast(bar);
    expect(document.activeElement).toBe(main);
    expect([main.getAttribute('tabindex'), focused.mock.calls]).toEqual(['-1', [[{ preventScroll: true }]]]);
  });

  it('keeps a main content’s own tab stop, and leaves focus alone on a page without one', () => {
    const bar = page('<main id="main" tabindex="0"><p>Inhoud</p></main><div id="bar"><button>Sluiten</button></div>');
    focusPast(bar);
    expect(document.getElementById('main')!.tabIndex).toBe(0);
    const lone = page('<div id="bar"><button>Sluiten</button></div>');
    focusPast(lone);
    expect(document.activeElement).toBe(lone.querySelector('button'));
  });

  it('goes on from the bar when the focus already dropped to the page', () => {
    const bar = page('<div id="bar"><button>Sluiten</button></div><a id="after" href="#b">B</a>', false);
    placeAt('after', 100);
    focusPast(bar);
    expect(document.activeElement?.id).toBe('after');
  });

  it('leaves the focus where a shopper who moved on put it', () => {
    const bar = page('<div id="bar"><button>Sluiten</button></div><a id="after" href="#b">B</a><input id="search">', false);
    placeAt('after', 100);
    document.getElementById('search')!.focus();
    focusPast(bar);
    expect(document.activeElement?.id).toBe('search');
  });
});
