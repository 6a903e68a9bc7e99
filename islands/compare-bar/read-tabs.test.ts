import { describe, expect, it } from 'vitest';
import { readTabs } from './read-tabs.ts';

/** The compare bar's tabs as the theme prints them, `items` the inner HTML of its list. */
function barWith(items: string): HTMLElement {
  const bar = document.createElement('div');
  bar.innerHTML = `<ul id="re-compare-bar-tabs">${items}</ul>`;
  return bar;
}

describe("the compare bar's tabs", () => {
  it('are read as the theme prints them: page id, the name without its count, the compare page', () => {
    const tabs = readTabs(barWith('<li class="re-compare-tab-12" data-page="12" data-url="/vergelijk/shirts/">Shirts (<span>2</span>)</li>'));
    expect(tabs).toEqual([{ pageId: 12, name: 'Shirts', url: '/vergelijk/shirts/' }]);
  });

  it('keep a name with brackets of its own, and lose the count however the theme spaced it', () => {
    const tabs = readTabs(
      barWith(`<li data-page="12" data-url="/a/">Jassen (winter) (<span>1</span>)</li>
        <li data-page="13" data-url="/b/">Shirts(<span>1</span>)</li>
        <li data-page="14" data-url="/c/">Broeken ( <span>1</span>)</li>`),
    );
    expect(tabs.map(({ name }) => name)).toEqual(['Jassen (winter)', 'Shirts', 'Broeken']);
  });

  it('are named by their compare page when the theme printed no name', () => {
    const tabs = readTabs(barWith('<li data-page="12" data-url="/vergelijk/shirts/"> (<span>2</span>)</li><li data-page="13" data-url="/vergelijk/tassen/"></li>'));
    expect(tabs.map(({ name }) => name)).toEqual(['/vergelijk/shirts/', '/vergelijk/tassen/']);
  });

  it('leave out a tab without a page id or a compare page, and keep the others', () => {
    const tabs = readTabs(
      barWith(`<li data-page="x" data-url="/vergelijk/a/">A (<span>1</span>)</li>
        <li data-page="13" data-url="">B (<span>1</span>)</li>
        <li data-page="14" data-url="/vergelijk/c/">C (<span>1</span>)</li>`),
    );
    expect(tabs.map(({ pageId }) => pageId)).toEqual([14]);
  });
});
