import { texts } from '../../src/i18n/texts.ts';

/**
 * A select-only combobox over a native select's options (ARIA 1.2, the pattern selectWoo imitates): a
 * trigger button shows the choice or the placeholder; opening shows a listbox, with a search box first
 * when there are at least 5 options (docs/CONTRACTS.md#validation-rules). Focus stays in the search box (or the listbox) and
 * `aria-activedescendant` names the active option; arrows, Home and End move it, Enter chooses it,
 * Escape closes and gives focus back to the trigger, Tab and a click outside close. The empty option
 * is the placeholder, not an option; the clear button chooses it.
 */

export const SEARCH_FROM_OPTIONS = 5;

export interface CategoryCombobox {
  root: HTMLElement;
  destroy(): void;
}

let comboboxes = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  el.textContent = text;
  return el;
}

/** Case and accents do not matter when searching ("Traditionele" matches "tradi", "é" matches "e"). */
const folded = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();

export function createCategoryCombobox(select: HTMLSelectElement, label: string, choose: (value: string) => void): CategoryCombobox {
  const id = `si-combobox-${++comboboxes}`;
  const choices = [...select.options].filter((option) => option.value !== '');
  const placeholder = texts.categoryPlaceholder;
  const root = element('div', 'si-combobox');
  root.setAttribute('data-island-rendered', '');
  const trigger = element('button', 'si-combobox-trigger');
  trigger.type = 'button';
  trigger.setAttribute('aria-haspopup', 'listbox');
  trigger.setAttribute('aria-expanded', 'false');
  trigger.setAttribute('aria-controls', `${id}-listbox`);
  const value = document.createElement('span');
  trigger.append(value);
  const clear = element('button', 'si-combobox-clear', '×');
  clear.type = 'button';
  clear.setAttribute('aria-label', texts.categoryClear);
  const popup = element('div', 'si-combobox-popup');
  popup.hidden = true;
  const search = choices.length >= SEARCH_FROM_OPTIONS ? element('input', 'si-combobox-search') : null;
  const listbox = element('ul', 'si-combobox-listbox');
  listbox.id = `${id}-listbox`;
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', label);
  const empty = element('p', 'si-combobox-empty', texts.categoryNoMatches);
  empty.setAttribute('role', 'status');
  const options = choices.map((choice, index) => {
    const option = element('li', 'si-combobox-option', choice.textContent.trim());
    option.id = `${id}-option-${index}`;
    option.setAttribute('role', 'option');
    option.dataset.value = choice.value;
    return option;
  });
  listbox.append(...options);
  /** What has focus while open: the search box, else the listbox. */
  const focusHolder: HTMLElement = search ?? listbox;
  if (search) {
    search.type = 'search';
    search.autocomplete = 'off';
    search.setAttribute('role', 'combobox');
    search.setAttribute('aria-autocomplete', 'list');
    search.setAttribute('aria-controls', listbox.id);
    search.setAttribute('aria-expanded', 'true');
    search.setAttribute('aria-label', texts.categorySearch);
    popup.append(search);
  } else {
    listbox.tabIndex = -1;
  }
  popup.append(listbox, empty);
  root.append(trigger, clear, popup);
  let active: HTMLLIElement | null = null;

  const shown = () => options.filter((option) => !option.hidden);
  const setActive = (option: HTMLLIElement | null) => {
    active?.classList.remove('si-active');
    active = option;
    if (option) {
      option.classList.add('si-active');
      option.scrollIntoView({ block: 'nearest' });
      focusHolder.setAttribute('aria-activedescendant', option.id);
    } else {
      focusHolder.removeAttribute('aria-activedescendant');
    }
  };
  const render = () => {
    const chosen = choices.find((choice) => choice.value === select.value);
    value.textContent = chosen?.textContent.trim() ?? placeholder;
    value.className = chosen ? '' : 'si-combobox-placeholder';
    trigger.setAttribute('aria-label', `${label}: ${value.textContent}`);
    clear.hidden = !chosen;
    for (const option of options) option.setAttribute('aria-selected', String(option.dataset.value === select.value));
  };
  const filter = () => {
    const query = folded(search?.value.trim() ?? '');
    for (const option of options) option.hidden = !folded(option.textContent).includes(query);
    empty.hidden = shown().length > 0;
    setActive(shown().find((option) => option.dataset.value === select.value) ?? shown()[0] ?? null);
  };
  const open = () => {
    if (!popup.hidden) return;
    popup.hidden = false;
    trigger.setAttribute('aria-expanded', 'true');
    if (search) search.value = '';
    filter();
    focusHolder.focus();
    document.addEventListener('pointerdown', onOutside);
  };
  const close = (focusTrigger: boolean) => {
    if (popup.hidden) return;
    popup.hidden = true;
    trigger.setAttribute('aria-expanded', 'false');
    setActive(null);
    document.removeEventListener('pointerdown', onOutside);
    if (focusTrigger) trigger.focus();
  };
  const pick = (option: HTMLLIElement | null) => {
    if (!option) return;
    close(true);
    if (option.dataset.value === select.value) return;
    select.value = option.dataset.value ?? '';
    render();
    choose(select.value);
  };
  function onOutside(event: PointerEvent) {
    if (!root.contains(event.target as Node)) close(false);
  }
  const move = (to: 'next' | 'previous' | 'first' | 'last') => {
    const list = shown();
    const at = list.findIndex((option) => option === active);
    const index = to === 'first' ? 0 : to === 'last' ? list.length - 1 : to === 'next' ? Math.min(at + 1, list.length - 1) : Math.max(at - 1, 0);
    setActive(list[index] ?? null);
  };
  const onPopupKey = (event: KeyboardEvent) => {
    const moves: Record<string, 'next' | 'previous' | 'first' | 'last'> = { ArrowDown: 'next', ArrowUp: 'previous', Home: 'first', End: 'last' };
    const to = moves[event.key];
    // In the search box Home and End move in the text.
    if (to && !(search && (event.key === 'Home' || event.key === 'End'))) {
      event.preventDefault();
      move(to);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      pick(active);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };
  const onTriggerKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open();
    }
  };

  trigger.addEventListener('click', () => (popup.hidden ? open() : close(true)));
  trigger.addEventListener('keydown', onTriggerKey);
  clear.addEventListener('click', () => {
    select.value = '';
    render();
    choose('');
  });
  popup.addEventListener('keydown', onPopupKey);
  search?.addEventListener('input', filter);
  listbox.addEventListener('click', (event) => pick(event.target instanceof Element ? event.target.closest<HTMLLIElement>('[role="option"]') : null));
  render();
  return {
    root,
    destroy() {
      close(false);
      root.remove();
    },
  };
}
