import { screen } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mswServer } from '../../tests/msw/server.ts';
import { openDemoPage, type DemoPage } from '../../tests/unit/demo-page.ts';
import { until } from '../../tests/unit/time-outs.ts';
import island from './index.ts';

const wrapper = () => document.getElementById('WooZone-syncfront-wrapper')!;
const seconds = () => document.querySelector('#WooZone-syncfront-content h3 span')?.textContent;
const announcer = () => document.querySelector('.si-announcer');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.cookie = 'woozone_synced_102=; path=/; max-age=0';
});

/** Only the countdown's clock is faked: the answer's way through msw (and the announcer's delay) stay real. */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });

/** The stale flannel shirt with the countdown on a faked clock; `reload` is the page's reload, watched. */
async function openStaleProduct(query = ''): Promise<{ page: DemoPage; reload: ReturnType<typeof vi.spyOn> }> {
  const page = await openDemoPage(`/product/geruit-flanellen-overhemd/${query}`);
  const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
  fakeClock();
  await page.mount(['sync-banner'], { now: true });
  await until(() => !wrapper().hidden);
  return { page, reload };
}

describe('the product sync banner', () => {
  it('syncs once after load with the params, and for a changed product counts down from refresh_in, 1 s a tick, then reloads', async () => {
    const { page, reload } = await openStaleProduct('?sync-refresh-in=3');
    expect(page.requests.filter((request) => request.startsWith('POST /wp-admin/admin-ajax.php'))).toHaveLength(1);
    expect(wrapper().style.display).toBe('');
    expect(seconds()).toBe('3');
    await vi.advanceTimersByTimeAsync(999);
    expect(seconds()).toBe('3');
    await vi.advanceTimersByTimeAsync(1);
    expect(seconds()).toBe('2');
    await vi.advanceTimersByTimeAsync(1000);
    expect([seconds(), reload.mock.calls.length]).toEqual(['1', 0]);
    await vi.advanceTimersByTimeAsync(1000);
    expect([seconds(), reload.mock.calls.length]).toEqual(['0', 1]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('counts down from 15 seconds by default', async () => {
    const { reload } = await openStaleProduct();
    expect(seconds()).toBe('15');
    await vi.advanceTimersByTimeAsync(14_000);
    expect([seconds(), reload.mock.calls.length]).toEqual(['1', 0]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('announces the banner once when it shows, not every second, and leaves focus where it was', async () => {
    const focused = document.querySelector<HTMLElement>('a[href]');
    const page = await openDemoPage('/product/geruit-flanellen-overhemd/');
    vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    focused?.focus();
    const before = document.activeElement;
    fakeClock();
    await page.mount(['sync-banner'], { now: true });
    await until(() => !wrapper().hidden);
    await until(() => Boolean(announcer()?.textContent));
    const said = announcer()?.textContent;
    expect(said).toBe('We hebben de productinformatie zojuist bijgewerkt. De pagina wordt over 15 seconden vernieuwd.');
    await vi.advanceTimersByTimeAsync(3000);
    expect(seconds()).toBe('12');
    expect(announcer()?.textContent).toBe(said);
    expect(wrapper().querySelector('[aria-live]')).toBeNull();
    expect(document.activeElement).toBe(before);
  });

  it('reloads at once on "Ja, vernieuw de pagina"', async () => {
    const { reload } = await openStaleProduct();
    screen.getByRole('button', { name: 'Ja, vernieuw de pagina' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops the countdown and hides the banner on "Nee", focus going on past it', async () => {
    const { reload } = await openStaleProduct();
    await vi.advanceTimersByTimeAsync(2000);
    const no = screen.getByRole('button', { name: 'Nee' });
    no.focus();
    no.click();
    expect([wrapper().hidden, wrapper().style.display]).toEqual([true, 'none']);
    expect(wrapper().contains(document.activeElement)).toBe(false);
    await vi.advanceTimersByTimeAsync(20_000);
    expect([seconds(), reload.mock.calls.length]).toEqual(['13', 0]);
  });

  it.each([
    ['do_refresh no', () => HttpResponse.json({ status: 'valid', html: '<h3>Bijgewerkt <span>15</span></h3>', do_refresh: 'no', html_aftersync: '' })],
    ['status invalid', () => HttpResponse.json({ status: 'invalid', html: '<h3>Bijgewerkt <span>15</span></h3>', do_refresh: 'yes' })],
    ['a 500', () => new HttpResponse('kapot', { status: 500 })],
  ])('shows nothing and never reloads after %s', async (_, answer) => {
    const page = await openDemoPage('/product/geruit-flanellen-overhemd/');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    mswServer.use(http.post(`${location.origin}/wp-admin/admin-ajax.php`, answer, { once: true }));
    fakeClock();
    await page.mount(['sync-banner'], { now: true });
    // The island marks the wrapper once it has read the answer: from then on it could have shown the
    // banner or counted down, and the countdown's longest run (15 s) passes on the faked clock.
    await until(() => wrapper().dataset.sync !== undefined);
    await vi.advanceTimersByTimeAsync(20_000);
    expect([wrapper().hidden, reload.mock.calls.length]).toEqual([true, 0]);
  });

  it('asks nothing on a product whose sync is not due (do_ajax no)', async () => {
    const page = await openDemoPage('/product/geruit-flanellen-overhemd/');
    const params = wrapper().querySelector('.WooZone-syncfront-params')!;
    params.textContent = params.textContent!.replace('"do_ajax":"yes"', '"do_ajax":"no"');
    await page.mount(['sync-banner'], { now: true });
    // The sync's fetch is made as the island mounts (mount() waited for that), before its first await.
    expect([page.requests.filter((request) => request.includes('admin-ajax')), wrapper().dataset.sync]).toEqual([[], undefined]);
  });

  it.each([
    ['without do_msg', '', []],
    ['with do_msg yes', '?sync-debug=1', ['STARTING AJAX TO SYNC PRODUCT...', 'FINISHED AJAX TO SYNC PRODUCT!', 'AJAX SYNC DURATION: N seconds']],
  ])('logs the plugin’s debug texts to the console only when do_msg asks for them: %s', async (_, query, logged) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const page = await openDemoPage(`/product/geruit-flanellen-overhemd/${query}`);
    vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    await page.mount(['sync-banner'], { now: true });
    await until(() => !wrapper().hidden);
    expect(info.mock.calls.map(([message]) => String(message).replace(/[\d.]+ seconds/, 'N seconds'))).toEqual(logged);
  });

  it.each([
    ['status invalid', () => HttpResponse.json({ status: 'invalid', html: '', do_refresh: 'no' })],
    ['a 500', () => new HttpResponse('kapot', { status: 500 })],
    ['a dropped connection', () => HttpResponse.error()],
  ])('logs the finish and the duration after %s too, when do_msg asks', async (_, answer) => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const page = await openDemoPage('/product/geruit-flanellen-overhemd/?sync-debug=1');
    mswServer.use(http.post(`${location.origin}/wp-admin/admin-ajax.php`, answer, { once: true }));
    await page.mount(['sync-banner'], { now: true });
    await until(() => wrapper().dataset.sync !== undefined);
    expect(info.mock.calls.map(([message]) => String(message).replace(/[\d.]+ seconds/, 'N seconds'))).toEqual([
      'STARTING AJAX TO SYNC PRODUCT...',
      'FINISHED AJAX TO SYNC PRODUCT!',
      'AJAX SYNC DURATION: N seconds',
    ]);
  });

  it.each([
    ['failed', 'a dropped connection', () => HttpResponse.error()],
    ['invalid', 'status invalid', () => HttpResponse.json({ status: 'invalid', html: '', do_refresh: 'no' })],
  ])('marks the wrapper %s for QA after %s', async (mark, _, answer) => {
    const page = await openDemoPage('/product/geruit-flanellen-overhemd/');
    mswServer.use(http.post(`${location.origin}/wp-admin/admin-ajax.php`, answer, { once: true }));
    await page.mount(['sync-banner'], { now: true });
    await until(() => wrapper().dataset.sync !== undefined);
    expect(wrapper().dataset.sync).toBe(mark);
  });

  it('logs how long the sync took, in seconds', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const page = await openDemoPage('/product/geruit-flanellen-overhemd/?sync-debug=1');
    vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    vi.useFakeTimers({ toFake: ['Date'] });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    mswServer.use(http.post(`${location.origin}/wp-admin/admin-ajax.php`, () => held.then(() => undefined), { once: true }));
    await page.mount(['sync-banner'], { now: true });
    vi.setSystemTime(Date.now() + 2500);
    release();
    await until(() => wrapper().dataset.sync !== undefined);
    expect(info.mock.calls.map(([message]) => String(message))).toContain('AJAX SYNC DURATION: 2.5 seconds');
  });

  it('announces the heading trimmed, counts down without a seconds counter, and ignores clicks beside the answers', async () => {
    const page = await openDemoPage('/product/geruit-flanellen-overhemd/');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    mswServer.use(http.post(`${location.origin}/wp-admin/admin-ajax.php`, () => HttpResponse.json({ status: 'valid', html: '<h3>  Bijgewerkt  </h3><p>Uitleg</p>', do_refresh: 'yes' }), { once: true }));
    fakeClock();
    await page.mount(['sync-banner'], { now: true });
    await until(() => !wrapper().hidden);
    await until(() => announcer()?.textContent === 'Bijgewerkt');
    screen.getByText('Uitleg').click();
    expect([wrapper().hidden, reload.mock.calls.length]).toEqual([false, 0]);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows a banner without a heading and counts it down, announcing nothing', async () => {
    const page = await openDemoPage('/product/geruit-flanellen-overhemd/');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    mswServer.use(http.post(`${location.origin}/wp-admin/admin-ajax.php`, () => HttpResponse.json({ status: 'valid', html: '<p>Bijgewerkt</p>', do_refresh: 'yes' }), { once: true }));
    // The announcer's delay is faked too, to see that nothing comes after it.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date', 'setTimeout', 'clearTimeout'] });
    await page.mount(['sync-banner'], { now: true });
    await until(() => !wrapper().hidden);
    await vi.advanceTimersByTimeAsync(1000);
    expect([screen.getByText('Bijgewerkt').isConnected, announcer()?.textContent ?? '', reload.mock.calls.length]).toEqual([true, '', 0]);
    await vi.advanceTimersByTimeAsync(14_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets go when unmounted: the countdown stops and "Ja, vernieuw de pagina" reloads nothing', async () => {
    await openDemoPage('/product/geruit-flanellen-overhemd/');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    fakeClock();
    const stop = island.mount(wrapper());
    await until(() => !wrapper().hidden);
    await vi.advanceTimersByTimeAsync(2000);
    stop?.();
    screen.getByRole('button', { name: 'Ja, vernieuw de pagina' }).click();
    await vi.advanceTimersByTimeAsync(20_000);
    expect([seconds(), reload.mock.calls.length]).toEqual(['13', 0]);
  });

  it('shows nothing for an answer that comes after it was unmounted, and leaves a page without the params JSON alone', async () => {
    // With do_msg the island logs the answer's duration just before it would show it: the sign it has read it.
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await openDemoPage('/product/geruit-flanellen-overhemd/?sync-debug=1');
    const stop = island.mount(wrapper());
    stop?.();
    await until(() => info.mock.calls.some(([message]) => String(message).startsWith('AJAX SYNC DURATION')));
    expect([wrapper().hidden, wrapper().dataset.sync]).toEqual([true, undefined]);
    wrapper().querySelector('.WooZone-syncfront-params')!.textContent = 'geen JSON';
    expect(island.mount(wrapper())).toBeUndefined();
  });
});
