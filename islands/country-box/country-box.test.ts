import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { nlTheme } from '../../src/i18n/nl-theme.ts';
import { mswServer } from '../../tests/msw/server.ts';
import { findToast, openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';

const AJAX = `${location.origin}/wp-admin/admin-ajax.php`;
const FLANNEL = '/product/geruit-flanellen-overhemd/';
const BRETON = '/product/gestreept-bretons-shirt/';

const box = () => document.querySelector<HTMLElement>('.WooZone-country-check')!;
const row = (domain: string) => box().querySelector<HTMLLIElement>(`:scope > li[data-country="${domain}"]`)!;
const radio = (domain: string) => row(domain).querySelector<HTMLInputElement>('input[type="radio"]')!;
const statusOf = (domain: string) => row(domain).querySelector('.WooZone-cc-status')!.textContent.trim();
const statuses = () => Object.fromEntries([...box().querySelectorAll<HTMLElement>(':scope > li[data-country]')].map((li) => [li.dataset.country, statusOf(li.dataset.country!)]));
const checked = () => [...box().querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')].map((input) => input.value);
const calls = (page: DemoPage) => page.requests.filter((request) => request.startsWith('POST /wp-admin/admin-ajax.php'));

/** The body of each WooZone_frontend call, as sent. */
function recordBodies(): string[] {
  const bodies: string[] = [];
  mswServer.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/wp-admin/admin-ajax.php')) void request.clone().text().then((body) => bodies.push(body));
  });
  return bodies;
}

async function open(path: string): Promise<DemoPage> {
  const page = await openDemoPage(path);
  await page.mount(['country-box']);
  return page;
}

