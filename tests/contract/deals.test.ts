import { describe, expect, it } from 'vitest';
import { Shopper, useRunningShop } from './shop-server.ts';

const running = useRunningShop();

async function page(pathname: string, status = 200): Promise<string> {
  const response = await new Shopper(running.origin).get(pathname);
  expect(response.status).toBe(status);
  return response.text();
}

describe('the deals page', () => {
  it('prints masked coupons as links to their reveal page, so they work without JavaScript', async () => {
    const deals = await page('/deals/?orderby=price');
    expect(deals).toContain(
      '<a class="btn_offer_block rehub_offer_coupon masked_coupon" href="/deals/?orderby=price&amp;codeid=101" data-clipboard-text="LINNEN15" data-codeid="101" data-dest="/product/linnen-shirt/">Toon kortingscode</a>',
    );
    expect(deals).toContain('href="/deals/?orderby=price&amp;codetext=ZOMER+10" data-clipboard-text="ZOMER%2010" data-codetext="ZOMER 10"');
    // Expired: the code shows, decoded and as text.
    expect(deals).toContain('<span class="coupon_text">VOLENDAM20</span>');
    expect(deals).not.toContain('id="coupon_code_in_modal"');
  });

  it('prints each countdown as the theme’s shortcode does: its end in the shop zone, zero digits', async () => {
    const deals = await page('/deals/');
    const dashboards = [...deals.matchAll(/<div class="countdown_dashboard" data-day="(\d+)" data-month="(\d+)" data-year="(\d+)" data-hour="(\d+)" data-min="(\d+)">/g)];
    expect(dashboards).toHaveLength(4);
    const ends = dashboards.map(([, day, month, year, hour, min]) => Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(min)));
    const hours = (end: number) => (end - Date.now()) / 3_600_000;
    expect(hours(ends[0]!)).toBeGreaterThan(5);
    expect(hours(ends[0]!)).toBeLessThanOrEqual(5.5);
    expect(hours(ends[2]!) / 24).toBeGreaterThan(123);
    expect(hours(ends[3]!)).toBeLessThan(0);
    // The time left is the island's to show (it adds the words for screen readers too).
    expect(deals).toContain('<div class="dash days_dash"><span class="dash_title">dagen</span><div class="digit">0</div><div class="digit">0</div></div>');
    expect(deals).not.toContain('countdown_text');
  });

  it('prints the final bar widths and radial angles, so scores are right without JavaScript', async () => {
    const deals = await page('/deals/');
    expect(deals).toContain('<div class="rate-bar" data-percent="90%">');
    expect(deals).toContain('<div class="rate-bar-bar" style="width:90%"></div>');
    expect(deals).toContain('<div class="mask full" style="transform:rotate(154.8deg)">');
    expect(deals).toContain('<div class="fill fix" style="transform:rotate(309.6deg)">');
  });

  it('refuses other methods with 405 and a reason', async () => {
    const response = await new Shopper(running.origin).post('/deals/', new URLSearchParams({ codeid: '101' }));
    expect(response.status).toBe(405);
    expect(await response.text()).not.toBe('');
  });
});

describe('a reveal page', () => {
  it('opened by codeid shows that coupon revealed and the reveal section with its code and the way to the offer', async () => {
    const revealed = await page('/deals/?codeid=101');
    expect(revealed).toContain('<section id="coupon_code_in_modal" class="coupon-reveal" data-couponid="101"');
    expect(revealed).toContain('value="LINNEN15" readonly');
    expect(revealed).toContain('<a class="cpn_btn_inner" href="/product/linnen-shirt/"');
    expect(revealed).toContain('<span class="rehub_offer_coupon not_masked_coupon" data-clipboard-text="LINNEN15" data-codeid="101"');
  });

  it('on a product page shows its deal in a collapsible block and the reveal section', async () => {
    const product = await page('/product/linnen-shirt/?codeid=101');
    expect(product).toContain('<div class="rh-tabletext-block product-deal">');
    expect(product).toContain('id="coupon_code_in_modal"');
  });

  it('opened by codetext shows the coupon revealed, decoded once', async () => {
    const revealed = await page('/deals/?codetext=ZOMER%2010');
    expect(revealed).toContain('<span class="coupon_text">ZOMER 10</span>');
  });

  it.each([
    ['an expired coupon', 'codeid=109'],
    ['a coupon that does not exist', 'codeid=999'],
    ['a hostile value', `codetext=${encodeURIComponent('"><img src=x onerror=alert(1)>')}`],
  ])('for %s reveals nothing and renders the parameter as text only', async (_name, query) => {
    const revealed = await page(`/deals/?${query}`);
    expect(revealed).not.toContain('id="coupon_code_in_modal"');
    expect(revealed).not.toContain('<img src=x');
    expect(revealed.match(/masked_coupon"/g)).toHaveLength(3);
  });
});
