import { describe, expect, it } from 'vitest';
import { lockScroll } from './scroll-lock.ts';

const locked = () => document.documentElement.classList.contains('si-scroll-locked');

describe('the scroll lock', () => {
  it('locks the page until the last of two overlays lets go, and a second release of one changes nothing', () => {
    const releaseModal = lockScroll();
    const releaseCart = lockScroll();
    expect(locked()).toBe(true);
    releaseModal();
    releaseModal();
    expect(locked()).toBe(true);
    releaseCart();
    expect(locked()).toBe(false);
    expect(document.head.querySelector('style[data-shop-islands="scroll-lock"]')).not.toBeNull();
  });

  /** The scrollbar gap a lock keeps on a page `clientWidth` wide, and what is left of it after the release. */
  function gapsWhenPageIs(clientWidth: number): [string, string] {
    const html = document.documentElement;
    Object.defineProperty(html, 'clientWidth', { configurable: true, get: () => clientWidth });
    try {
      const release = lockScroll();
      const whileLocked = html.style.getPropertyValue('--si-scrollbar-gap');
      release();
      return [whileLocked, html.style.getPropertyValue('--si-scrollbar-gap')];
    } finally {
      Reflect.deleteProperty(html, 'clientWidth');
    }
  }

  it('keeps the scrollbar’s width as padding while locked, and takes it away after', () => {
    expect(gapsWhenPageIs(window.innerWidth - 15)).toEqual(['15px', '']);
  });

  it('keeps no padding on a page without a scrollbar, or where nothing is laid out', () => {
    expect(gapsWhenPageIs(window.innerWidth)).toEqual(['', '']);
    expect(gapsWhenPageIs(0)).toEqual(['', '']);
  });
});
