import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import island from './index.ts';

const AJAX_URL = `${location.origin}/wp-admin/admin-ajax.php`;

let searched: URLSearchParams[];
/** When each search was sent, by Date.now(): in fake time where a test fakes Date. */
let searchedAt: number[];

/** The shop with the live search mounted; `beforeCode` runs on the page before the island's code comes. */
async function openShop(path = '/shop/', beforeCode: () => void = () => undefined): Promise<void> {
  const page = await openDemoPage(path);
  beforeCode();
  await page.mount(['live-search'], { now: true });
  searched = [];
  searchedAt = [];
  mswServer.use(
    http.post(AJAX_URL, async ({ request }) => {
      const fields = new URLSearchParams(await request.clone().text());
      if (fields.get('action') !== 'rehub_ajax_search') return;
      searched.push(fields);
      searchedAt.push(Date.now());
    }),
  );
}

const field = () => document.querySelector<HTMLInputElement>('#header-search')!;
// The theme prints the results box after the form, in the block around it.
const results = () => field().closest('.head_search')!.querySelector<HTMLElement>('.re-aj-search-wrap')!;
/** Presses a key in the field; the event, to see whether the browser's own handling was stopped. */
async function key(name: string): Promise<KeyboardEvent> {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  await act(async () => field().dispatchEvent(event));
  return event;
}
const pointerDown = (target: Element) => act(async () => target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));

/** Types `text` and waits until its suggestions are shown as a listbox; the options. */
async function suggest(text: string): Promise<HTMLElement[]> {
  await type(text);
  await act(() => vi.advanceTimersByTimeAsync(250));
  await waitFor(() => expect(results().getAttribute('role')).toBe('listbox'));
  return [...results().querySelectorAll<HTMLElement>('[role="option"]')];
}

