import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSlidePanel } from './slide-panel.ts';

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

/** The theme's slide-in cart: the dimmed panel, its sliding part with a close button and a link. */
function slideInCart() {
  document.body.innerHTML = `
    <button id="opener">Winkelwagen</button>
    <div class="rh-sslide-panel" id="panel" aria-hidden="true">
      <div class="rh-sslide-panel-wrap" id="wrap">
        <span class="rh-sslide-close-btn" id="close"><i id="close-icon"></i></span>
        <p id="text">Linnen shirt</p>
        <a id="checkout" href="/afrekenen/">Afrekenen</a>
      </div>
    </div>`;
  const opener = document.getElementById('opener')!;
  opener.focus();
  const focusBack = vi.fn((previous: Element | null) => (previous as HTMLElement | null)?.focus());
  const afterClosed = vi.fn();
  const beforeOpen = vi.fn();
  const panel = createSlidePanel(document.getElementById('panel')!, { focusBack, afterClosed, beforeOpen });
  return { panel, opener, focusBack, afterClosed, beforeOpen, wrap: document.getElementById('wrap')!, element: document.getElementById('panel')! };
}

const escape = () => {
  const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  document.getElementById('text')!.dispatchEvent(event);
  return event;
};

describe('a slide-in panel', () => {
  it('makes Rehub’s plain sliding part a dialog named by its heading, and keeps a role and name the markup has', () => {
    document.body.innerHTML = `
      <div class="rh-sslide-panel" id="rehub"><div class="rh-sslide-panel-wrap" id="rh-woo-cart-panel-wrap">
        <div class="rh-sslide-panel-heading"><h5>Winkelwagen<i class="rh-sslide-close-btn" aria-hidden="true"></i></h5></div>
      </div></div>
      <div class="rh-sslide-panel" id="own"><div class="rh-sslide-panel-wrap" role="region" aria-label="Vergelijken">
        <div class="rh-sslide-panel-heading"><h5>Vergelijk</h5></div>
      </div></div>`;
    const panels = ['rehub', 'own'].map((id) => createSlidePanel(document.getElementById(id)!, { focusBack: () => undefined }));
    const [rehub, own] = [...document.querySelectorAll('.rh-sslide-panel-wrap')];
    const labelledBy = rehub!.getAttribute('aria-labelledby')!;
    expect([rehub!.getAttribute('role'), labelledBy, document.getElementById(labelledBy)?.textContent]).toEqual(['dialog', 'rh-woo-cart-panel-wrap-heading', 'Winkelwagen']);
    expect([own!.getAttribute('role'), own!.getAttribute('aria-label'), own!.hasAttribute('aria-labelledby')]).toEqual(['region', 'Vergelijken', false]);
    for (const panel of panels) panel.destroy();
  });

  it('names a sliding part without an id by a heading id of its own, and keeps a name the markup gave it', () => {
    document.body.innerHTML = `
      <div class="rh-sslide-panel" id="a"><div class="rh-sslide-panel-wrap"><div class="rh-sslide-panel-heading">Menu</div></div></div>
      <div class="rh-sslide-panel" id="b"><div class="rh-sslide-panel-wrap" aria-label="Zoeken"><div class="rh-sslide-panel-heading">Zoek</div></div></div>
      <div class="rh-sslide-panel" id="c"><div class="rh-sslide-panel-wrap" aria-labelledby="eigen"><div class="rh-sslide-panel-heading">Filter</div></div></div>`;
    const panels = ['a', 'b', 'c'].map((id) => createSlidePanel(document.getElementById(id)!, { focusBack: () => undefined }));
    const [unnamed, named, namedByReference] = [...document.querySelectorAll('.rh-sslide-panel-wrap')];
    expect(namedByReference!.getAttribute('aria-labelledby')).toBe('eigen');
    expect([unnamed!.getAttribute('aria-labelledby'), document.getElementById('si-panel-heading')?.textContent]).toEqual(['si-panel-heading', 'Menu']);
    expect([named!.getAttribute('role'), named!.getAttribute('aria-label'), named!.hasAttribute('aria-labelledby')]).toEqual(['dialog', 'Zoeken', false]);
    for (const panel of panels) panel.destroy();
  });

  it('opens as a modal dialog with the focus inside and the page locked', () => {
    const { panel, wrap, element, beforeOpen } = slideInCart();
    panel.open();
    expect(panel.isOpen).toBe(true);
    expect(beforeOpen).toHaveBeenCalledOnce();
    expect([element.classList.contains('active'), element.hasAttribute('aria-hidden'), wrap.getAttribute('aria-modal'), wrap.tabIndex]).toEqual([true, false, 'true', -1]);
    expect(document.activeElement).toBe(wrap);
    expect(document.documentElement.classList.contains('si-scroll-locked')).toBe(true);
    panel.destroy();
  });

  it('closes on Escape and gives the focus back to what had it', () => {
    const { panel, opener, focusBack, element } = slideInCart();
    panel.open();
    expect(escape().defaultPrevented).toBe(true);
    expect(panel.isOpen).toBe(false);
    expect(focusBack).toHaveBeenCalledExactlyOnceWith(opener);
    expect(document.activeElement).toBe(opener);
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(document.documentElement.classList.contains('si-scroll-locked')).toBe(false);
    panel.destroy();
  });

  it('leaves an Escape another script handled, and stops hearing keys once closed', () => {
    const { panel } = slideInCart();
    panel.open();
    document.addEventListener('keydown', (event) => event.preventDefault(), { capture: true, once: true });
    escape();
    expect(panel.isOpen).toBe(true);
    panel.close();
    expect(escape().defaultPrevented).toBe(false);
    panel.destroy();
  });

  it('closes on its close button and on the dimmed background, not on its content', () => {
    const { panel } = slideInCart();
    panel.open();
    document.getElementById('text')!.click();
    expect(panel.isOpen).toBe(true);
    document.getElementById('close-icon')!.click();
    expect(panel.isOpen).toBe(false);
    panel.open();
    document.getElementById('panel')!.click();
    expect(panel.isOpen).toBe(false);
    panel.destroy();
  });

  it('empties itself once the sliding part has slid out, not at a transition inside it', () => {
    const { panel, afterClosed, wrap } = slideInCart();
    panel.open();
    panel.close();
    document.getElementById('checkout')!.dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(afterClosed).not.toHaveBeenCalled();
    wrap.dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(afterClosed).toHaveBeenCalledOnce();
    panel.destroy();
  });

  it('empties itself after 400 ms when the theme has no transition, unless it opened again', () => {
    vi.useFakeTimers();
    const { panel, afterClosed } = slideInCart();
    panel.open();
    panel.close();
    vi.advanceTimersByTime(399);
    expect(afterClosed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(afterClosed).toHaveBeenCalledOnce();
    panel.close();
    panel.open();
    panel.close();
    panel.open();
    vi.advanceTimersByTime(1000);
    expect(afterClosed).toHaveBeenCalledOnce();
    panel.destroy();
  });

  it('tries to take the focus once a frame while the theme fades it in, for 60 frames at most', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const { panel, wrap } = slideInCart();
    // Still visibility: hidden: the browser will not focus it.
    const focus = vi.spyOn(wrap, 'focus').mockImplementation(() => undefined);
    panel.open();
    for (let frame = frames.shift(); frame; frame = frames.shift()) frame(0);
    expect(focus).toHaveBeenCalledTimes(61);
    panel.destroy();
  });

  it('stops trying once it is visible, and when it closed meanwhile', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const { panel, wrap } = slideInCart();
    const focusWhenVisible = HTMLElement.prototype.focus;
    let visible = false;
    const focus = vi.spyOn(wrap, 'focus').mockImplementation(function (this: HTMLElement) {
      if (visible) focusWhenVisible.call(this);
    });
    panel.open();
    frames.shift()!(0);
    visible = true;
    frames.shift()!(0);
    expect(document.activeElement).toBe(wrap);
    expect(frames).toEqual([]);
    expect(focus).toHaveBeenCalledTimes(3);
    panel.close();
    visible = false;
    panel.open();
    panel.close();
    frames.shift()!(0);
    expect(frames).toEqual([]);
    panel.destroy();
  });

  it('takes the focus back inside when new content took it away, only while open', () => {
    const { panel, wrap } = slideInCart();
    panel.open();
    document.getElementById('checkout')!.focus();
    document.getElementById('checkout')!.remove();
    panel.keepFocusInside();
    expect(document.activeElement).toBe(wrap);
    panel.close();
    (document.activeElement as HTMLElement | null)?.blur();
    panel.keepFocusInside();
    expect(document.activeElement).toBe(document.body);
    panel.destroy();
  });

  it('does nothing when opened while open or closed while closed: filled once, focus given back once, the page unlocked', () => {
    const { panel, beforeOpen, focusBack, afterClosed, element, wrap } = slideInCart();
    vi.useFakeTimers();
    panel.open();
    panel.open();
    panel.close();
    panel.close();
    vi.advanceTimersByTime(1000);
    expect([beforeOpen.mock.calls.length, focusBack.mock.calls.length, afterClosed.mock.calls.length]).toEqual([1, 1, 1]);
    expect([element.classList.contains('active'), wrap.hasAttribute('aria-modal'), document.documentElement.classList.contains('si-scroll-locked')]).toEqual([false, false, false]);
    panel.destroy();
  });

  it('empties itself once: not at a late slide-out after the time ran out, nor at one after it opened again', () => {
    vi.useFakeTimers();
    const { panel, afterClosed, wrap } = slideInCart();
    panel.open();
    panel.close();
    vi.advanceTimersByTime(400);
    wrap.dispatchEvent(new Event('transitionend'));
    expect(afterClosed).toHaveBeenCalledOnce();
    panel.open();
    panel.close();
    panel.open();
    wrap.dispatchEvent(new Event('transitionend'));
    expect(afterClosed).toHaveBeenCalledOnce();
    panel.destroy();
  });

  it('works without anything to fill or empty, and destroyed while open closes: page unlocked, focus given back, keys no longer heard', () => {
    document.body.innerHTML = '<div class="rh-sslide-panel" id="panel"><div class="rh-sslide-panel-wrap"><a href="/">Home</a></div></div>';
    const element = document.getElementById('panel')!;
    const focusBack = vi.fn();
    const panel = createSlidePanel(element, { focusBack });
    panel.open();
    expect([panel.isOpen, element.classList.contains('active'), document.documentElement.classList.contains('si-scroll-locked')]).toEqual([true, true, true]);
    panel.destroy();
    expect([panel.isOpen, element.classList.contains('active'), element.getAttribute('aria-hidden')]).toEqual([false, false, 'true']);
    expect(document.documentElement.classList.contains('si-scroll-locked')).toBe(false);
    expect(focusBack).toHaveBeenCalledOnce();
    const key = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    element.querySelector('a')!.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
  });

  it('shows once: a second show while open says it did nothing; a sliding part without a tab stop gets -1', () => {
    document.body.innerHTML = `<div class="rh-sslide-panel" id="p"><div class="rh-sslide-panel-wrap"><div class="rh-sslide-panel-heading">Winkelwagen</div></div></div>`;
    const panel = createSlidePanel(document.getElementById('p')!, { focusBack: () => undefined });
    expect([panel.show(), panel.show()]).toEqual([true, false]);
    expect(document.querySelector('.rh-sslide-panel-wrap')!.getAttribute('tabindex')).toBe('-1');
    panel.destroy();
  });

  it('keeps the tab stop the theme gave its sliding part', () => {
    const { panel, wrap } = slideInCart();
    wrap.tabIndex = 0;
    panel.open();
    expect(wrap.getAttribute('tabindex')).toBe('0');
    panel.destroy();
  });

  it('keeps Tab inside while open, without closing', () => {
    const { panel } = slideInCart();
    panel.open();
    const checkout = document.getElementById('checkout')!;
    checkout.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    checkout.dispatchEvent(tab);
    expect([tab.defaultPrevented, panel.isOpen, document.activeElement]).toEqual([true, true, checkout]);
    panel.destroy();
  });

  it('ignores a click whose target is no element (another script’s event on a text)', () => {
    const { panel } = slideInCart();
    panel.open();
    document.getElementById('text')!.firstChild!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(panel.isOpen).toBe(true);
    panel.destroy();
  });

  it('remembers no focus asked for while closed, and moves none in while shown without it', () => {
    const { panel, opener, focusBack } = slideInCart();
    panel.takeFocus();
    panel.show();
    expect(document.activeElement).toBe(opener);
    panel.close();
    expect(focusBack).toHaveBeenCalledExactlyOnceWith(null);
    panel.destroy();
  });

  it('moves the focus in without scrolling, and leaves focus that is still inside', () => {
    const { panel, wrap } = slideInCart();
    const focus = vi.spyOn(wrap, 'focus');
    panel.open();
    expect(focus.mock.calls).toEqual([[{ preventScroll: true }]]);
    document.getElementById('checkout')!.focus();
    panel.keepFocusInside();
    expect(document.activeElement?.id).toBe('checkout');
    (document.activeElement as HTMLElement).blur();
    panel.keepFocusInside();
    expect(focus.mock.calls).toEqual([[{ preventScroll: true }], [{ preventScroll: true }]]);
    panel.destroy();
  });

  it('stops hearing clicks once destroyed', () => {
    const { panel, element } = slideInCart();
    panel.destroy();
    panel.open();
    element.click();
    expect(panel.isOpen).toBe(true);
    panel.close();
  });
});
