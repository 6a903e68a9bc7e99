import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { resetThemeConfig } from '../theme-config.ts';
import { pageNonce, refreshCachedPage } from './own-list.ts';

/**
 * The globals as Rehub 19.5.5 prints them (wp_localize_script: every scalar a string): `rhscriptvars`
 * (rehub-theme/functions.php, `nonce` made for `ajaxed-nonce`), `comparechart` (inc/compare.php), and
 * on a page a full-page cache may serve rehub-framework's `wishcached` (includes/helper-functions.php,
 * `userid` "0" for a guest). The nonces are the anonymous visitor's the cached page was made for.
 */
function printRehubPage({ cached }: { cached: boolean }): void {
  printGlobals({
    rhscriptvars: { back: 'terug', ajax_url: '/wp-admin/admin-ajax.php', fin: 'Dat is alles', nonce: 'aaaaaaaaa1', hotnonce: 'aaaaaaaaa2', wishnonce: 'aaaaaaaaa3', searchnonce: 'aaaaaaaaa4', filternonce: 'aaaaaaaaa5' },
    comparechart: { item_error_add: 'Fout', item_error_comp: 'Fout', comparenonce: 'aaaaaaaaa6' },
    wishcached: cached ? { rh_ajax_url: 'https://winkel.example/wp-content/plugins/rehub-framework/includes/rehub_ajax.php', userid: '0' } : undefined,
  });
  resetThemeConfig();
}

/** The plugin's `?wc-ajax=shop_islands_wishlist` (own-wishlist.php), answering as wp_send_json() does; the requests it got. */
function answerOwnList(answer: () => Response): string[] {
  const asked: string[] = [];
  mswServer.use(
    http.get(`${location.origin}/`, ({ request }) => {
      const url = new URL(request.url);
      if (url.searchParams.get('wc-ajax') !== 'shop_islands_wishlist') return undefined;
      asked.push(url.search);
      return answer();
    }),
  );
  return asked;
}

const OWN = { wishlistids: '12,40', wishcounter: 2, wishnonce: 'bbbbbbbbb3', comparenonce: 'bbbbbbbbb6', nonce: 'bbbbbbbbb1' };

describe("the shopper's own nonces on a page a full-page cache served", () => {
  it('asks the plugin once, with the userid the page printed, and sends the nonces its answer brought', async () => {
    printRehubPage({ cached: true });
    const asked = answerOwnList(() => HttpResponse.json(OWN));
    expect([await pageNonce('wish'), await pageNonce('compare'), await pageNonce('theme')]).toEqual(['bbbbbbbbb3', 'bbbbbbbbb6', 'bbbbbbbbb1']);
    expect(asked).toEqual(['?wc-ajax=shop_islands_wishlist&userid=0']);
  });

  it('sends the printed nonces when the answer brought none of its own, or a malformed one', async () => {
    printRehubPage({ cached: true });
    answerOwnList(() => HttpResponse.json({ wishlistids: '', wishcounter: 0, comparenonce: '<script>' }));
    expect([await pageNonce('wish'), await pageNonce('compare'), await pageNonce('theme')]).toEqual(['aaaaaaaaa3', 'aaaaaaaaa6', 'aaaaaaaaa1']);
  });

  it('after a failed refresh sends the printed nonce, and the next call asks again', async () => {
    printRehubPage({ cached: true });
    let fail = true;
    const asked = answerOwnList(() => (fail ? HttpResponse.text('', { status: 500 }) : HttpResponse.json(OWN)));
    expect(await pageNonce('wish')).toBe('aaaaaaaaa3');
    fail = false;
    expect(await pageNonce('wish')).toBe('bbbbbbbbb3');
    expect(asked).toHaveLength(2);
  });
});

describe('a page no cache served (no wishcached)', () => {
  it('sends the nonces the page printed and asks nothing', async () => {
    printRehubPage({ cached: false });
    const asked = answerOwnList(() => HttpResponse.json(OWN));
    expect(refreshCachedPage()).toBeUndefined();
    expect([await pageNonce('wish'), await pageNonce('compare'), await pageNonce('theme')]).toEqual(['aaaaaaaaa3', 'aaaaaaaaa6', 'aaaaaaaaa1']);
    expect(asked).toEqual([]);
  });
});