async function type(text: string): Promise<void> {
  for (const letter of text) {
    await act(async () => {
      field().value += letter;
      field().dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
}

describe('the live search', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('asks once, 250 ms after the last keystroke, with the search nonce and the category', async () => {
    await openShop();
    // Date in the fake time the debounce runs on: the gap below is the debounce's, however slow the machine.
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    await type('shir');
    // Read before the last keystroke: the clock also runs in real time, so after it would be late.
    const typedAt = Date.now();
    await type('t');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(searched).toHaveLength(1));
    expect(searchedAt[0]! - typedAt).toBeGreaterThanOrEqual(250);
    const nonce = (window as unknown as { rhscriptvars: { searchnonce: string } }).rhscriptvars.searchnonce;
    expect(Object.fromEntries(searched[0]!)).toEqual({ action: 'rehub_ajax_search', re_string: 'shirt', posttypesearch: 'product', catid: '', security: nonce });
  });

  it('is a combobox whose options the arrows move through, wrapping through the field, and Escape closes', async () => {
    await openShop();
    expect([field().getAttribute('role'), field().getAttribute('aria-expanded')]).toEqual(['combobox', 'false']);
    await type('shirt');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(results().getAttribute('role')).toBe('listbox'));
    const options = [...results().querySelectorAll('[role="option"]')];
    // Five results and "Alle resultaten bekijken".
    expect(options).toHaveLength(6);
    expect(field().getAttribute('aria-expanded')).toBe('true');
    await key('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.classList.contains('re-sch-cur-element')).toBe(true);
    await key('ArrowUp');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    await key('ArrowUp');
    expect(field().getAttribute('aria-activedescendant')).toBe(options[5]!.id);
    await key('Escape');
    expect([field().getAttribute('aria-expanded'), results().childElementCount]).toEqual(['false', 0]);
  });

  it('makes an option of each result without links inside it, and opens it by Enter or a click', async () => {
    await openShop();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: window.location.href, origin: window.location.origin, assign } as Location);
    await type('linnen');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(results().getAttribute('role')).toBe('listbox'));
    const [first] = results().querySelectorAll<HTMLElement>('[role="option"]');
    expect([results().querySelectorAll('a[href]').length, first!.dataset.href]).toEqual([0, '/product/linnen-shirt/']);
    await key('ArrowDown');
    await key('Enter');
    expect(assign).toHaveBeenLastCalledWith(`${location.origin}/product/linnen-shirt/`);
    await act(async () => first!.querySelector('h3')!.click());
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('shows only the newest query’s answer, the older request aborted', async () => {
    await openShop();
    let aborted = false;
    mswServer.use(
      http.post(
        AJAX_URL,
        async ({ request }) => {
          request.signal.addEventListener('abort', () => (aborted = true));
          await new Promise(() => undefined);
        },
        { once: true },
      ),
    );
    await type('lin');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await type('nen');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(results().textContent).toContain('Alle resultaten bekijken'));
    expect([aborted, searched.map((fields) => fields.get('re_string'))]).toEqual([true, ['linnen']]);
  });

  it('drops an answer to another query than the field holds', async () => {
    await openShop();
    let answered = 0;
    mswServer.use(
      http.post(AJAX_URL, () => ((answered += 1), HttpResponse.json({ re_data: '<div class="re-search-result-div">Oud</div>', re_total_inlist: 1, re_search_query: 'oud' })), { once: true }),
    );
    await type('nieuw');
    await act(() => vi.advanceTimersByTimeAsync(300));
    // The form is busy from the request until its answer was read, and shown or dropped, in one step.
    const form = field().closest('form')!;
    await waitFor(() => expect([answered, form.hasAttribute('aria-busy')]).toEqual([1, false]));
    expect(results().textContent).not.toContain('Oud');
  });

  it('says so when nothing is found, with the theme’s text, and when the search fails', async () => {
    await openShop();
    await type('zwembroek');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(results().textContent).toBe('Geen resultaten gevonden'));
    expect([results().hasAttribute('role'), field().getAttribute('aria-expanded')]).toEqual([false, 'false']);
    mswServer.use(http.post(AJAX_URL, () => new HttpResponse('<html>fout</html>', { status: 500 }), { once: true }));
    await type('x');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(results().textContent).toBe('Suggesties ophalen lukte niet. Druk op Enter om te zoeken.'));
    // A new query after the failure is asked for, and its suggestions replace the message.
    await act(async () => {
      field().value = 'linnen';
      field().dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(results().getAttribute('role')).toBe('listbox'));
    expect([results().querySelectorAll('[role="option"]').length > 0, results().textContent?.includes('lukte niet')]).toEqual([true, false]);
  });

  it('searches in the category the form’s select chooses, at once when there is a query', async () => {
    await openShop();
    await type('jurk');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(searched).toHaveLength(1));
    const select = field().form!.querySelector<HTMLSelectElement>('select[name="product_cat"]')!;
    await act(async () => {
      select.value = 'broeken';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(searched.map((fields) => fields.get('catid'))).toEqual(['', 'broeken']));
    expect(field().dataset.catid).toBe('broeken');
  });

  it('closes on a click outside the search, and asks nothing for an emptied field', async () => {
    await openShop();
    await type('shirt');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(results().classList.contains('re-aj-search-open')).toBe(true));
    await act(async () => document.querySelector('main')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(results().classList.contains('re-aj-search-open')).toBe(false);
    await act(async () => {
      field().value = '';
      field().dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(searched).toHaveLength(1);
  });

  it('suggests for what the shopper typed before its code arrived', async () => {
    await openShop('/shop/', () => {
      field().focus();
      field().value = 'shirt';
    });
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(searched.map((fields) => fields.get('re_string'))).toEqual(['shirt']));
  });

  it.each([
    ['a field without focus', () => void (field().value = 'shirt')],
    ['the query the page printed in the field', () => {
      field().defaultValue = 'shirt';
      field().focus();
    }],
    ['a blank field', () => {
      field().focus();
      field().value = '   ';
    }],
  ])('asks nothing at its start for %s', async (_, beforeCode) => {
    await openShop('/shop/', beforeCode);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(searched).toEqual([]);
  });

  it('searches products in every category where the field names neither', async () => {
    await openShop('/shop/', () => {
      delete field().dataset.posttype;
      delete field().dataset.catid;
    });
    await type('shirt');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(searched).toHaveLength(1));
    expect([searched[0]!.get('posttypesearch'), searched[0]!.get('catid')]).toEqual(['product', '']);
  });

  it('opens a result in a new tab, without a handle on the page, for a click with Ctrl', async () => {
    await openShop();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await type('linnen');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(results().getAttribute('role')).toBe('listbox'));
    const first = results().querySelector<HTMLElement>('[role="option"]')!;
    await act(async () => first.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })));
    expect(open).toHaveBeenCalledWith(`${location.origin}/product/linnen-shirt/`, '_blank', 'noopener');
  });
  it('names the results for screen readers and links the field to them by the box’s id', async () => {
    await openShop();
    const options = await suggest('shirt');
    expect(results().id).toMatch(/^re-aj-search-\d+$/);
    expect([field().getAttribute('aria-autocomplete'), field().getAttribute('aria-controls'), results().getAttribute('aria-label')]).toEqual(['list', results().id, 'Zoeksuggesties']);
    expect(options.map((option) => option.id)).toEqual(options.map((_, index) => `${results().id}-option-${index}`));
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(options.map(() => 'false'));
  });

  it('keeps the id the page gave the results box', async () => {
    await openShop('/shop/', () => void (results().id = 'zoekresultaten'));
    await suggest('shirt');
    expect([results().id, field().getAttribute('aria-controls')]).toEqual(['zoekresultaten', 'zoekresultaten']);
  });

  it('marks only the option the arrows are on, scrolls it into view, and goes from the last through the field to the first', async () => {
    await openShop();
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView');
    const options = await suggest('shirt');
    await key('ArrowDown');
    await key('ArrowDown');
    expect(options.slice(0, 2).map((option) => [option.getAttribute('aria-selected'), option.classList.contains('re-sch-cur-element')])).toEqual([
      ['false', false],
      ['true', true],
    ]);
    expect(scroll).toHaveBeenLastCalledWith({ block: 'nearest' });
    await key('ArrowUp');
    await key('ArrowUp');
    await key('ArrowUp');
    expect(field().getAttribute('aria-activedescendant')).toBe(options[5]!.id);
    await key('ArrowDown');
    expect(field().hasAttribute('aria-activedescendant')).toBe(false);
    await key('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await key('Escape');
    expect([field().hasAttribute('aria-activedescendant'), results().hasAttribute('role'), results().classList.contains('re-aj-search-open')]).toEqual([false, false, false]);
  });

  it('leaves the arrows and Escape to the browser while no suggestions are shown, and other keys leave them open', async () => {
    await openShop();
    expect([(await key('ArrowDown')).defaultPrevented, (await key('Escape')).defaultPrevented]).toEqual([false, false]);
    await suggest('shirt');
    expect((await key('a')).defaultPrevented).toBe(false);
    expect([results().classList.contains('re-aj-search-open'), results().getAttribute('role')]).toEqual([true, 'listbox']);
  });

  it('stays open for a press in the field or on a suggestion', async () => {
    await openShop();
    const options = await suggest('shirt');
    await pointerDown(field());
    await pointerDown(options[1]!);
    expect([results().classList.contains('re-aj-search-open'), results().querySelectorAll('[role="option"]').length]).toEqual([true, 6]);
  });

  it('shows “no results” in the theme’s message style, no longer a listbox and with no option chosen', async () => {
    await openShop();
    await suggest('shirt');
    await key('ArrowDown');
    await type('zwembroek');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(results().textContent).toBe('Geen resultaten gevonden'));
    expect(results().firstElementChild!.className).toBe('re-aj-search-result-msg no-result');
    expect([results().hasAttribute('role'), field().hasAttribute('aria-activedescendant'), field().getAttribute('aria-expanded')]).toEqual([false, false, 'false']);
  });

  it('shows the suggestions for a query typed with a space after it', async () => {
    await openShop();
    await suggest('shirt ');
    expect(searched.map((fields) => fields.get('re_string'))).toEqual(['shirt']);
  });

  it('searches the post type the field names', async () => {
    await openShop('/shop/', () => void (field().dataset.posttype = 'post'));
    await type('shirt');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(searched).toHaveLength(1));
    expect(searched[0]!.get('posttypesearch')).toBe('post');
  });

  it('after unmounting is a plain field again and leaves the theme’s own results alone', async () => {
    await openDemoPage('/shop/');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: window.location.href, origin: window.location.origin, assign } as Location);
    const requests: string[] = [];
    mswServer.use(http.post(AJAX_URL, async ({ request }) => void requests.push(await request.clone().text())));
    const unmount = island.mount(field()) ?? (() => undefined);
    unmount();
    expect(['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls'].filter((name) => field().hasAttribute(name))).toEqual([]);
    // The theme's own script shows its results.
    results().classList.add('re-aj-search-open');
    results().innerHTML = '<div role="option" data-href="/product/linnen-shirt/">Linnen shirt</div>';
    expect([(await key('ArrowDown')).defaultPrevented, (await key('Escape')).defaultPrevented]).toEqual([false, false]);
    await pointerDown(document.querySelector('main')!);
    await act(async () => results().querySelector<HTMLElement>('[role="option"]')!.click());
    expect([results().classList.contains('re-aj-search-open'), results().textContent, assign.mock.calls]).toEqual([true, 'Linnen shirt', []]);
    field().value = 'jurk';
    const select = field().form!.querySelector<HTMLSelectElement>('select[name="product_cat"]')!;
    await act(async () => {
      select.value = 'broeken';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect([requests, field().dataset.catid]).toEqual([[], '']);
  });

  it('closes the suggestions when the shopper empties the field', async () => {
    await openShop();
    await suggest('shirt');
    await act(async () => {
      field().value = '';
      field().dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect([results().classList.contains('re-aj-search-open'), results().childElementCount, field().getAttribute('aria-expanded')]).toEqual([false, 0, 'false']);
  });

  it('leaves Enter to the form while “no results” is shown, after the arrows too', async () => {
    await openShop();
    await type('zwembroek');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(results().textContent).toBe('Geen resultaten gevonden'));
    await key('ArrowDown');
    expect([field().hasAttribute('aria-activedescendant'), (await key('Enter')).defaultPrevented]).toEqual([false, false]);
  });

  it('goes nowhere for a click on “no results”', async () => {
    await openShop();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: window.location.href, origin: window.location.origin, assign } as Location);
    await type('zwembroek');
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(results().textContent).toBe('Geen resultaten gevonden'));
    await act(async () => results().querySelector<HTMLElement>('.no-result')!.click());
    expect([assign.mock.calls, results().textContent]).toEqual([[], 'Geen resultaten gevonden']);
  });

  /** Results the theme's own script shows in the box, as it does where it runs. */
  const showThemeResults = () => {
    results().classList.add('re-aj-search-open');
    results().innerHTML = '<div class="re-search-result-div"><a href="/product/linnen-shirt/">Linnen shirt</a></div>';
  };

  it('leaves results it did not show alone while the field holds no query, and Enter to the form', async () => {
    await openShop('/shop/', () => {
      showThemeResults();
      field().focus();
      field().value = '   ';
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect([results().classList.contains('re-aj-search-open'), results().textContent]).toEqual([true, 'Linnen shirt']);
    await key('ArrowDown');
    expect([field().hasAttribute('aria-activedescendant'), (await key('Enter')).defaultPrevented]).toEqual([false, false]);
  });

  it('leaves Enter to the form over results shown after it closed its own', async () => {
    await openShop();
    await suggest('shirt');
    await key('Escape');
    showThemeResults();
    await key('ArrowDown');
    expect([field().hasAttribute('aria-activedescendant'), (await key('Enter')).defaultPrevented]).toEqual([false, false]);
  });

  it.each([
    ['a field outside a form', () => '<div><input class="re-ajax-search"><div class="re-aj-search-wrap"></div></div>'],
    ['a field without a results box', () => '<form><input class="re-ajax-search"></form>'],
    ['an element that is no field', () => '<form><div class="re-ajax-search"></div><div class="re-aj-search-wrap"></div></form>'],
  ])('leaves %s alone', (_, markup) => {
    document.body.innerHTML = markup();
    const element = document.querySelector<HTMLElement>('.re-ajax-search')!;
    expect(island.mount(element)).toBeUndefined();
    expect(element.hasAttribute('role')).toBe(false);
  });
});
