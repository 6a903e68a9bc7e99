import { defineIsland } from '../../src/island.ts';
import { themeConfig } from '../../src/theme-config.ts';
import { REHUB_AJAX_SEARCH } from '../../src/contracts/search.ts';
import { announce } from '../../src/dom/announce.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { navigate, openWindow, safeUrl } from '../../src/dom/navigate.ts';
import { isPlainClick } from '../../src/dom/plain-click.ts';
import { searchAsTyped } from '../../src/dom/search-as-typed.ts';
import { ajax } from '../../src/http/ajax.ts';
import { fillText } from '../../src/i18n/template.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { createSuggestionList } from './suggestion-list.ts';

/**
 * The theme's live search (`input.re-ajax-search`, docs/MARKUP.md#live-search) as an ARIA 1.2
 * combobox: typing asks `rehub_ajax_search` 250 ms after the last keystroke (the theme's debounce), a
 * newer query aborts the older request and an answer to another query than the field's is dropped;
 * the suggestions (server HTML in `.re-aj-search-wrap`) are options the arrow keys move through
 * (`aria-activedescendant`, focus stays in the field; an option holds no links), Enter or a click on
 * one opens it, Enter without one submits the form (WordPress's search, which works without
 * JavaScript), Escape and a click outside close them.
 * The category is the input's `data-catid`, which a category select in the same form keeps up to date.
 * The theme prints the results' `.re-aj-search-wrap` after the form, not in it (its searchform.php);
 * they are found as its script finds them, in the nearest ancestor of the field that holds one.
 */

const DEBOUNCE_MS = 250;

/** The field's results box: in the nearest ancestor that has one (the form, or the block around it). */
function resultsBox(input: HTMLInputElement): HTMLElement | null {
  for (let around = input.parentElement; around; around = around.parentElement) {
    const wrap = around.querySelector<HTMLElement>('.re-aj-search-wrap');
    if (wrap) return wrap;
  }
  return null;
}

export default defineIsland({
  mount(field) {
    if (!(field instanceof HTMLInputElement)) return;
    const input = field;
    const form = input.closest('form');
    const wrap = resultsBox(input);
    if (!form || !wrap) return;
    const category = form.querySelector<HTMLSelectElement>('select[name="product_cat"]');
    const list = createSuggestionList(input, wrap);
    const vars = themeConfig().globals.rhscriptvars;
    const tell = (message: string) => {
      list.showMessage(message);
      announce(message);
    };
    const searching = searchAsTyped(input, {
      delayMs: DEBOUNCE_MS,
      busy: form,
      ask: (query, signal) =>
        ajax(
          REHUB_AJAX_SEARCH,
          { re_string: query, posttypesearch: input.dataset.posttype ?? 'product', catid: input.dataset.catid ?? '', security: vars.searchnonce },
          { ajaxUrl: vars.ajax_url, signal },
        ),
      show: (outcome) => {
        if (!outcome.ok) tell(themeTexts.liveSearchFailed);
        // The theme's own rule: an answer to a query the field no longer holds is not shown.
        else if (outcome.value.query !== input.value.trim()) return;
        else if (outcome.value.total === 0) tell(vars.noresults);
        else {
          fillWithServerHtml(wrap, outcome.value.resultsHtml);
          announce(fillText(themeTexts.liveSearchCount, { count: list.showOptions() }));
        }
      },
      clear: () => list.close(),
    });

    const onKeydown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!list.isOpen) return;
        event.preventDefault();
        list.move(event.key === 'ArrowDown' ? 1 : -1);
      } else if (event.key === 'Enter' && list.active) {
        event.preventDefault();
        navigate(list.active.dataset.href, 'answer');
      } else if (event.key === 'Escape' && list.isOpen) {
        event.preventDefault();
        list.close();
      }
    };
    // Only the category select has this listener. The field's query is asked again in the new category;
    // a blank field closes what is shown.
    const onCategoryChange = (event: Event) => {
      input.dataset.catid = (event.currentTarget as HTMLSelectElement).value;
      searching.searchSoon();
    };
    // An option is no link (its links were made text): a click goes where it leads, a modified one in a new tab.
    const onOptionClick = (event: MouseEvent) => {
      const option = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="option"]') : null;
      const url = safeUrl(option?.dataset.href, 'answer');
      if (!url) return;
      if (isPlainClick(event)) navigate(url.href, 'answer');
      else openWindow(url.href, 'answer', '_blank', 'noopener');
    };
    // A click outside the search (its form and its results) closes its results.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (list.isOpen && !form.contains(target) && !wrap.contains(target)) list.close();
    };

    input.addEventListener('keydown', onKeydown);
    wrap.addEventListener('click', onOptionClick);
    category?.addEventListener('change', onCategoryChange);
    document.addEventListener('pointerdown', onPointerDown);
    // Typed while the code was on its way: suggest for it now.
    if (document.activeElement === input && input.value.trim() !== '' && input.value !== input.defaultValue) searching.searchSoon();
    return () => {
      searching.stop();
      input.removeEventListener('keydown', onKeydown);
      wrap.removeEventListener('click', onOptionClick);
      category?.removeEventListener('change', onCategoryChange);
      document.removeEventListener('pointerdown', onPointerDown);
      list.destroy();
    };
  },
});
