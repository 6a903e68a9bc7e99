import { describe, expect, it } from 'vitest';
import { Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();

const views = (query: Record<string, string>) =>
  new Shopper(running.origin).get(`/wp-content/plugins/rehub-framework/includes/rehub_ajax.php?${new URLSearchParams({ action: 'rehubpostviews', ...query })}`);

describe('rehubpostviews (rehub-framework’s post-view counter)', () => {
  it('counts a product’s view and answers nothing, as its endpoint does', async () => {
    const response = await views({ postviews_id: '101' });
    expect([response.status, await response.text()]).toEqual([200, '']);
  });

  it('prints postviewvar on a product page, for the bundle to count it', async () => {
    const page = await new Shopper(running.origin).page('/product/linnen-shirt/');
    expect(page).toContain('<script type="text/javascript" id="rehub-postview-js-extra">');
    expect(page).toMatch(/var postviewvar = \{"rhpost_ajax_url":"http:\\\/\\\/127\.0\.0\.1:\d+\\\/wp-content\\\/plugins\\\/rehub-framework\\\/includes\\\/rehub_ajax\.php","post_id":"101"\};/);
    expect(await new Shopper(running.origin).page('/shop/')).not.toContain('postviewvar');
  });

  it('refuses an id that is no number with 400 and one that names no product with 404, each with its reason', async () => {
    const garbage = await views({ postviews_id: '10x' });
    expect(garbage.status).toBe(400);
    expect(await garbage.text()).not.toBe('');
    const unknown = await views({ postviews_id: '999' });
    expect([unknown.status, await unknown.text()]).toEqual([404, 'Geen product met postviews_id 999.\n']);
  });
});
