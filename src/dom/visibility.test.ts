import { describe, expect, it } from 'vitest';
import { setShown } from './visibility.ts';

describe('showing and hiding server markup', () => {
  it('hides with `hidden` and an inline display: none, and shows again with the display the theme gives', () => {
    const element = document.createElement('div');
    element.style.color = 'red';
    setShown(element, false);
    expect([element.hidden, element.style.display]).toEqual([true, 'none']);
    setShown(element, true);
    expect([element.hidden, element.getAttribute('style')]).toEqual([false, 'color: red;']);
  });

  it('leaves a display the page set itself when showing', () => {
    const element = document.createElement('div');
    element.style.display = 'flex';
    setShown(element, true);
    expect([element.hidden, element.style.display]).toEqual([false, 'flex']);
  });
});
