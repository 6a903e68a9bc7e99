import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { openedTabPanels, resetProductTabs, tabPanelOpened } from './product-tabs.ts';

describe('the opened tab panels', () => {
  it('remember each panel opened, and tell their readers only of a panel opened for the first time', () => {
    const told: string[][] = [];
    const stop = effect(() => void told.push([...openedTabPanels.value]));
    tabPanelOpened('tab-description');
    tabPanelOpened('tab-amazon_reviews');
    tabPanelOpened('tab-description');
    stop();
    expect(told).toEqual([[], ['tab-description'], ['tab-description', 'tab-amazon_reviews']]);
  });
});

describe('a fresh page', () => {
  it('has no tab panel opened', () => {
    tabPanelOpened('tab-description');
    resetProductTabs();
    expect(openedTabPanels.value.size).toBe(0);
  });
});
