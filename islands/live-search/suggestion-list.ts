import { themeTexts } from '../../src/i18n/theme-texts.ts';

/**
 * The live search's results as a listbox owned by the field (ARIA 1.2 combobox, list autocomplete):
 * each `.re-search-result-div` and the "all results" line are options, each with its link's address
 * in `data-href`; the active one is marked for
 * sight (`re-sch-cur-element`, the theme's class) and for screen readers (`aria-activedescendant`), and
 * the arrows wrap around through "no option" (the field itself), as the theme's script does.
 */

export interface SuggestionList {
  readonly isOpen: boolean;
  /** The option the arrows are on, or null. */
  readonly active: HTMLElement | null;
  /** Makes the server HTML just put in the wrap the options; returns how many results there are. */
  showOptions(): number;
  /** Shows a message (no results, a failure) instead of options. */
  showMessage(text: string): void;
  move(step: 1 | -1): void;
  close(): void;
  /** Makes the field a plain one again; its caller closes the list first (no option is then active). */
  destroy(): void;
}

const ACTIVE = 're-sch-cur-element';
let lists = 0;

export function createSuggestionList(input: HTMLInputElement, wrap: HTMLElement): SuggestionList {
  const id = wrap.id || (wrap.id = `re-aj-search-${++lists}`);
  let options: HTMLElement[] = [];
  let activeIndex = -1;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', id);
  wrap.setAttribute('aria-label', themeTexts.liveSearchLabel);

  const setActive = (index: number) => {
    options[activeIndex]?.classList.remove(ACTIVE);
    options[activeIndex]?.setAttribute('aria-selected', 'false');
    activeIndex = index;
    const option = options[index];
    if (option) {
      option.classList.add(ACTIVE);
      option.setAttribute('aria-selected', 'true');
      option.scrollIntoView({ block: 'nearest' });
      input.setAttribute('aria-activedescendant', option.id);
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  };

  const open = (isListbox: boolean) => {
    wrap.classList.add('re-aj-search-open');
    if (isListbox) wrap.setAttribute('role', 'listbox');
    else wrap.removeAttribute('role');
    input.setAttribute('aria-expanded', String(isListbox));
  };

  return {
    get isOpen() {
      return wrap.classList.contains('re-aj-search-open');
    },
    get active() {
      return options[activeIndex] ?? null;
    },
    showOptions() {
      setActive(-1);
      const results = [...wrap.querySelectorAll<HTMLElement>('.re-search-result-div')];
      options = [...results, ...wrap.querySelectorAll<HTMLElement>('.re-aj-search-result-msg:has(a[href])')];
      options.forEach((option, index) => {
        option.id = `${id}-option-${index}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        // An option holds no controls (ARIA): its links become text, and the option goes where they went
        // (the thumb's and the title's link lead to the same product).
        for (const link of option.querySelectorAll('a[href]')) {
          option.dataset.href ??= link.getAttribute('href') ?? undefined;
          link.removeAttribute('href');
        }
      });
      open(true);
      return results.length;
    },
    showMessage(text) {
      setActive(-1);
      options = [];
      const message = document.createElement('div');
      message.className = 're-aj-search-result-msg no-result';
      message.textContent = text;
      wrap.replaceChildren(message);
      open(false);
    },
    move(step) {
      // -1 is the field itself: one step past either end (without options, every step stays on it).
      const next = activeIndex + step;
      setActive(next < -1 ? options.length - 1 : next >= options.length ? -1 : next);
    },
    close() {
      setActive(-1);
      options = [];
      wrap.classList.remove('re-aj-search-open');
      wrap.removeAttribute('role');
      wrap.replaceChildren();
      input.setAttribute('aria-expanded', 'false');
    },
    destroy() {
      for (const name of ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls']) input.removeAttribute(name);
    },
  };
}
