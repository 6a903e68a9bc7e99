import { afterEach, describe, expect, it, vi } from 'vitest';
import jQuery from 'jquery';
import { emit, onHostEvent as on } from './events.ts';

type WithJquery = { jQuery?: typeof jQuery };

function withJquery() {
  (window as WithJquery).jQuery = jQuery;
  return jQuery;
}

afterEach(() => {
  delete (window as WithJquery).jQuery;
});

describe('WooCommerce events without jQuery on the page', () => {
  it('dispatches a native CustomEvent on document.body with the arguments as detail', () => {
    const listener = vi.fn();
    document.body.addEventListener('added_to_cart', (event) => listener((event as CustomEvent).detail));
    emit('added_to_cart', { fragments: { a: '<b></b>' }, cart_hash: 'abc', button: null });
    expect(listener).toHaveBeenCalledExactlyOnceWith({ fragments: { a: '<b></b>' }, cart_hash: 'abc', button: null });
  });

  it('hears native events from other scripts', () => {
    const listener = vi.fn();
    const stop = on('wc_fragment_refresh', listener);
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    stop();
    document.body.dispatchEvent(new CustomEvent('wc_fragment_refresh'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('WooCommerce events with jQuery on the page', () => {
  it.each([
    ['adding_to_cart', (button: HTMLElement) => ({ button, data: { product_id: '101' } }), (button: HTMLElement) => [button, { product_id: '101' }]],
    ['added_to_cart', (button: HTMLElement) => ({ fragments: { x: '<i></i>' }, cart_hash: 'h1', button }), (button: HTMLElement) => [{ x: '<i></i>' }, 'h1', button]],
    ['removed_from_cart', (button: HTMLElement) => ({ fragments: {}, cart_hash: '', button }), (button: HTMLElement) => [{}, '', button]],
    ['wc_cart_button_updated', (button: HTMLElement) => ({ button }), (button: HTMLElement) => [button]],
    ['wc_fragments_refreshed', () => ({}), () => []],
  ] as const)("triggers jQuery handlers of %s once, with WooCommerce's positional arguments", (name, detail, args) => {
    const $ = withJquery();
    document.body.innerHTML = '<a class="ajax_add_to_cart" data-product_id="101">In winkelwagen</a>';
    const button = document.querySelector<HTMLElement>('a')!;
    const handler = vi.fn();
    // A button goes to jQuery as a collection of it: its first element stands for it here.
    $(document.body).on(name, (_event, ...given: unknown[]) => handler(given.map((arg) => (arg instanceof jQuery ? (arg as JQuery)[0] : arg))));
    emit(name, detail(button) as never);
    expect(handler).toHaveBeenCalledExactlyOnceWith(args(button));
    $(document.body).off(name);
  });

  it('reaches only native listeners when the page’s `jQuery` is no function', () => {
    (window as { jQuery?: unknown }).jQuery = { fn: {} };
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    const native = vi.fn();
    document.body.addEventListener('wc_fragments_refreshed', native);
    emit('wc_fragments_refreshed', {});
    expect([native.mock.calls.length, reported]).toEqual([1, []]);
    vi.unstubAllGlobals();
  });

  it('still reaches native listeners once', () => {
    withJquery();
    const native = vi.fn();
    document.body.addEventListener('wc_cart_button_updated', native);
    emit('wc_cart_button_updated', { button: null });
    expect(native).toHaveBeenCalledTimes(1);
  });

  it("reports another plugin's throwing jQuery handler and still reaches native listeners", () => {
    const $ = withJquery();
    const reported: unknown[] = [];
    vi.stubGlobal('reportError', (error: unknown) => reported.push(error));
    const broken = new Error('plugin broke');
    const throwing = () => {
      throw broken;
    };
    $(document.body).on('added_to_cart', throwing);
    const native = vi.fn();
    document.body.addEventListener('added_to_cart', native);
    expect(() => emit('added_to_cart', { fragments: {}, cart_hash: 'h', button: null })).not.toThrow();
    expect(native).toHaveBeenCalledTimes(1);
    expect(reported).toEqual([broken]);
    $(document.body).off('added_to_cart', throwing);
    vi.unstubAllGlobals();
  });

  it("hears other plugins' jQuery triggers, mapping their arguments", () => {
    const $ = withJquery();
    document.body.innerHTML = '<button>x</button>';
    const listener = vi.fn();
    const stop = on('added_to_cart', listener);
    $(document.body).trigger('added_to_cart', [{ k: '<p></p>' }, 'h2', $('button')]);
    expect(listener).toHaveBeenCalledExactlyOnceWith({ fragments: { k: '<p></p>' }, cart_hash: 'h2', button: document.querySelector('button') });
    stop();
  });

  it.each([
    ['adding_to_cart', (button: unknown) => [button, { product_id: '7' }], (button: Element | null) => ({ button, data: { product_id: '7' } })],
    ['removed_from_cart', (button: unknown) => [{ k: '<p></p>' }, 'h3', button], (button: Element | null) => ({ fragments: { k: '<p></p>' }, cart_hash: 'h3', button })],
    ['wc_cart_button_updated', (button: unknown) => [button], (button: Element | null) => ({ button })],
  ] as const)("maps the arguments of another plugin's %s, from a jQuery collection or an element", (name, args, detail) => {
    const $ = withJquery();
    document.body.innerHTML = '<button>x</button>';
    const button = document.querySelector('button');
    const listener = vi.fn();
    const stop = on(name, listener);
    $(document.body).trigger(name, args($('button')));
    $(document.body).trigger(name, args(button));
    expect(listener.mock.calls).toEqual([[detail(button)], [detail(button)]]);
    stop();
  });

  it("reads arguments of the wrong kind as empty, never as another plugin's objects", () => {
    const $ = withJquery();
    const listener = vi.fn();
    const stopAdding = on('adding_to_cart', listener);
    const stopRemoved = on('removed_from_cart', listener);
    $(document.body).trigger('adding_to_cart', ['geen knop', 'geen gegevens']);
    $(document.body).trigger('removed_from_cart', ['geen fragmenten', 42, { 0: 'geen element' }]);
    $(document.body).trigger('adding_to_cart');
    expect(listener.mock.calls).toEqual([[{ button: null, data: {} }], [{ fragments: {}, cart_hash: '', button: null }], [{ button: null, data: {} }]]);
    stopAdding();
    stopRemoved();
  });

  it("throws another plugin's error in a microtask where the browser has no reportError", async () => {
    const $ = withJquery();
    vi.stubGlobal('reportError', undefined);
    const broken = new Error('plugin broke');
    const thrown = new Promise((resolve) => {
      vi.stubGlobal('queueMicrotask', (task: () => void) => {
        try {
          task();
        } catch (error) {
          resolve(error);
        }
      });
    });
    const throwing = () => {
      throw broken;
    };
    $(document.body).on('added_to_cart', throwing);
    emit('added_to_cart', { fragments: {}, cart_hash: 'h', button: null });
    expect(await thrown).toBe(broken);
    $(document.body).off('added_to_cart', throwing);
    vi.unstubAllGlobals();
  });

  it('hears another script’s events once, natively or through jQuery, and never the bundle’s own', () => {
    const $ = withJquery();
    const listener = vi.fn();
    const stop = on('wc_fragments_refreshed', listener);
    emit('wc_fragments_refreshed', {});
    expect(listener).not.toHaveBeenCalled();
    document.body.dispatchEvent(new CustomEvent('wc_fragments_refreshed'));
    $(document.body).trigger('wc_fragments_refreshed');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    document.body.dispatchEvent(new CustomEvent('wc_fragments_refreshed'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hears an event another plugin raises from inside its handler for the bundle’s event', () => {
    const $ = withJquery();
    const relay = () => $(document.body).trigger('wc_fragment_refresh');
    $(document.body).on('added_to_cart', relay);
    const listener = vi.fn();
    const stop = on('wc_fragment_refresh', listener);
    emit('added_to_cart', { fragments: {}, cart_hash: 'h', button: null });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    $(document.body).off('added_to_cart', relay);
  });
});
