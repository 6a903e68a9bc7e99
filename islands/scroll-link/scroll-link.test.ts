import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island from './index.ts';

let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  history.replaceState(null, '', '/product/linnen-shirt/');
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) as MediaQueryList);
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

function page(link: string): HTMLElement {
  document.body.innerHTML = `${link}<section id="tab-description"><h2>Beschrijving</h2></section>`;
  vi.spyOn(document.getElementById('tab-description')!, 'getBoundingClientRect').mockReturnValue({ top: 800 } as DOMRect);
  const element = document.querySelector<HTMLElement>('.rehub_scroll')!;
  island.mount(element);
  return element;
}

function click(element: HTMLElement): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
}

describe('a scroll link', () => {
  it('brings its data-scrollto target to 45 px below the top, focuses it and puts its fragment in the address', () => {
    const link = page('<a class="rehub_scroll" href="#tab-description" data-scrollto="#tab-description">Lees</a>');
    expect(click(link).defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith(0, window.scrollY + 755);
    expect(document.activeElement).toBe(document.getElementById('tab-description'));
    expect([location.pathname, location.hash]).toEqual(['/product/linnen-shirt/', '#tab-description']);
  });

  it('leaves the address alone for a target without an id', () => {
    const link = page('<a class="rehub_scroll" href="#" data-scrollto=".beschrijving">Lees</a>');
    document.getElementById('tab-description')!.className = 'beschrijving';
    document.getElementById('tab-description')!.removeAttribute('id');
    expect(click(link).defaultPrevented).toBe(true);
    expect(location.href).toBe(`${location.origin}/product/linnen-shirt/`);
  });

  it('leaves a click with Ctrl to the browser (a new tab)', () => {
    const link = page('<a class="rehub_scroll" href="#tab-description" data-scrollto="#tab-description">Lees</a>');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(event);
    expect([event.defaultPrevented, scrollTo.mock.calls.length]).toEqual([false, 0]);
    event.preventDefault();
  });

  it("uses the link's own fragment without data-scrollto", () => {
    const link = page('<a class="rehub_scroll" href="#tab-description">Lees</a>');
    expect(click(link).defaultPrevented).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith(0, window.scrollY + 755);
  });

  it.each([
    ['a data-scrollto that is not a selector', '<a class="rehub_scroll" href="#x" data-scrollto="#<img src=x onerror=alert(1)>">Lees</a>'],
    ['a target not on the page', '<a class="rehub_scroll" href="#bestaat-niet">Lees</a>'],
    ['another page', '<a class="rehub_scroll" href="/shop/#tab-description">Lees</a>'],
  ])('leaves %s to the browser', (_, markup) => {
    const link = page(markup);
    const event = click(link);
    expect([event.defaultPrevented, scrollTo.mock.calls.length]).toEqual([false, 0]);
    event.preventDefault();
  });
});
