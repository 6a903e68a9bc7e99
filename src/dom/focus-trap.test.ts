import { afterEach, describe, expect, it } from 'vitest';
import { trapTab } from './focus-trap.ts';

afterEach(() => document.body.replaceChildren());

function popup(inner: string): HTMLElement {
  document.body.innerHTML = `<a id="page" href="/">Pagina</a><div id="popup" tabindex="-1">${inner}</div>`;
  return document.getElementById('popup')!;
}

const CONTROLS = `
  <button id="first">Sluiten</button>
  <button disabled>Uit</button><input type="hidden"><input disabled><select disabled></select><textarea disabled></textarea>
  <div hidden><a href="#x">Verborgen</a></div><div inert><button>Inert</button></div><span tabindex="-1">Nee</span>
  <input id="field"><select id="choice"></select><textarea id="note"></textarea><span id="stop" tabindex="0">Stop</span>
  <a id="last" href="/winkelwagen/">Winkelwagen</a>`;

function tab(container: HTMLElement, shiftKey = false, key = 'Tab') {
  const event = new KeyboardEvent('keydown', { key, shiftKey, cancelable: true });
  return { moved: trapTab(container, event), prevented: event.defaultPrevented, focused: document.activeElement?.id };
}

const focus = (id: string) => document.getElementById(id)!.focus();

describe('Tab inside a popup', () => {
  it('wraps from the last control to the first, over what takes no focus', () => {
    const container = popup(CONTROLS);
    focus('last');
    expect(tab(container)).toEqual({ moved: true, prevented: true, focused: 'first' });
  });

  it('takes its ends among the controls that can take focus, passing over hidden and inert ones around them', () => {
    const container = popup(`<div inert><button>Inert</button></div>${CONTROLS}<div hidden><button>Verborgen</button></div>`);
    focus('last');
    expect(tab(container)).toEqual({ moved: true, prevented: true, focused: 'first' });
    focus('first');
    expect(tab(container, true)).toEqual({ moved: true, prevented: true, focused: 'last' });
  });

  it('wraps from the first control, or the popup itself, back to the last with Shift+Tab', () => {
    const container = popup(CONTROLS);
    focus('first');
    expect(tab(container, true)).toEqual({ moved: true, prevented: true, focused: 'last' });
    container.focus();
    expect(tab(container, true)).toEqual({ moved: true, prevented: true, focused: 'last' });
  });

  it('leaves the browser to move between controls in the middle', () => {
    const container = popup(CONTROLS);
    for (const id of ['field', 'choice', 'note', 'stop']) {
      focus(id);
      expect(tab(container)).toEqual({ moved: false, prevented: false, focused: id });
      expect(tab(container, true)).toEqual({ moved: false, prevented: false, focused: id });
    }
    focus('first');
    expect(tab(container)).toEqual({ moved: false, prevented: false, focused: 'first' });
    focus('last');
    expect(tab(container, true)).toEqual({ moved: false, prevented: false, focused: 'last' });
  });

  it('brings focus that is outside back in, at the start or the end', () => {
    const container = popup(CONTROLS);
    focus('page');
    expect(tab(container)).toEqual({ moved: true, prevented: true, focused: 'first' });
    focus('page');
    expect(tab(container, true)).toEqual({ moved: true, prevented: true, focused: 'last' });
  });

  it('keeps focus where it is in a popup without controls', () => {
    const container = popup('<p>Even geduld…</p>');
    container.focus();
    expect(tab(container)).toEqual({ moved: true, prevented: true, focused: 'popup' });
  });

  it('leaves other keys alone', () => {
    const container = popup(CONTROLS);
    focus('last');
    expect(tab(container, false, 'Enter')).toEqual({ moved: false, prevented: false, focused: 'last' });
  });
});
