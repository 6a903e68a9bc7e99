import type { AffiliateIdsWire, CountryEntryWire } from '../../src/contracts/woozone-country-box.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { amazonLink, flagClass } from '../../src/contracts/amazon-link.ts';

/**
 * The box's rows, one per country, each a copy of the host's `#WooZone-cc-template` row filled in:
 * a radio, the flag, the name linking to that country's Amazon with its tag, and the status. Rows are
 * kept by country and only what differs is changed, so a focused radio keeps its focus when the
 * statuses are refreshed. Names are set as text, links built here: nothing from the JSON is HTML.
 */

export interface RowContext {
  template: HTMLLIElement;
  asin: string;
  affIds: AffiliateIdsWire;
  /** `woozone_vars.lang`'s status words. */
  availableYes: string;
  availableNo: string;
}

const ROW = ':scope > li[data-country]';

export function countryRows(box: HTMLElement): HTMLLIElement[] {
  return Array.from(box.querySelectorAll<HTMLLIElement>(ROW));
}

export function rowRadio(row: Element): HTMLInputElement | null {
  return row.querySelector<HTMLInputElement>('.WooZone-cc_checkbox input[type="radio"]');
}

function fillLink(link: HTMLAnchorElement, href: string): void {
  if (link.getAttribute('href') !== href) link.href = href;
  link.target = '_blank';
  link.rel = 'nofollow sponsored noopener';
}

function fillStatus(status: Element, available: boolean | undefined, context: RowContext): void {
  if (available === undefined) {
    status.replaceChildren();
    return;
  }
  const className = available ? 'WooZone-status-available' : 'WooZone-status-unavailable';
  const text = available ? context.availableYes : context.availableNo;
  const shown = status.firstElementChild;
  if (status.children.length === 1 && shown?.className === className && shown.textContent === text) return;
  const span = document.createElement('span');
  span.className = className;
  span.textContent = text;
  status.replaceChildren(span);
}

function fillRow(row: HTMLLIElement, country: CountryEntryWire, chosen: string, context: RowContext): void {
  const { domain, name } = country;
  const href = amazonLink(domain, context.asin, context.affIds);
  const radio = rowRadio(row);
  if (radio) {
    radio.value = domain;
    radio.setAttribute('aria-label', name);
    radio.checked = domain === chosen;
    // The server prints them disabled: without us a choice could not be saved.
    radio.disabled = false;
  }
  const flag = row.querySelector<HTMLElement>('.WooZone-cc_domain');
  if (flag) {
    flag.classList.add(flagClass(domain));
    flag.title = name;
    flag.setAttribute('aria-hidden', 'true');
    // The plugin's "flag as link" setting: the name's link says the same, so this one stays out of the tab order.
    const flagLink = flag.querySelector('a');
    if (flagLink) {
      fillLink(flagLink, href);
      flagLink.tabIndex = -1;
    }
  }
  const link = row.querySelector<HTMLAnchorElement>('.WooZone-cc_name a');
  if (link) {
    fillLink(link, href);
    if (link.textContent !== `${name} ${themeTexts.opensInNewTab}`) {
      const hint = document.createElement('span');
      hint.className = 'screen-reader-text';
      hint.textContent = ` ${themeTexts.opensInNewTab}`;
      link.replaceChildren(name, hint);
    }
  }
  const status = row.querySelector('.WooZone-cc-status');
  if (status) {
    fillStatus(status, country.available, context);
    // A screen reader hears the country's availability with its radio, not only its name.
    status.id ||= `WooZone-cc-status-${context.asin}-${domain}`;
    radio?.setAttribute('aria-describedby', status.id);
  }
}

/** Makes the rows show `countries` in their order, `chosen` checked; rows of countries no longer listed go. */
export function renderRows(box: HTMLElement, countries: readonly CountryEntryWire[], chosen: string, context: RowContext): void {
  const existing = new Map(countryRows(box).map((row) => [row.dataset.country, row]));
  for (const [domain, row] of existing) if (!countries.some((country) => country.domain === domain)) row.remove();
  const firstRow = countryRows(box)[0] ?? null;
  let previous: HTMLLIElement | null = null;
  for (const country of countries) {
    let row = existing.get(country.domain);
    if (!row) {
      row = context.template.cloneNode(true) as HTMLLIElement;
      row.dataset.country = country.domain;
    }
    fillRow(row, country, chosen, context);
    // Only a row out of place is moved: moving a focused radio would drop its focus.
    const expected: Element | null = previous ? previous.nextElementSibling : firstRow;
    if (row !== expected) {
      if (previous) previous.after(row);
      else if (firstRow) firstRow.before(row);
      else box.append(row);
    }
    previous = row;
  }
}
