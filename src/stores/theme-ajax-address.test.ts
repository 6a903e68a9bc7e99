import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { resetThemeConfig } from '../theme-config.ts';
import { loadComparePanel, toggleCompare } from './compare.ts';
import { toggleWish } from './wishlist.ts';

/**
 * The theme's stores call the admin-ajax address the theme printed (`rhscriptvars.ajax_url`), not
 * WooCommerce's: on the demo both are /wp-admin/admin-ajax.php, so only a page that prints them apart
 * tells which one a call used.
 */
async function pageWithThemeAjaxAt(address: string): Promise<string[]> {
  await openDemoPage('/shop/');
  const rehub = (window as unknown as { rhscriptvars: Record<string, unknown> }).rhscriptvars;
  printGlobals({ rhscriptvars: { ...rehub, ajax_url: address } });
  resetThemeConfig();
  const actions: string[] = [];
  mswServer.use(
    http.post(address, async ({ request }) => {
      actions.push(new URLSearchParams(await request.text()).get('action') ?? '');
      return HttpResponse.text('0');
    }),
  );
  return actions;
}

describe("the theme's own admin-ajax address", () => {
  it('takes the compare toggle and the compare panel', async () => {
    const actions = await pageWithThemeAjaxAt(`${location.origin}/thema/admin-ajax.php`);
    expect((await toggleCompare(101)).kind).toBe('failed');
    expect(await loadComparePanel()).toBe(false);
    expect(actions).toEqual(['re_add_compare', 're_compare_panel']);
  });

  it('takes the wishlist toggle', async () => {
    const actions = await pageWithThemeAjaxAt(`${location.origin}/thema/admin-ajax.php`);
    expect((await toggleWish(101)).kind).toBe('failed');
    expect(actions).toEqual(['rhwishlist']);
  });
});
