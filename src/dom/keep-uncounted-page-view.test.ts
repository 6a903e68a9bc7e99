import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { land, printGlobals } from '../../tests/unit/host-globals.ts';

const PRODUCT = 'http://127.0.0.1:8080/product/linnen-shirt/';

/**
 * A fresh page's keeper (its module state is per page), armed as the boot entry arms it; its
 * `pagehide` listener goes when the test ends.
 */
async function openPage(): Promise<typeof import('./keep-uncounted-page-view.ts')> {
  vi.resetModules();
  const keeper = await import('./keep-uncounted-page-view.ts');
  const listen = vi.spyOn(window, 'addEventListener');
  keeper.keepPageViewUntilCounted();
  const [type, listener] = listen.mock.calls[0]!;
  listen.mockRestore();
  onTestFinished(() => window.removeEventListener(type, listener!));
  return keeper;
}

/** WooCommerce's printed settings (allowTracking as given) and, when asked for, a consent plugin's answer for marketing. */
function printHost(allowTracking: boolean, marketing?: boolean | 'throws'): void {
  printGlobals({ wc_order_attribution: { params: { allowTracking }, fields: {} } });
  if (marketing !== undefined) {
    printGlobals({
      wp_has_consent: (category: string) => {
        if (marketing === 'throws') throw new Error('not ready');
        return category === 'marketing' && marketing;
      },
    });
  }
}

const leave = () => window.dispatchEvent(new Event('pagehide'));
const keptViews = () => Object.keys(sessionStorage).map((key) => JSON.parse(sessionStorage.getItem(key)!) as Record<string, unknown>);

describe('the page view the boot entry keeps for order attribution', () => {
  it('is kept when the shopper leaves before the tracker counted it: where the page was and came from', async () => {
    land('/product/linnen-shirt/', 'https://www.google.com/');
    printHost(true, true);
    await openPage();
    leave();
    expect(keptViews()).toEqual([{ href: PRODUCT, referrer: 'https://www.google.com/', time: expect.any(Number) }]);
    // The key the order attribution service looks for: one per page, named by when the page opened.
    expect(Object.keys(sessionStorage)).toEqual([`shop-islands:uncounted-page-view:${performance.timeOrigin}`]);
  });

  it('is kept where no consent plugin speaks the WP Consent API and the shop allows tracking', async () => {
    land('/product/linnen-shirt/', 'https://www.google.com/');
    printHost(true);
    await openPage();
    leave();
    expect(keptViews()).toHaveLength(1);
  });

  it('is kept once, however often the page goes into the back/forward cache', async () => {
    land('/product/linnen-shirt/', 'https://www.google.com/');
    printHost(true, true);
    await openPage();
    leave();
    leave();
    expect(keptViews()).toHaveLength(1);
  });

  it.each([
    ['the tracker counted it', true, true, true],
    ['the shop does not allow tracking', false, true, false],
    ['the consent plugin does not allow marketing', true, false, false],
    ['the consent plugin cannot answer yet', true, 'throws', false],
  ] as const)('is not kept when %s', async (_, allowTracking, marketing, counted) => {
    land('/product/linnen-shirt/', 'https://www.google.com/');
    printHost(allowTracking, marketing);
    const keeper = await openPage();
    if (counted) keeper.pageViewCounted();
    leave();
    expect(keptViews()).toEqual([]);
  });

  it.each([
    ['prints no order attribution settings', {}],
    ['prints them without their params', { wc_order_attribution: { fields: {} } }],
  ])('is not kept, and nothing fails, on a page that %s', async (_, globals) => {
    land('/product/linnen-shirt/', 'https://www.google.com/');
    printGlobals({ wc_order_attribution: undefined, ...globals });
    const failed = vi.fn();
    window.addEventListener('error', failed);
    onTestFinished(() => window.removeEventListener('error', failed));
    await openPage();
    leave();
    expect([keptViews(), failed.mock.calls]).toEqual([[], []]);
  });

  it('is not kept where WooCommerce’s own tracker runs (its window API is there)', async () => {
    land('/product/linnen-shirt/', 'https://www.google.com/');
    printGlobals({ wc_order_attribution: { params: { allowTracking: true }, fields: {}, setOrderTracking: () => undefined } });
    await openPage();
    leave();
    expect(keptViews()).toEqual([]);
  });
});
