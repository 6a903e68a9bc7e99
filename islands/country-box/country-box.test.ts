import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CountryEntryWire } from '../../src/contracts/woozone-country-box.ts';
import { toasts } from '../../src/stores/toasts.ts';
import { mswServer } from '../../tests/msw/server.ts';
import { findToast, openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';
import island from './index.ts';

const AJAX = `${location.origin}/wp-admin/admin-ajax.php`;
const FLANNEL = '/product/geruit-flanellen-overhemd/';
const BRETON = '/product/gestreept-bretons-shirt/';
/** Its cache has only nl and de checked; no do_update. */
const KAFTAN = '/product/katoenen-kaftan-jurk/';

const box = () => document.querySelector<HTMLElement>('.WooZone-country-check')!;
const countryRows = () => [...box().querySelectorAll<HTMLLIElement>(':scope > li[data-country]')];
const row = (domain: string) => box().querySelector<HTMLLIElement>(`:scope > li[data-country="${domain}"]`)!;
const radio = (domain: string) => row(domain).querySelector<HTMLInputElement>('input[type="radio"]')!;
const statusOf = (domain: string) => row(domain).querySelector('.WooZone-cc-status')!.textContent.trim();
const statuses = () => Object.fromEntries(countryRows().map((li) => [li.dataset.country, statusOf(li.dataset.country!)]));
/** The rows as the shopper reads them, top to bottom: country and status. */
const shownRows = () => countryRows().map((li) => [li.dataset.country, statusOf(li.dataset.country!)]);
const checked = () => [...box().querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')].map((input) => input.value);
const calls = (page: DemoPage) => page.requests.filter((request) => request.startsWith('POST /wp-admin/admin-ajax.php'));
/** What says the box waits for the shop: `aria-busy`, WooZone's busy class and the loader's words. */
const busyMarks = () => [box().getAttribute('aria-busy'), box().classList.contains('WooZone-cc-busy'), box().querySelector('.WooZone-country-loader-text')?.textContent];
const NOT_BUSY = [null, false, ''];
const fresh = () => expect(box().dataset.countryUpdate).toBe('fresh');

/** The body of each WooZone_frontend call, as sent. */
function recordBodies(): string[] {
  const bodies: string[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.url.endsWith('/wp-admin/admin-ajax.php')) void request.clone().text().then((body) => bodies.push(body));
  };
  mswServer.events.on('request:start', record);
  onTestFinished(() => {
    mswServer.events.removeListener('request:start', record);
  });
  return bodies;
}

const savedCountries = (bodies: string[]) => bodies.map((body) => new URLSearchParams(body).get('product_country'));

/** Each message the page speaks to screen readers from now on (the announcer's region, each time it is filled). */
function recordAnnouncements(): string[] {
  const spoken: string[] = [];
  let last = '';
  const observer = new MutationObserver(() => {
    const text = document.querySelector('.si-announcer')?.textContent ?? '';
    if (text !== '' && text !== last) spoken.push(text);
    last = text;
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  onTestFinished(() => observer.disconnect());
  return spoken;
}

/**
 * Where the box is written in from now on: the country of each row whose link, name or status is written,
 * `rows` where rows are added, moved or removed. A screen reader may read again what is written anew.
 */
function recordRowWrites(): () => string[] {
  const written = new Set<string>();
  const note = (records: MutationRecord[]) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const where = target === box() ? 'rows' : target?.closest<HTMLElement>('li[data-country]')?.dataset.country;
      if (where !== undefined) written.add(where);
    }
  };
  const observer = new MutationObserver(note);
  observer.observe(box(), { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['href'] });
  onTestFinished(() => observer.disconnect());
  return () => {
    note(observer.takeRecords());
    return [...written];
  };
}

/** Whether the box shows it waits for the shop (`aria-busy`), from now on, each time that changes. */
function recordWaiting(): () => boolean[] {
  // Each write's record holds what was there before it: what each write left is the next one's old value.
  const before: boolean[] = [];
  const note = (records: MutationRecord[]) => records.forEach((record) => before.push(record.oldValue !== null));
  const observer = new MutationObserver(note);
  observer.observe(box(), { attributes: true, attributeFilter: ['aria-busy'], attributeOldValue: true });
  onTestFinished(() => observer.disconnect());
  const initial = box().hasAttribute('aria-busy');
  return () => {
    note(observer.takeRecords());
    const states = [initial, ...before.slice(1), box().hasAttribute('aria-busy')];
    return states.filter((state, index) => index === 0 || state !== states[index - 1]);
  };
}

async function open(path: string): Promise<DemoPage> {
  const page = await openDemoPage(path);
  await page.mount(['country-box']);
  return page;
}

/** Mounts the island on the box as the page's runtime does; returns its unmount (which also runs when the test ends). */
function mountBox(): () => void {
  const stop = island.mount(box());
  onTestFinished(() => stop?.());
  return () => stop?.();
}

/** A gate the next `sub_action` call waits at, then answers as `answer` says (the real shop's answer by default, or when `answer` gives none). */
function holdCall(subAction: string, answer?: () => Response | undefined): () => void {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  mswServer.use(
    http.post(AJAX, async ({ request }) => {
      if (!(await request.clone().text()).includes(`sub_action=${subAction}`)) return undefined;
      await gate;
      return answer?.();
    }),
  );
  return release;
}

/** The shop's `update_countries` answer with these countries. */
const updateAnswer = (countries: CountryEntryWire[]) => () =>
  HttpResponse.json({ status: 'valid', html: `<div class="WooZone-country-cached" hidden>${JSON.stringify(countries)}</div>` });

/** WooZone's refusal, to the first call only; the shop answers the others. */
function refuseOnce(): () => Response | undefined {
  let refused = false;
  return () => (refused ? undefined : ((refused = true), HttpResponse.json({ status: 'invalid', html: '' })));
}

/** Mounts with the console's warnings caught: one warning saying `problem`, the server's markup as printed, and no call. */
async function expectLeftAsPrinted(page: DemoPage, problem: string): Promise<void> {
  const printed = box().outerHTML;
  const printedAfter = box().previousElementSibling;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await page.mount(['country-box']);
  expect(warn.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining(`country-box: ${problem}`)]);
  warn.mockRestore();
  expect([box().outerHTML === printed, box().previousElementSibling === printedAfter, calls(page)]).toEqual([true, true, []]);
}

