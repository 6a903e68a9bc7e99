import { readFileSync } from 'node:fs';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createCategoryCombobox } from './combobox.ts';

/** The island's stylesheet as written (vitest loads CSS as nothing). */
const css = readFileSync('islands/category-dropdown/category-dropdown.css', 'utf8');
const CATEGORIES = ['Jurken', 'Broeken', 'Truien', 'Jassen', 'Rokken'];

/** A native select with the placeholder option and `names` as categories, a combobox over it before it. */
function printCombobox(names = CATEGORIES, chosen = '') {
  document.body.innerHTML = `<button id="elders">Elders</button><select><option value="">Een categorie selecteren</option>${names
    .map((name) => `<option value="${name.toLowerCase()}">  ${name} </option>`)
    .join('')}</select>`;
  const select = document.querySelector('select')!;
  select.value = chosen;
  const choose = vi.fn<(value: string) => void>();
  const combobox = createCategoryCombobox(select, 'Productcategorie', choose);
  select.before(combobox.root);
  onTestFinished(() => combobox.destroy());
  return { select, choose, combobox };
}

const trigger = () => document.querySelector<HTMLButtonElement>('.si-combobox-trigger')!;
const clearButton = () => document.querySelector<HTMLButtonElement>('button[aria-label="Keuze wissen"]')!;
const popup = () => document.querySelector<HTMLElement>('.si-combobox-popup')!;
const listbox = () => screen.getByRole('listbox', { hidden: true });
const options = () => within(listbox()).getAllByRole('option', { hidden: true });
const search = () => document.querySelector<HTMLInputElement>('input.si-combobox-search')!;
/** What has focus while open, and the option it names active. */
const activeOption = (holder: HTMLElement) => {
  const id = holder.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id)?.textContent;
};

function press(target: Element, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  act(() => void target.dispatchEvent(event));
  return event;
}

