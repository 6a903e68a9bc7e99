import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { themeConfig } from '../../src/theme-config.ts';
import { chartAddress } from '../../src/contracts/compare.ts';
import { actAsButton, makeButton } from '../../src/dom/act-as-button.ts';
import { navigate } from '../../src/dom/navigate.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { compareGroups, productCompare, toggleCompare } from '../../src/stores/compare.ts';
import { tellCompareResult } from '../../src/ui/tell-toggle-result.ts';
import type { CompareTab } from './read-tabs.ts';

/** docs/CONTRACTS.md#timings: how long the bar's "go to comparison" error shows. */
export const COMPARE_ERROR_MS = 4500;

/**
 * The bar's content (`#re-compare-bar-tabs`): one tab per compare group with its count, the active
 * group's items (server HTML, each with its remove control) and "Vergelijken", which goes to the
 * group's chart, or says why not for a group with 0 or 1 items (docs/CONTRACTS.md#validation-rules: shown 4.5 s, announced).
 */
export function CompareBar({ tabs }: { tabs: CompareTab[] }) {
  useSignals();
  const [active, setActive] = useState(tabs[0]?.pageId);
  const [error, setError] = useState<string | null>(null);
  const baseId = useId();
  const tabRefs = useRef(new Map<number, HTMLButtonElement>());
  const groups = compareGroups.value;
  const activeTab = tabs.find((tab) => tab.pageId === active) ?? tabs[0];
  const activeIds = activeTab ? groups.get(activeTab.pageId)?.ids ?? [] : [];

  useEffect(() => {
    if (error === null) return;
    const timer = setTimeout(() => setError(null), COMPARE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [error]);

  const go = () => {
    if (!activeTab) return;
    const { comparechart } = themeConfig().globals;
    if (activeIds.length === 0) setError(comparechart.item_error_add || themeTexts.compareEmptyGroup);
    else if (activeIds.length === 1) setError(comparechart.item_error_comp || themeTexts.compareOneItem);
    else navigate(chartAddress(activeTab.url, activeIds), 'page');
  };

  // Arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern).
  const onTabKey = (event: KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = tabs[(to + tabs.length) % tabs.length];
    if (!tab) return;
    setActive(tab.pageId);
    tabRefs.current.get(tab.pageId)?.focus();
  };

  return (
    <>
      <ul role="tablist" aria-label={themeTexts.compareGroups}>
        {tabs.map((tab, index) => {
          const selected = tab === activeTab;
          return (
            <li key={tab.pageId} role="presentation" className={`re-compare-tab-${tab.pageId}${selected ? ' current' : ''}`} data-page={tab.pageId} data-url={tab.url}>
              <button
                type="button"
                role="tab"
                id={`${baseId}-tab-${tab.pageId}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel-${tab.pageId}`}
                tabIndex={selected ? 0 : -1}
                ref={(button) => {
                  if (button) tabRefs.current.set(tab.pageId, button);
                  else tabRefs.current.delete(tab.pageId);
                }}
                onClick={() => setActive(tab.pageId)}
                onKeyDown={(event) => onTabKey(event, index)}
              >
                {tab.name} (<span>{groups.get(tab.pageId)?.ids.length ?? 0}</span>)
              </button>
            </li>
          );
        })}
      </ul>
      <div>
        {tabs.map((tab) => (
          <div
            key={tab.pageId}
            role="tabpanel"
            id={`${baseId}-panel-${tab.pageId}`}
            aria-labelledby={`${baseId}-tab-${tab.pageId}`}
            className={`re-compare-wrap re-compare-wrap-${tab.pageId}`}
            hidden={tab !== activeTab}
          >
            <GroupItems pageId={tab.pageId} />
          </div>
        ))}
      </div>
      <button type="button" className="re-compare-destin wpsm-button rehub_main_btn" data-compareurl={activeTab ? chartAddress(activeTab.url, activeIds) : ''} onClick={go}>
        {themeTexts.compareGo}
      </button>
      <p className="re-compare-error" role="alert" hidden={error === null}>
        {error}
      </p>
    </>
  );
}

/** A group's items, oldest first: the server's bar item HTML, its remove control acting on the store. */
function GroupItems({ pageId }: { pageId: number }) {
  useSignals();
  const group = compareGroups.value.get(pageId);
  if (!group || group.ids.length === 0) return <p className="re-compare-empty-group">{themeTexts.compareGroupEmpty}</p>;
  return (
    <>
      {group.ids.map((id) => (
        <ServerItem key={id} productId={id} html={group.items.get(id) ?? ''} />
      ))}
    </>
  );
}

/** One bar item (server HTML in a host React does not own); its `.re-compare-new-close` stops comparing the product. */
function ServerItem({ productId, html }: { productId: number; html: string }) {
  useSignals();
  const host = useRef<HTMLDivElement>(null);
  const { loading } = productCompare(productId, { compared: true }).value;
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    fillWithServerHtml(element, html);
    // The theme's remove control is an icon: a keyboard button with a name here.
    const remove = element.querySelector<HTMLElement>('.re-compare-new-close');
    if (remove && !(remove instanceof HTMLButtonElement)) makeButton(remove, themeTexts.compareRemove);
    return actAsButton(element, '.re-compare-new-close', (_control, event) => {
      event.preventDefault();
      void toggleCompare(productId).then(tellCompareResult);
    });
  }, [html, productId]);
  useLayoutEffect(() => {
    host.current?.querySelector('.re-compare-item')?.classList.toggle('loading', loading);
  }, [loading]);
  return <div ref={host} className="re-compare-item-host" />;
}
