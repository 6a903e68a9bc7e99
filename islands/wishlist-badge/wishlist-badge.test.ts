import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { printPage, wishlistShop, wishOnServer } from '../../tests/unit/wishlist-steps.ts';
import { productWish, resetWishlist, toggleWish } from '../../src/stores/wishlist.ts';
import badgeIsland from './index.ts';


const link = () => document.querySelector<HTMLElement>('.rh-wishlistmenu-link')!;
const notice = () => link().querySelector<HTMLElement>('.rh-icon-notice')!;

async function mountBadge(): Promise<() => void> {
  let cleanup: (() => void) | void = undefined;
  await act(async () => {
    cleanup = badgeIsland.mount(link());
  });
  return () => act(() => (cleanup as (() => void) | undefined)?.());
}

describe('the wishlist badge in the header', () => {
  it('counts on from the number the page shows', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await wishOnServer(shop, 102);
    await printPage(shop, { products: [] });
    const unmount = await mountBadge();

    productWish(105, { wished: false, count: 0 });
    await act(async () => void (await toggleWish(105)));

    expect([notice().textContent, notice().dataset.wishcount, notice().classList.contains('rhhidden')]).toEqual(['3', '3', false]);
    unmount();
  });

  it('keeps a change made before it mounted', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [] });
    productWish(101, { wished: false, count: 0 });
    await toggleWish(101);

    const unmount = await mountBadge();

    expect([notice().textContent, notice().classList.contains('rhhidden')]).toEqual(['1', false]);
    unmount();
  });

  it('never goes below 0: a hidden badge at 0 stays 0 and hidden when a listed product is removed', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [] });
    notice().textContent = '0';
    notice().classList.add('rhhidden');
    const unmount = await mountBadge();

    productWish(101, { wished: true, count: 1 });
    await act(async () => void (await toggleWish(101)));

    expect([notice().textContent, notice().dataset.wishcount, notice().classList.contains('rhhidden')]).toEqual(['0', '0', true]);
    unmount();
  });

  it('is shown and set to 1 on an add when it was hidden, whatever stale number it held', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [] });
    notice().textContent = '5';
    notice().classList.add('rhhidden');
    const unmount = await mountBadge();

    productWish(101, { wished: false, count: 0 });
    await act(async () => void (await toggleWish(101)));

    expect([notice().textContent, notice().classList.contains('rhhidden')]).toEqual(['1', false]);
    unmount();
  });

  it('reads a hidden or unreadable badge as 0', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [] });
    notice().textContent = 'veel';
    notice().classList.remove('rhhidden');
    const unmount = await mountBadge();

    productWish(101, { wished: false, count: 0 });
    await act(async () => void (await toggleWish(101)));

    expect(notice().textContent).toBe('1');
    unmount();
  });

  it('reads a number it cannot count on as 0, and leaves a link without its number alone', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [] });
    for (const shown of ['-2', 'veel']) {
      notice().textContent = shown;
      const unmount = await mountBadge();
      expect([notice().textContent, notice().classList.contains('rhhidden')]).toEqual(['0', true]);
      unmount();
      resetWishlist();
    }
    notice().remove();
    expect(badgeIsland.mount(link())).toBeUndefined();
  });
});