describe('the country box', () => {
  it('sits before the add-to-cart form, asks update_countries once, and shows the fresh statuses', async () => {
    const bodies = recordBodies();
    const page = await open(FLANNEL);
    expect(box().nextElementSibling?.matches('form.cart')).toBe(true);
    await waitFor(fresh);
    expect(calls(page)).toHaveLength(1);
    expect(bodies).toEqual(['action=WooZone_frontend&sub_action=update_countries&product_id=102&asin=B07QXMNH1F&product_country=de']);
    expect(statuses()).toEqual({ nl: 'beschikbaar', de: 'beschikbaar', fr: 'beschikbaar', 'co.uk': 'niet beschikbaar', com: 'niet beschikbaar' });
    expect([row('fr'), row('com')].map((li) => li.querySelector('.WooZone-cc-status > span')!.className)).toEqual(['WooZone-status-available', 'WooZone-status-unavailable']);
    expect(checked()).toEqual(['de']);
    expect(busyMarks()).toEqual(NOT_BUSY);
  });

  it.each([
    ['an invalid status', () => HttpResponse.json({ status: 'invalid', html: '' })],
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['WordPress’s 0', () => HttpResponse.text('0')],
    ['an answer without countries', () => HttpResponse.json({ status: 'valid', html: '<p>Bijgewerkt</p>' })],
  ])('keeps the cached rows when the update gets %s', async (_name, answer) => {
    const page = await openDemoPage(FLANNEL);
    const release = holdCall('update_countries', answer);
    await page.mount(['country-box']);
    expect([...busyMarks(), box().dataset.countryUpdate]).toEqual(['true', true, 'Bijwerken...', 'updating']);
    release();
    await waitFor(() => expect(box().dataset.countryUpdate).toBe('kept'));
    expect(statuses()).toEqual({ nl: 'beschikbaar', de: 'beschikbaar', fr: '', 'co.uk': 'niet beschikbaar', com: 'beschikbaar' });
    expect(busyMarks()).toEqual(NOT_BUSY);
  });

  it('updates a box printed without the loader’s words all the same', async () => {
    const page = await openDemoPage(FLANNEL);
    box().querySelector('.WooZone-country-loader-text')!.remove();
    await page.mount(['country-box']);
    await waitFor(fresh);
    expect(statusOf('com')).toBe('niet beschikbaar');
  });

  it('takes over the printed rows and then the fresh statuses writing only what changed, so the link the shopper is on keeps its focus', async () => {
    const page = await openDemoPage(FLANNEL);
    // A row per line, as a PHP template prints a list.
    for (const li of countryRows()) li.before('\n');
    const release = holdCall('update_countries');
    // The shopper tabs to a country's link while the island's code arrives.
    const link = row('com').querySelector<HTMLAnchorElement>('.WooZone-cc_name a')!;
    link.focus();
    const written = recordRowWrites();
    await page.mount(['country-box']);
    expect(written()).toEqual([]);
    release();
    await waitFor(fresh);
    expect([statusOf('fr'), statusOf('com')]).toEqual(['beschikbaar', 'niet beschikbaar']);
    expect([written(), document.activeElement === link]).toEqual([['fr', 'com'], true]);
  });

  it('puts the rows in the fresh order, without the countries and statuses it no longer has, moving only rows out of place', async () => {
    const page = await openDemoPage(FLANNEL);
    const release = holdCall(
      'update_countries',
      updateAnswer([
        { domain: 'de', name: 'Duitsland', available: true },
        { domain: 'nl', name: 'Nederland' },
        { domain: 'com', name: 'Verenigde Staten', available: false },
        { domain: 'fr', name: 'Frankrijk', available: true },
      ]),
    );
    await page.mount(['country-box']);
    radio('fr').focus();
    release();
    await waitFor(fresh);
    expect(shownRows()).toEqual([
      ['de', 'beschikbaar'],
      ['nl', ''],
      ['com', 'niet beschikbaar'],
      ['fr', 'beschikbaar'],
    ]);
    expect([checked(), document.activeElement === radio('fr')]).toEqual([['de'], true]);
  });

  it('shows the fresh statuses, without an error, where another script took the box’s JSON out during the update', async () => {
    const page = await openDemoPage(FLANNEL);
    const release = holdCall('update_countries');
    await page.mount(['country-box']);
    box().querySelector(':scope > .WooZone-country-cached')!.remove();
    release();
    // An error after the rows were written would fail the run as unhandled.
    await waitFor(fresh);
    expect(statuses()).toEqual({ nl: 'beschikbaar', de: 'beschikbaar', fr: 'beschikbaar', 'co.uk': 'niet beschikbaar', com: 'niet beschikbaar' });
  });

  it('shows the fresh statuses again, without asking again, when mounted again', async () => {
    const page = await openDemoPage(FLANNEL);
    const stop = mountBox();
    await waitFor(fresh);
    stop();
    mountBox();
    expect(statuses()).toEqual({ nl: 'beschikbaar', de: 'beschikbaar', fr: 'beschikbaar', 'co.uk': 'niet beschikbaar', com: 'niet beschikbaar' });
    expect(calls(page)).toHaveLength(1);
  });

  it('calls its update off when the box leaves the page', async () => {
    const page = await openDemoPage(FLANNEL);
    let asked: (signal: AbortSignal) => void = () => undefined;
    const update = new Promise<AbortSignal>((resolve) => (asked = resolve));
    mswServer.use(
      http.post(AJAX, async ({ request }) => {
        if (!(await request.clone().text()).includes('sub_action=update_countries')) return undefined;
        asked(request.signal);
        return new Promise<never>(() => undefined);
      }),
    );
    await page.mount(['country-box']);
    const signal = await update;
    box().remove();
    await waitFor(() => expect(signal.aborted).toBe(true));
  });

  it('is not left busy when unmounted during its update, and mounted again asks for the update again', async () => {
    await openDemoPage(FLANNEL);
    const updates: AbortSignal[] = [];
    mswServer.use(
      http.post(AJAX, async ({ request }) => {
        if (!(await request.clone().text()).includes('sub_action=update_countries')) return undefined;
        updates.push(request.signal);
        return new Promise<never>(() => undefined);
      }),
    );
    const unmount = island.mount(box())!;
    await waitFor(() => expect(updates).toHaveLength(1));
    unmount();
    expect([busyMarks(), box().dataset.countryUpdate]).toEqual([NOT_BUSY, undefined]);
    onTestFinished(island.mount(box())!);
    await waitFor(() => expect(updates).toHaveLength(2));
    expect(updates[0]!.aborted).toBe(true);
    // The update called off ends without a word: the new one still shows as running.
    expect([busyMarks(), box().dataset.countryUpdate]).toEqual([['true', true, 'Bijwerken...'], 'updating']);
  });

  it('describes each radio by its country’s availability', async () => {
    await open(BRETON);
    const description = (name: string) => document.getElementById(screen.getByRole('radio', { name }).getAttribute('aria-describedby') ?? '')?.textContent?.trim();
    expect([description('Nederland'), description('Duitsland')]).toEqual(['niet beschikbaar', 'beschikbaar']);
  });

  it('asks nothing without do_update, shows no wait, and enables the radios the server printed disabled', async () => {
    const page = await open(BRETON);
    expect(box().parentElement!.firstElementChild).toBe(box());
    expect([calls(page), busyMarks(), box().dataset.countryUpdate]).toEqual([[], NOT_BUSY, undefined]);
    expect([...box().querySelectorAll(':scope > li input[type="radio"]')].every((input) => !(input as HTMLInputElement).disabled)).toBe(true);
    expect(checked()).toEqual(['fr']);
  });

  it('builds the rows from #WooZone-cc-template where the host printed none, as WooZone does', async () => {
    const page = await openDemoPage(KAFTAN);
    for (const li of countryRows()) li.remove();
    await page.mount(['country-box']);
    const link = row('co.uk').querySelector<HTMLAnchorElement>('.WooZone-cc_name a')!;
    expect([link.href, link.target, link.rel, link.textContent, link.querySelector('.screen-reader-text')?.textContent]).toEqual([
      'https://www.amazon.co.uk/dp/B0C3M9PXD2/?tag=modehuisklederdracht-uk-21',
      '_blank',
      'nofollow sponsored noopener',
      'Verenigd Koninkrijk (opent in een nieuw tabblad)',
      ' (opent in een nieuw tabblad)',
    ]);
    expect(row('com').querySelector<HTMLAnchorElement>('.WooZone-cc_name a')!.href).toBe('https://www.amazon.com/dp/B0C3M9PXD2/?tag=modehuisklederdracht-21');
    expect(row('co.uk').querySelector('.WooZone-cc_domain')!.className).toBe('WooZone-cc_domain co-uk');
    // Only nl and de were ever checked: the others show no status at all.
    expect(statuses()).toEqual({ nl: 'beschikbaar', de: 'beschikbaar', fr: '', 'co.uk': '', com: '' });
    expect(checked()).toEqual(['nl']);
  });

  it('links the flag as well where the plugin prints flags as links, kept out of the tab order and from screen readers', async () => {
    const page = await openDemoPage(KAFTAN);
    for (const li of countryRows()) li.remove();
    box().querySelector('#WooZone-cc-template .WooZone-cc_domain')!.innerHTML = '<a href="#"></a>';
    await page.mount(['country-box']);
    const flag = row('co.uk').querySelector('.WooZone-cc_domain')!;
    const link = flag.querySelector('a')!;
    expect([flag.getAttribute('aria-hidden'), link.href, link.target, link.rel, link.getAttribute('tabindex')]).toEqual([
      'true',
      'https://www.amazon.co.uk/dp/B0C3M9PXD2/?tag=modehuisklederdracht-uk-21',
      '_blank',
      'nofollow sponsored noopener',
      '-1',
    ]);
  });

  it.each([
    ['radio', '.WooZone-cc_checkbox'],
    ['flag', '.WooZone-cc_domain'],
    ['name', '.WooZone-cc_name'],
    ['status', '.WooZone-cc-status'],
  ])('fills the rest of each row where a theme’s template has no %s', async (part, selector) => {
    const page = await openDemoPage(KAFTAN);
    for (const li of countryRows()) li.remove();
    box().querySelector(`#WooZone-cc-template ${selector}`)!.remove();
    await page.mount(['country-box']);
    const parts = (li: HTMLLIElement) => ({
      radio: li.querySelector<HTMLInputElement>('input[type="radio"]')?.value ?? null,
      flag: li.querySelector<HTMLElement>('.WooZone-cc_domain')?.title ?? null,
      name: li.querySelector('.WooZone-cc_name a')?.textContent ?? null,
      status: li.querySelector('.WooZone-cc-status')?.textContent ?? null,
    });
    expect(countryRows()).toHaveLength(5);
    expect(parts(row('de'))).toEqual({ radio: 'de', flag: 'Duitsland', name: 'Duitsland (opent in een nieuw tabblad)', status: 'beschikbaar', [part]: null });
  });

  it.each([
    ['in other words', '<span class="WooZone-status-available">available</span>'],
    ['with the small box’s class', '<span class="available-yes">beschikbaar</span>'],
    ['twice', '<span class="WooZone-status-available">beschikbaar</span><span class="WooZone-status-available">beschikbaar</span>'],
  ])('shows the shop’s own status where the page printed it %s', async (_how, printed) => {
    const page = await openDemoPage(BRETON);
    row('de').querySelector('.WooZone-cc-status')!.innerHTML = printed;
    await page.mount(['country-box']);
    expect(row('de').querySelector('.WooZone-cc-status')!.innerHTML).toBe('<span class="WooZone-status-available">beschikbaar</span>');
  });

  it('shows no status for a country its JSON no longer says anything of', async () => {
    const page = await openDemoPage(BRETON);
    const cached = box().querySelector(':scope > .WooZone-country-cached')!;
    cached.textContent = JSON.stringify(JSON.parse(cached.textContent).map((entry: CountryEntryWire) => (entry.domain === 'nl' ? { domain: 'nl', name: 'Nederland' } : entry)));
    await page.mount(['country-box']);
    expect(statuses()).toEqual({ nl: '', de: 'beschikbaar', fr: 'beschikbaar', 'co.uk': 'beschikbaar', com: 'niet beschikbaar' });
  });

  it('shows names from the JSON as text, never as HTML', async () => {
    const page = await openDemoPage(BRETON);
    const cached = box().querySelector(':scope > .WooZone-country-cached')!;
    cached.textContent = JSON.stringify([{ domain: 'de', name: '<img src=x onerror="alert(1)">Duitsland', available: true }]);
    await page.mount(['country-box']);
    expect(box().querySelectorAll(':scope > li[data-country]')).toHaveLength(1);
    expect(box().querySelector('li[data-country] img')).toBeNull();
    expect(row('de').querySelector('.WooZone-cc_name a')!.textContent).toBe('<img src=x onerror="alert(1)">Duitsland (opent in een nieuw tabblad)');
  });

  it.each([
    ['.WooZone-product-data', '{"prodid":107,'],
    ['.WooZone-product-data', '{"prodid":107,"asin":"B08R6T2KZC","prodcountry":"fr","boxpos":"<script>","do_update":false}'],
    ['.WooZone-country-cached', '[{"domain":"de"}]'],
    ['.WooZone-country-affid', ''],
  ])('leaves the server’s markup as it is, with one console warning, when %s holds %s', async (selector, text) => {
    const page = await openDemoPage(FLANNEL);
    box().querySelector(`:scope > ${selector}`)!.textContent = text;
    await expectLeftAsPrinted(page, `${selector} is geen geldige JSON`);
  });

  it('leaves the server’s markup as it is, with one console warning, when #WooZone-cc-template has no row', async () => {
    const page = await openDemoPage(FLANNEL);
    box().querySelector('#WooZone-cc-template > li')!.remove();
    await expectLeftAsPrinted(page, '#WooZone-cc-template heeft geen rij');
  });

  it.each([
    ['data-asin', 'B08R6T2KZC"><script>'],
    ['data-prodid', 'x'],
    ['data-prodcountry', 'de"'],
  ])('leaves WooZone 9’s box as it is, with one console warning, when its %s is %s', async (attribute, value) => {
    const page = await openDemoPage(BRETON);
    box().setAttribute(attribute, value);
    await expectLeftAsPrinted(page, 'de data-attributen van de box');
  });
});