function typeInSearch(text: string): void {
  act(() => {
    search().value = text;
    search().dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the category combobox (ARIA 1.2 select-only)', () => {
  it('is a trigger button for a listbox of the categories, the placeholder shown until one is chosen', () => {
    printCombobox();
    expect([trigger().type, trigger().getAttribute('aria-haspopup'), trigger().getAttribute('aria-expanded')]).toEqual(['button', 'listbox', 'false']);
    expect(trigger().getAttribute('aria-controls')).toBe(listbox().id);
    expect(listbox().getAttribute('aria-label')).toBe('Productcategorie');
    expect(trigger().getAttribute('aria-label')).toBe('Productcategorie: Een categorie selecteren');
    expect([trigger().textContent, trigger().querySelector('span')!.className]).toEqual(['Een categorie selecteren', 'si-combobox-placeholder']);
    // The empty option is the placeholder, not a choice; the options' text is trimmed.
    expect(options().map((option) => [option.textContent, option.dataset.value, option.getAttribute('aria-selected')])).toEqual(
      CATEGORIES.map((name) => [name, name.toLowerCase(), 'false']),
    );
    expect([popup().hidden, clearButton().hidden, clearButton().type]).toEqual([true, true, 'button']);
  });

  it('shows a chosen category, marked selected, with the clear button', () => {
    printCombobox(CATEGORIES, 'truien');
    expect([trigger().textContent, trigger().querySelector('span')!.className, trigger().getAttribute('aria-label')]).toEqual(['Truien', '', 'Productcategorie: Truien']);
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true', 'false', 'false']);
    expect(clearButton().hidden).toBe(false);
  });

  it('gives its parts the class names its stylesheet styles, and marks itself as the island’s own markup', () => {
    const { combobox } = printCombobox();
    expect(combobox.root.hasAttribute('data-island-rendered')).toBe(true);
    for (const [part, className] of [
      [combobox.root, 'si-combobox'],
      [trigger(), 'si-combobox-trigger'],
      [clearButton(), 'si-combobox-clear'],
      [popup(), 'si-combobox-popup'],
      [listbox(), 'si-combobox-listbox'],
      [options()[0]!, 'si-combobox-option'],
      [document.querySelector('[role="status"]')!, 'si-combobox-empty'],
      [search(), 'si-combobox-search'],
    ] as const) {
      expect(part.className).toBe(className);
      expect(css).toContain(`.${className}`);
    }
    expect(clearButton().textContent).toBe('×');
  });

  it('has no search box below 5 categories: the listbox itself takes focus and the arrows', () => {
    printCombobox(CATEGORIES.slice(0, 4));
    act(() => trigger().click());
    expect(screen.queryByRole('combobox', { name: 'Zoek een categorie' })).toBeNull();
    // Focusable by script only (tabindex -1): a browser focuses no list without it (happy-dom does).
    expect([document.activeElement, listbox().getAttribute('tabindex')]).toEqual([listbox(), '-1']);
    expect(activeOption(listbox())).toBe('Jurken');
    press(listbox(), 'End');
    expect(activeOption(listbox())).toBe('Jassen');
    press(listbox(), 'Home');
    expect(activeOption(listbox())).toBe('Jurken');
  });

  it('opens with a search box from 5 categories, named and owning the listbox, emptied each time', () => {
    printCombobox();
    act(() => trigger().click());
    expect([popup().hidden, trigger().getAttribute('aria-expanded'), document.activeElement]).toEqual([false, 'true', screen.getByRole('combobox', { name: 'Zoek een categorie' })]);
    expect([search().type, search().autocomplete, search().getAttribute('aria-autocomplete'), search().getAttribute('aria-controls'), search().getAttribute('aria-expanded')]).toEqual([
      'search',
      'off',
      'list',
      listbox().id,
      'true',
    ]);
    typeInSearch('ru');
    press(search(), 'Escape');
    act(() => trigger().click());
    expect([search().value, options().filter((option) => !option.hidden).length]).toEqual(['', 5]);
  });

  it('searches without regard to case or accents, and says when nothing matches', () => {
    printCombobox(['Jurken', 'Broeken', 'Truien', 'Jassen', 'Café-kleding']);
    act(() => trigger().click());
    typeInSearch(' CAFE ');
    expect(options().filter((option) => !option.hidden).map((option) => option.textContent)).toEqual(['Café-kleding']);
    expect(activeOption(search())).toBe('Café-kleding');
    // The accent is taken out, not stood in for: what follows it matches too.
    typeInSearch('cafe-kl');
    expect(options().filter((option) => !option.hidden).map((option) => option.textContent)).toEqual(['Café-kleding']);
    const nothing = screen.getByRole('status', { hidden: true });
    expect(nothing.hidden).toBe(true);
    typeInSearch('zzz');
    expect([nothing.hidden, nothing.textContent, search().hasAttribute('aria-activedescendant')]).toEqual([false, 'Geen overeenkomsten gevonden', false]);
    typeInSearch('');
    expect(options().every((option) => !option.hidden)).toBe(true);
  });

  it('starts on the chosen category and moves one at a time, stopping at the ends; Home and End stay in the search text', () => {
    printCombobox(CATEGORIES, 'broeken');
    act(() => trigger().click());
    expect(activeOption(search())).toBe('Broeken');
    expect(options()[1]!.classList.contains('si-active')).toBe(true);
    press(search(), 'ArrowUp');
    expect(activeOption(search())).toBe('Jurken');
    expect(options()[1]!.classList.contains('si-active')).toBe(false);
    press(search(), 'ArrowUp');
    expect(activeOption(search())).toBe('Jurken');
    for (let step = 0; step < 6; step += 1) press(search(), 'ArrowDown');
    expect(activeOption(search())).toBe('Rokken');
    const home = press(search(), 'Home');
    expect([activeOption(search()), home.defaultPrevented]).toEqual(['Rokken', false]);
    press(search(), 'ArrowUp');
    const end = press(search(), 'End');
    expect([activeOption(search()), end.defaultPrevented]).toEqual(['Jassen', false]);
    expect(press(search(), 'ArrowDown').defaultPrevented).toBe(true);
  });

  it('finds a category written in capitals by its small letters, a capital ẞ by ß too', () => {
    printCombobox(['Jurken', 'Broeken', 'Truien', 'Jassen', 'GROẞE MATEN']);
    act(() => trigger().click());
    typeInSearch('große');
    expect(options().filter((option) => !option.hidden).map((option) => option.textContent)).toEqual(['GROẞE MATEN']);
  });

  it('scrolls the active option into the list’s view only as far as needed, the page not to its top or middle', () => {
    printCombobox();
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    act(() => trigger().click());
    press(search(), 'ArrowDown');
    expect(scrolled.mock.contexts.map((option) => (option as HTMLElement).textContent)).toEqual(['Jurken', 'Broeken']);
    expect(scrolled.mock.calls).toEqual([[{ block: 'nearest' }], [{ block: 'nearest' }]]);
  });

  it('keeps what was typed in the search when an arrow on the trigger meets it open', () => {
    printCombobox();
    act(() => trigger().click());
    typeInSearch('ru');
    // Pressed on the trigger and released beside it: focus went there, the list stayed open.
    act(() => trigger().focus());
    press(trigger(), 'ArrowDown');
    expect([popup().hidden, search().value, options().filter((option) => !option.hidden).map((option) => option.textContent)]).toEqual([false, 'ru', ['Truien']]);
  });

  it('moves within what the search left', () => {
    printCombobox();
    act(() => trigger().click());
    typeInSearch('en');
    // Jurken, Broeken, Truien, Jassen, Rokken: all but none hide; "ken" leaves three.
    typeInSearch('ken');
    expect(activeOption(search())).toBe('Jurken');
    press(search(), 'ArrowDown');
    press(search(), 'ArrowDown');
    press(search(), 'ArrowDown');
    expect(activeOption(search())).toBe('Rokken');
  });

  it('chooses with Enter: closed, focus on the trigger, the choice shown and passed on once', () => {
    const { select, choose } = printCombobox();
    act(() => trigger().click());
    press(search(), 'ArrowDown');
    expect(press(search(), 'Enter').defaultPrevented).toBe(true);
    expect([popup().hidden, document.activeElement, select.value, trigger().textContent]).toEqual([true, trigger(), 'broeken', 'Broeken']);
    expect(choose.mock.calls).toEqual([['broeken']]);
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    // Choosing what is already chosen closes and passes nothing on.
    act(() => trigger().click());
    press(search(), 'Enter');
    expect([popup().hidden, choose.mock.calls.length]).toEqual([true, 1]);
  });

  it('chooses with a click on an option, and leaves a click between options alone', () => {
    const { choose } = printCombobox();
    act(() => trigger().click());
    fireEvent.click(listbox());
    expect([popup().hidden, choose.mock.calls.length]).toEqual([false, 0]);
    fireEvent.click(options()[3]!);
    expect(choose.mock.calls).toEqual([['jassen']]);
  });

  it('opens from the keyboard with either arrow on the trigger, and leaves other keys to the page', () => {
    printCombobox();
    expect(press(trigger(), 'Enter').defaultPrevented).toBe(false);
    expect(popup().hidden).toBe(true);
    expect(press(trigger(), 'ArrowUp').defaultPrevented).toBe(true);
    expect(popup().hidden).toBe(false);
    press(search(), 'Escape');
    press(trigger(), 'ArrowDown');
    expect(popup().hidden).toBe(false);
  });

  it('closes on a second click of the trigger, on Escape with focus back, and on Tab leaving focus to move on', () => {
    printCombobox();
    act(() => trigger().click());
    act(() => trigger().click());
    expect([popup().hidden, trigger().getAttribute('aria-expanded'), document.activeElement]).toEqual([true, 'false', trigger()]);
    act(() => trigger().click());
    expect(press(search(), 'Escape').defaultPrevented).toBe(true);
    expect([popup().hidden, document.activeElement]).toEqual([true, trigger()]);
    act(() => trigger().click());
    const tab = press(search(), 'Tab');
    expect([popup().hidden, tab.defaultPrevented, document.activeElement]).toEqual([true, false, search()]);
    expect(search().hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('closes on a press outside it, not on one inside, and no longer listens once closed', () => {
    printCombobox();
    act(() => trigger().click());
    fireEvent.pointerDown(options()[2]!);
    expect(popup().hidden).toBe(false);
    fireEvent.pointerDown(document.getElementById('elders')!);
    expect([popup().hidden, document.activeElement]).toEqual([true, search()]);
    const removed = vi.spyOn(document, 'removeEventListener');
    fireEvent.pointerDown(document.getElementById('elders')!);
    expect(removed).not.toHaveBeenCalled();
  });

  it('clears the choice to the placeholder and passes on the empty value', () => {
    const { select, choose } = printCombobox(CATEGORIES, 'jassen');
    act(() => clearButton().click());
    expect([select.value, trigger().textContent, clearButton().hidden]).toEqual(['', 'Een categorie selecteren', true]);
    expect(choose.mock.calls).toEqual([['']]);
    // The select itself is on its placeholder option again, not on none: given back, it shows that.
    expect(select.selectedOptions[0]?.textContent).toBe('Een categorie selecteren');
  });

  it('goes away when destroyed open, stops listening to the page and leaves focus where it was', () => {
    const { combobox } = printCombobox();
    act(() => trigger().click());
    const removed = vi.spyOn(document, 'removeEventListener');
    const focused: EventTarget[] = [];
    const onFocus = (event: FocusEvent) => void focused.push(event.target!);
    document.addEventListener('focusin', onFocus);
    onTestFinished(() => document.removeEventListener('focusin', onFocus));
    combobox.destroy();
    expect([combobox.root.isConnected, removed.mock.calls.map(([type]) => type)]).toEqual([false, ['pointerdown']]);
    // Focus is not sent to the trigger on its way out (a browser would scroll the page to it).
    expect(focused).toEqual([]);
  });

  it('goes away when destroyed closed, with nothing on the page to stop listening to', () => {
    const { combobox } = printCombobox();
    const removed = vi.spyOn(document, 'removeEventListener');
    combobox.destroy();
    expect([combobox.root.isConnected, removed.mock.calls.length]).toEqual([false, 0]);
  });

  it('gives each combobox its own ids', () => {
    printCombobox();
    const first = listbox().id;
    const other = createCategoryCombobox(document.querySelector('select')!, 'Nog een', () => undefined);
    onTestFinished(() => other.destroy());
    const second = other.root.querySelector('[role="listbox"]')!.id;
    expect(first).toMatch(/^si-combobox-\d+-listbox$/);
    expect(second).toMatch(/^si-combobox-\d+-listbox$/);
    expect(second).not.toBe(first);
    expect(other.root.querySelector('[role="option"]')!.id).toBe(second.replace('-listbox', '-option-0'));
  });
});
