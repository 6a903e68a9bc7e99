import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mswServer } from '../../tests/msw/server.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { SAVE_PRODUCT_COUNTRY } from '../contracts/woozone.ts';
import { woozoneAjax } from './woozone-ajax.ts';

describe('WooZone’s calls', () => {
  it('go to the plugin’s own ajax_url, not the one WooCommerce prints', async () => {
    printGlobals({
      wc_add_to_cart_params: { ajax_url: '/wp-admin/admin-ajax.php' },
      woozone_vars: { ajax_url: `${location.origin}/plugin-ajax.php` },
    });
    const asked: string[] = [];
    mswServer.use(
      http.post(`${location.origin}/plugin-ajax.php`, async ({ request }) => {
        asked.push(await request.text());
        return HttpResponse.json({ status: 'valid' });
      }),
    );
    const outcome = await woozoneAjax(SAVE_PRODUCT_COUNTRY, { product_id: 102, product_country: 'fr' });
    expect(outcome.ok).toBe(true);
    expect(asked).toEqual(['action=WooZone_frontend&sub_action=save_product_country&product_id=102&product_country=fr']);
  });
});
