import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { compareGroups, compareTotal, loadComparePanel, productCompare, resetCompare, toggleCompare } from './compare.ts';

/**
 * The compare store against the demo shop: what a toggle's answer and the panel do to the groups, the
 * buttons and the total. The islands' tests hold what the shopper sees of it.
 */

const AJAX_URL = `${location.origin}/wp-admin/admin-ajax.php`;

/** The bar items of every group, by page id. */
const barItems = () => [...compareGroups.value].map(([pageId, group]) => [pageId, [...group.items.keys()]]);

/** Answers `re_compare_panel` with `panel` (the theme's wire shape). */
function answerPanel(panel: object): void {
  mswServer.use(
    http.post(AJAX_URL, async ({ request }) => {
      if (new URLSearchParams(await request.clone().text()).get('action') !== 're_compare_panel') return undefined;
      return HttpResponse.json(panel);
    }),
  );
}

describe('the compare store', () => {
  it('puts a compared product’s bar item in its group and takes it out when it is no longer compared', async () => {
    await openDemoPage('/shop/');
    expect(await toggleCompare(101)).toEqual({ kind: 'added' });
    const [[pageId, ids]] = barItems() as [[number, number[]]];
    expect(ids).toEqual([101]);
    expect(await toggleCompare(101)).toEqual({ kind: 'removed' });
    expect(barItems()).toEqual([[pageId, []]]);
  });

  it('loads what the shopper compares: every button of a compared product marked, the total and the groups', async () => {
    await openDemoPage('/shop/');
    await toggleCompare(101);
    await toggleCompare(102);
    // A new page of the same shopper: the store knows nothing, the shop remembers.
    resetCompare();
    expect(await loadComparePanel()).toBe(true);
    expect(productCompare(101, { compared: false }).value.compared).toBe(true);
    expect(compareTotal.value).toBe(2);
    expect(barItems().flatMap(([, items]) => items as number[]).sort()).toEqual([101, 102]);
  });

  it('counts a product compared when any one of the groups the answer reports holds it', async () => {
    await openDemoPage('/shop/');
    mswServer.use(
      http.post(AJAX_URL, async ({ request }) => {
        if (new URLSearchParams(await request.clone().text()).get('action') !== 're_add_compare') return undefined;
        return HttpResponse.json({
          content: '<div class="re-compare-item" data-compareid="101">Linnen shirt</div>',
          groups: [
            { pageid: 7, comparing: '205', count: 1 },
            { pageid: 8, comparing: '101', count: 1 },
          ],
        });
      }),
    );
    expect(await toggleCompare(101)).toEqual({ kind: 'added' });
    expect(productCompare(101, { compared: false }).value.compared).toBe(true);
  });

  it('leaves out a bar item without a usable product id', async () => {
    await openDemoPage('/shop/');
    answerPanel({
      pageids: [7],
      total_comparing_ids: ['101'],
      content: { 7: '<div class="re-compare-item" data-compareid="101">Linnen shirt</div><div class="re-compare-item" data-compareid="shirt">?</div>' },
      count: { 7: 1 },
      comparing: { 7: '101' },
      total_count: 1,
      cssactive: 'active',
    });
    expect(await loadComparePanel()).toBe(true);
    expect(barItems()).toEqual([[7, [101]]]);
  });

  it('asks for the panel three times at most while changes keep being confirmed during the asking, then gives up', async () => {
    await openDemoPage('/shop/');
    let asked = 0;
    mswServer.use(
      http.post(AJAX_URL, async ({ request }) => {
        if (new URLSearchParams(await request.clone().text()).get('action') !== 're_compare_panel') return undefined;
        asked += 1;
        // A change confirmed while this panel is on its way: its answer predates it.
        await toggleCompare(100 + asked);
        return undefined;
      }),
    );
    expect(await loadComparePanel()).toBe(false);
    expect(asked).toBe(3);
  });
});
