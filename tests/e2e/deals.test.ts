import { describe, expect, it } from 'vitest';
import { bundleWatching, islandMounted } from './islands.ts';
import { shopperSession, shopUrl } from './browser.ts';
import { recordLayoutShifts } from './layout-shifts.ts';

const openShopper = shopperSession();

const revealDialog = 'dialog.si-modal[open]:has(.si-coupon-reveal)';
const HOUR_MS = 60 * 60 * 1000;

describe('deals in Chromium', () => {
  it('a coupon opens its reveal page in a new window with the code in the modal, copies it, and sends the first window to the offer', async () => {
    const { page, context, errors } = await openShopper();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shopUrl('/') });
    await page.goto(shopUrl('/deals/?orderby=price'));
    await bundleWatching(page);

    // This window asking for the offer is what the coupon does; whether the shop answers in time is the
    // shop's business (on a busy CI machine the two windows load side by side and the answer can lag).
    const [revealPage, offerRequest] = await Promise.all([
      context.waitForEvent('page'),
      page.waitForRequest((request) => request.isNavigationRequest() && request.frame() === page.mainFrame()),
      // The linen shirt's own coupon: the deals' coupons become buttons as each mounts, in no set order.
      page.locator('#deal-101').getByRole('button', { name: 'Toon kortingscode' }).click(),
    ]);
    expect(offerRequest.url()).toBe(shopUrl('/product/linnen-shirt/'));
    await revealPage.waitForLoadState();
    expect(new URL(revealPage.url()).search).toBe('?orderby=price&codeid=101');

    const dialog = revealPage.locator(revealDialog);
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox').inputValue()).toBe('LINNEN15');
    expect(await dialog.evaluate((element) => getComputedStyle(element).maxWidth)).toBe('650px');
    expect(await revealPage.locator('#deal-101 .coupon_text').innerText()).toBe('LINNEN15');

    // The click itself copied the code; copying from the modal does it again, as the shopper sees.
    await revealPage.evaluate(() => navigator.clipboard.writeText(''));
    await dialog.getByRole('button', { name: 'Code kopiëren' }).click();
    // The feedback the shopper sees; the announcer in the dialog may say the same at that moment.
    await dialog.getByRole('paragraph').filter({ hasText: 'Gekopieerd!' }).waitFor();
    expect(await revealPage.evaluate(() => navigator.clipboard.readText())).toBe('LINNEN15');

    // Escape closes it, and the page keeps the revealed code.
    await revealPage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('reaches the coupon with the keyboard and reveals an affiliate code decoded once, leaving the external offer unvisited', async () => {
    const { page, context } = await openShopper();
    // The affiliate destination is a fake host: this window's navigation to it is stopped here.
    await page.route('https://aanbieding.example/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Partner</title>' }));
    await page.goto(shopUrl('/deals/'));
    await islandMounted(page, 'coupon');
    const coupon = page.locator('#deal-114 .rehub_offer_coupon');
    await coupon.focus();
    const [revealPage] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
    await page.waitForURL('https://aanbieding.example/zomerjurken', { waitUntil: 'commit' });
    await revealPage.waitForLoadState();
    expect(new URL(revealPage.url()).searchParams.get('codetext')).toBe('ZOMER 10');
    const dialog = revealPage.locator(revealDialog);
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox').inputValue()).toBe('ZOMER 10');
  });

  it('an expired coupon shows its code and does nothing when clicked', async () => {
    const { page } = await openShopper();
    await page.goto(shopUrl('/deals/'));
    const expired = page.locator('#deal-109 .rehub_offer_coupon');
    // Each coupon marks its own mount; the first mark may be another deal's.
    await page.locator('#deal-109 .rehub_offer_coupon[aria-disabled="true"]').waitFor();
    expect(await expired.innerText()).toBe('VOLENDAM20');
    // What a coupon does on a click it does within the click: open a window, send this one elsewhere.
    await page.evaluate(() => {
      const leaving = { windows: 0, navigations: 0 };
      Object.assign(window, { leaving });
      const open = window.open.bind(window);
      window.open = (...args) => {
        leaving.windows += 1;
        return open(...args);
      };
      navigation.addEventListener('navigate', () => (leaving.navigations += 1));
    });
    // Forced: Playwright waits for an aria-disabled element to become enabled; a shopper just clicks.
    await expired.click({ force: true });
    // A page left at once no longer has the counts.
    expect(await page.evaluate(() => (window as { leaving?: object }).leaving ?? 'this page was left')).toEqual({ windows: 0, navigations: 0 });
    expect(page.url()).toBe(shopUrl('/deals/'));
  });

  it('a countdown reaches zero and hides; one already past is hidden from the start', async () => {
    const { page } = await openShopper({ ownContext: true });
    const served = await (await fetch(shopUrl('/deals/'))).text();
    const [, day, month, year, hour, min] = /data-day="(\d+)" data-month="(\d+)" data-year="(\d+)" data-hour="(\d+)" data-min="(\d+)"/.exec(served)!;
    const end = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(min));
    // The page's clock starts an hour before the first deal ends, as the server printed it, and runs
    // until the countdown has mounted, however long that takes; then it stands still three seconds
    // before the end and moves only when the test moves it.
    await page.clock.install({ time: end - HOUR_MS });
    await page.goto(shopUrl('/deals/'));
    const first = page.locator('#deal-101 .countdown_dashboard');
    // Mounted: the theme's CSS hides a countdown until a script shows it (the digits' aria-hidden is
    // printed by the server, and the clock's performance keeps no marks, so neither is a sign). Before
    // that, the jump below would also run out the time-out of the island's code.
    await first.waitFor({ state: 'visible' });
    await page.clock.pauseAt(end - 3_000);
    // Read from here, not polled in the page: with its clock paused, the page's own polling may never run again.
    await expect.poll(() => first.locator('.seconds_dash .digit').allTextContents()).toEqual(['0', '3']);
    expect(await first.locator('.countdown_text').textContent()).toBe('Nog 0 minuten');
    await page.clock.runFor(2_000);
    expect(await first.locator('.seconds_dash .digit').allTextContents()).toEqual(['0', '1']);
    expect(await first.isVisible()).toBe(true);
    await page.clock.runFor(1_000);
    await first.waitFor({ state: 'hidden' });
    // The deal that ended last week, and one still running (five and a half hours on: 122 days left).
    expect(await page.locator('#deal-109 .countdown_dashboard').isVisible()).toBe(false);
    expect(await page.locator('#deal-113 .countdown_dashboard .days_dash .digit').allTextContents()).toEqual(['1', '2', '2']);
  });

  it('rating bars below the fold grow when scrolled into view, and the details open with the keyboard', async () => {
    const { page } = await openShopper();
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto(shopUrl('/deals/'));
    const bar = page.locator('#deal-109 .rate-bar-bar').first();
    // Out of view: waiting at zero, not animated yet.
    await page.waitForFunction(() => (document.querySelector('#deal-109 .rate-bar-bar') as HTMLElement).style.width === '0%');
    expect(await bar.evaluate((element) => element.getAnimations().length)).toBe(0);
    await bar.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => (document.querySelector('#deal-109 .rate-bar-bar') as HTMLElement).style.width === '96%');
    const animation = await bar.evaluate((element) => element.getAnimations().map((running) => running.effect?.getTiming().duration));
    expect(animation).toEqual([1500]);
    // One already in view at load was left as the server printed it.
    expect(await page.locator('#deal-101 .rate-bar-bar').first().evaluate((element) => [(element as HTMLElement).style.width, element.getAnimations().length])).toEqual(['90%', 0]);

    const toggle = page.locator('#deal-109 .r_show_hide');
    await toggle.focus();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('#deal-109 .open_dls_onclk').isVisible()).toBe(true);
  });

  it('without JavaScript a coupon is a link to its reveal page, which shows the code', async () => {
    const { page } = await openShopper({ javaScriptEnabled: false });
    await page.goto(shopUrl('/deals/'));
    await page.getByRole('link', { name: 'Toon kortingscode' }).first().click();
    await page.waitForURL(shopUrl('/deals/?codeid=101'));
    expect(await page.locator('#coupon_code_in_modal input.code').inputValue()).toBe('LINNEN15');
    expect(await page.locator('#deal-101 .open_dls_onclk').isVisible()).toBe(true);
  });

  it('mounts every deal island without moving the page (layout shift 0)', async () => {
    const { page } = await openShopper();
    const layoutShifts = await recordLayoutShifts(page);
    for (const path of ['/deals/', '/product/linnen-shirt/', '/deals/?codeid=113']) {
      await page.goto(shopUrl(path));
      await Promise.all(['coupon', 'collapsible', 'ratings'].map((name) => islandMounted(page, name)));
      // A countdown starts when it nears the screen: on the product page, once the shopper scrolls to it.
      // The theme's CSS hides the dashboard itself until it has started, so its row is what scrolls in.
      await page.locator('.deal-countdown').first().scrollIntoViewIfNeeded();
      await islandMounted(page, 'countdown');
      expect(await layoutShifts()).toEqual([]);
    }
  });
});