describe('choosing a country in the box', () => {
  it('saves another country with save_product_country, “Opslaan...” meanwhile, and a reload shows it chosen', async () => {
    const bodies = recordBodies();
    const page = await open(BRETON);
    const release = holdCall('save_product_country');
    await userEvent.click(radio('co.uk'));
    expect(busyMarks()).toEqual(['true', true, 'Opslaan...']);
    release();
    await waitFor(() => expect(busyMarks()).toEqual(NOT_BUSY));
    expect(bodies).toEqual(['action=WooZone_frontend&sub_action=save_product_country&product_id=107&product_country=co.uk']);
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe('Je Amazon-winkel is nu Verenigd Koninkrijk.'));

    await openDemoPage(BRETON, { shop: page });
    expect(checked()).toEqual(['co.uk']);
  });

  it('sends the last of quick choices after the one being saved, ends with what the shopper sees, and says only that one', async () => {
    const bodies = recordBodies();
    const spoken = recordAnnouncements();
    const page = await open(BRETON);
    const release = holdCall('save_product_country');
    await userEvent.click(radio('de'));
    await userEvent.click(radio('nl'));
    await userEvent.click(radio('com'));
    release();
    await waitFor(() => expect(spoken.at(-1)).toBe('Je Amazon-winkel is nu Verenigde Staten.'));
    expect([savedCountries(bodies), spoken, busyMarks()]).toEqual([['de', 'com'], ['Je Amazon-winkel is nu Verenigde Staten.'], NOT_BUSY]);
    await openDemoPage(BRETON, { shop: page });
    expect(checked()).toEqual(['com']);
  });

  it.each([
    ['as printed', () => undefined],
    ['where a row was printed without a radio', () => row('com').querySelector('.WooZone-cc_checkbox')!.remove()],
  ])('puts the radio back on the saved country and says so when saving fails, %s', async (_how, edit) => {
    const page = await openDemoPage(BRETON);
    edit();
    await page.mount(['country-box']);
    mswServer.use(http.post(AJAX, () => HttpResponse.json({ status: 'invalid' }), { once: true }));
    await userEvent.click(radio('nl'));
    expect((await findToast('alert')).textContent).toContain('Je Amazon-winkel kon niet worden opgeslagen.');
    expect([checked(), busyMarks()]).toEqual([['fr'], NOT_BUSY]);
    mswServer.use(http.post(AJAX, () => HttpResponse.error(), { once: true }));
    await act(async () => userEvent.click(radio('de')));
    await waitFor(() => expect(checked()).toEqual(['fr']));
    await openDemoPage(BRETON, { shop: page });
    expect(checked()).toEqual(['fr']);
  });

  it.each([
    ['a ticked checkbox in a row', () => {
      row('nl').insertAdjacentHTML('beforeend', '<input type="checkbox" aria-label="Onthoud mijn keuze">');
      return userEvent.click(screen.getByRole('checkbox', { name: 'Onthoud mijn keuze' }));
    }],
    ['a change another script sends from a radio left unchecked', () => {
      radio('nl').dispatchEvent(new Event('change', { bubbles: true }));
    }],
    ['a radio in the box that is no country’s', () => {
      box().querySelector('.WooZone-cc-caption')!.insertAdjacentHTML('beforeend', '<input type="radio" aria-label="Alle winkels">');
      return userEvent.click(screen.getByRole('radio', { name: 'Alle winkels' }));
    }],
    ['a radio of a list inside a row', () => {
      row('de').insertAdjacentHTML('beforeend', '<ul><li data-country="nl"><input type="radio" aria-label="Nederland, via Duitsland"></li></ul>');
      return userEvent.click(screen.getByRole('radio', { name: 'Nederland, via Duitsland' }));
    }],
  ])('saves nothing and raises no error for %s', async (_name, change) => {
    const page = await open(BRETON);
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    onTestFinished(() => window.removeEventListener('error', onError));
    await change();
    expect([calls(page), busyMarks(), radio('fr').checked, errors]).toEqual([[], NOT_BUSY, true, []]);
  });

  it('saves a choice from a radio a theme printed outside WooZone’s radio cell, and says it by the country’s domain', async () => {
    const page = await openDemoPage(BRETON);
    row('com').querySelector('.WooZone-cc_checkbox')!.outerHTML = '<input type="radio" name="eigen-keuze" value="com">';
    await page.mount(['country-box']);
    await userEvent.click(radio('com'));
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe('Je Amazon-winkel is nu com.'));
    expect(busyMarks()).toEqual(NOT_BUSY);
  });

  it('lets go of the radios once unmounted: a later choice is neither saved nor shown as saving', async () => {
    const page = await openDemoPage(BRETON);
    const stop = mountBox();
    stop();
    await userEvent.click(radio('nl'));
    expect([calls(page), busyMarks()]).toEqual([[], NOT_BUSY]);
  });

  it('never shows as done while its update runs, when a choice made before it was mounted again is answered', async () => {
    const spoken = recordAnnouncements();
    await openDemoPage(FLANNEL);
    const waiting = recordWaiting();
    holdCall('update_countries');
    const releaseSave = holdCall('save_product_country');
    const stop = mountBox();
    await userEvent.click(radio('fr'));
    // A theme moving the box: the island lets go of it (its update called off) and takes it again.
    stop();
    mountBox();
    releaseSave();
    // The new mount's own choice is sent after the old answer was let through, and answered after it.
    await userEvent.click(radio('nl'));
    await waitFor(() => expect(spoken.at(-1)).toBe('Je Amazon-winkel is nu Nederland.'));
    // Waiting for the update and the choice, done when let go of, then waiting for the new update all along.
    expect([waiting(), busyMarks()]).toEqual([[false, true, false, true], ['true', true, 'Bijwerken...']]);
  });

  it.each([
    ['one choice', ['de'], undefined],
    ['quick choices', ['de', 'com'], undefined],
    ['a choice the shop refuses', ['de'], refuseOnce],
  ])('says nothing and sends nothing more for %s still being saved when the box is mounted again', async (_name, choices, answer) => {
    const bodies = recordBodies();
    const spoken = recordAnnouncements();
    await openDemoPage(BRETON);
    const stop = mountBox();
    const release = holdCall('save_product_country', answer?.());
    for (const domain of choices) await userEvent.click(radio(domain));
    // A theme moving the box: the island lets go of it, and takes it again.
    stop();
    mountBox();
    release();
    // The new mount's own choice is sent after the old answer was let through, and answered after it:
    // once that choice is said, the old answer has been dealt with.
    await userEvent.click(radio('nl'));
    await waitFor(() => expect(spoken.at(-1)).toBe('Je Amazon-winkel is nu Nederland.'));
    expect([savedCountries(bodies), spoken, toasts.value, checked()]).toEqual([['de', 'nl'], ['Je Amazon-winkel is nu Nederland.'], [], ['nl']]);
  });
});
