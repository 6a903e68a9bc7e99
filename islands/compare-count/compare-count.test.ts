import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/dom';
import { compareBarAsked } from '../../src/stores/compare-bar-request.ts';
import { compareTotal } from '../../src/stores/compare.ts';
import island from './index.ts';

/** A compare icon as `markup` prints it, on a page with the compare bar, mounted. */
function printIcon(markup: string): HTMLElement {
  document.body.innerHTML = `${markup}<div id="re-compare-bar"><div id="re-compare-bar-tabs"></div></div>`;
  const toggle = document.querySelector<HTMLElement>('.re-compare-icon-toggle')!;
  island.mount(toggle);
  return toggle;
}

const press = (toggle: HTMLElement, modifiers: MouseEventInit = {}) => {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...modifiers });
  toggle.dispatchEvent(click);
  return click.defaultPrevented;
};

describe('the compare icon', () => {
  it('opens the bar for a plain press, and leaves a press with Ctrl to the browser', () => {
    const toggle = printIcon('<span class="re-compare-icon-toggle"><span class="re-compare-notice">2</span></span>');
    expect(press(toggle, { ctrlKey: true })).toBe(false);
    expect(compareBarAsked.value).toBeNull();
    expect(press(toggle)).toBe(true);
    expect(compareBarAsked.value).toBe(toggle);
  });

  it('starts its count from the printed number', () => {
    printIcon('<span class="re-compare-icon-toggle"><span class="re-compare-notice"> 3 </span></span>');
    expect(compareTotal.value).toBe(3);
  });

  it('leaves a link or a button the host printed as it is', () => {
    const link = printIcon('<a class="re-compare-icon-toggle" href="/compare/"><span class="re-compare-notice">0</span></a>');
    expect([link.getAttribute('role'), link.getAttribute('aria-labelledby')]).toEqual([null, null]);
    const button = printIcon('<button type="button" class="re-compare-icon-toggle"><span class="re-compare-notice">0</span></button>');
    expect([button.getAttribute('role'), button.getAttribute('aria-labelledby')]).toEqual([null, null]);
  });

  it('names an icon printed without its number "Vergelijken", and still opens the bar', () => {
    const toggle = printIcon('<span class="re-compare-icon-toggle"><i class="rhicon rhi-shuffle"></i></span>');
    expect(screen.getByRole('button', { name: 'Vergelijken' })).toBe(toggle);
    expect(toggle.hasAttribute('aria-labelledby')).toBe(false);
    expect(press(toggle)).toBe(true);
  });
});
