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

  it('keeps the scrollbar’s width as padding while locked, and takes it away after', () => {
    const html = document.documentElement;
    Object.defineProperty(html, 'clientWidth', { configurable: true, get: () => window.innerWidth - 15 });
    try {
      const release = lockScroll();
      expect(html.style.getPropertyValue('--si-scrollbar-gap')).toBe('15px');
      release();
      expect(html.style.getPropertyValue('--si-scrollbar-gap')).toBe('');
    } finally {
      Reflect.deleteProperty(html, 'clientWidth');
    }
  });
});