/** A gate the next `sub_action` call waits at, then answers as `answer` says (the real shop's answer by default). */
function holdCall(subAction: string, answer?: () => Response): () => void {
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

describe('the country box', () => {
  it('sits before the add-to-cart form, asks update_countries once, and shows the fresh statuses', async () => {
    const bodies = recordBodies();
    const page = await open(FLANNEL);
    expect(box().nextElementSibling?.matches('form.cart')).toBe(true);
    await waitFor(() => expect(box().dataset.countryUpdate).toBe('fresh'));
    expect(calls(page)).toHaveLength(1);
    expect(bodies).toEqual(['action=WooZone_frontend&sub_action=update_countries&product_id=102&asin=B07QXMNH1F&product_country=de']);
    expect(statuses()).toEqual({ nl: 'beschikbaar', de: 'beschikbaar', fr: 'beschikbaar', 'co.uk': 'niet beschikbaar', com: 'niet beschikbaar' });
    expect(row('com').querySelector('.WooZone-cc-status > span')!.className).toBe('WooZone-status-unavailable');
    expect(checked()).toEqual(['de']);
    expect(box().hasAttribute('aria-busy')).toBe(false);
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
    expect(box().getAttribute('aria-busy')).toBe('true');
    expect(box().querySelector('.WooZone-country-loader-text')!.textContent).toBe('Bijwerken...');
    release();
    await waitFor(() => expect(box().dataset.countryUpdate).toBe('kept'));
    expect(statuses()).toEqual({ nl: 'beschikbaar', de: 'beschikbaar', fr: '', 'co.uk': 'niet beschikbaar', com: 'beschikbaar' });
    expect([box().hasAttribute('aria-busy'), box().querySelector('.WooZone-country-loader-text')!.textContent]).toEqual([false, '']);
  });

  it('describes each radio by its country’s availability', async () => {
    await open(BRETON);
    const description = (name: string) => document.getElementById(screen.getByRole('radio', { name }).getAttribute('aria-describedby') ?? '')?.textContent?.trim();
    expect([description('Nederland'), description('Duitsland')]).toEqual(['niet beschikbaar', 'beschikbaar']);
  });

  it('asks nothing without do_update, and enables the radios the server printed disabled', async () => {
    const page = await open(BRETON);
    expect(box().parentElement!.firstElementChild).toBe(box());
    expect(calls(page)).toEqual([]);
    expect([...box().querySelectorAll(':scope > li input[type="radio"]')].every((input) => !(input as HTMLInputElement).disabled)).toBe(true);
    expect(checked()).toEqual(['fr']);
  });

  it('builds the rows from #WooZone-cc-template where the host printed none, as WooZone does', async () => {
    const page = await openDemoPage('/product/katoenen-kaftan-jurk/');
    for (const li of box().querySelectorAll(':scope > li[data-country]')) li.remove();
    await page.mount(['country-box']);
    const link = row('co.uk').querySelector<HTMLAnchorElement>('.WooZone-cc_name a')!;
    expect([link.href, link.target, link.rel, link.textContent]).toEqual([
      'https://www.amazon.co.uk/dp/B0C3M9PXD2/?tag=modehuisklederdracht-uk-21',
      '_blank',
      'nofollow sponsored noopener',
      'Verenigd Koninkrijk (opent in een nieuw tabblad)',
    ]);
    expect(row('com').querySelector<HTMLAnchorElement>('.WooZone-cc_name a')!.href).toBe('https://www.amazon.com/dp/B0C3M9PXD2/?tag=modehuisklederdracht-21');
    expect(row('co.uk').querySelector('.WooZone-cc_domain')!.className).toBe('WooZone-cc_domain co-uk');
    // Only nl and de were ever checked: the others show no status at all.
    expect(statuses()).toEqual({ nl: 'beschikbaar', de: 'beschikbaar', fr: '', 'co.uk': '', com: '' });
    expect(checked()).toEqual(['nl']);
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
    const printed = box().outerHTML;
    const printedAfter = box().previousElementSibling;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await page.mount(['country-box']);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining(`country-box: ${selector} is geen geldige JSON`)]);
    warn.mockRestore();
    expect([box().outerHTML === printed, box().previousElementSibling === printedAfter, calls(page)]).toEqual([true, true, []]);
  });

  it.each([
    ['data-asin', 'B08R6T2KZC"><script>'],
    ['data-prodid', 'x'],
    ['data-prodcountry', 'de"'],
  ])('leaves WooZone 9’s box as it is, with one console warning, when its %s is %s', async (attribute, value) => {
    const page = await openDemoPage(BRETON);
    box().setAttribute(attribute, value);
    const printed = box().outerHTML;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await page.mount(['country-box']);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([expect.stringContaining('country-box: de data-attributen van de box')]);
    warn.mockRestore();
    expect([box().outerHTML === printed, calls(page)]).toEqual([true, []]);
  });

  it('saves another country with save_product_country, “Opslaan...” meanwhile, and a reload shows it chosen', async () => {
    const bodies = recordBodies();
    const page = await open(BRETON);
    const release = holdCall('save_product_country');
    await userEvent.click(radio('co.uk'));
    expect(box().getAttribute('aria-busy')).toBe('true');
    expect(box().querySelector('.WooZone-country-loader-text')!.textContent).toBe('Opslaan...');
    release();
    await waitFor(() => expect(box().hasAttribute('aria-busy')).toBe(false));
    expect(bodies).toEqual(['action=WooZone_frontend&sub_action=save_product_country&product_id=107&product_country=co.uk']);
    expect(box().querySelector('.WooZone-country-loader-text')!.textContent).toBe('');
    await waitFor(() => expect(document.querySelector('.si-announcer')?.textContent).toBe('Je Amazon-winkel is nu Verenigd Koninkrijk.'));

    await openDemoPage(BRETON, { shop: page });
    expect(checked()).toEqual(['co.uk']);
  });

  it('sends the last of quick choices after the one being saved, and ends with what the shopper sees', async () => {
    const bodies = recordBodies();
    const page = await open(BRETON);
    const release = holdCall('save_product_country');
    await userEvent.click(radio('de'));
    await userEvent.click(radio('nl'));
    await userEvent.click(radio('com'));
    release();
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(box().hasAttribute('aria-busy')).toBe(false));
    expect(bodies.map((body) => new URLSearchParams(body).get('product_country'))).toEqual(['de', 'com']);
    await openDemoPage(BRETON, { shop: page });
    expect(checked()).toEqual(['com']);
  });

  it('puts the radio back on the saved country and says so when saving fails', async () => {
    const page = await open(BRETON);
    mswServer.use(http.post(AJAX, () => HttpResponse.json({ status: 'invalid' }), { once: true }));
    await userEvent.click(radio('nl'));
    expect((await findToast('alert')).textContent).toContain(nlTheme.countrySaveFailed);
    expect(checked()).toEqual(['fr']);
    expect(box().hasAttribute('aria-busy')).toBe(false);
    mswServer.use(http.post(AJAX, () => HttpResponse.error(), { once: true }));
    await act(async () => userEvent.click(radio('de')));
    await waitFor(() => expect(checked()).toEqual(['fr']));
    await openDemoPage(BRETON, { shop: page });
    expect(checked()).toEqual(['fr']);
  });
});
