import { describe, expect, it } from 'vitest';
import { checkoutNotice, decideShop, registerShops, shopDecisions, tryCheckout } from './amazon-shops.ts';

// tests/unit/setup.ts resets the stores before each test.

describe("the cart page's Amazon shops", () => {
  it('start unset, and keep the shopper’s first decision for each', () => {
    registerShops(['de', 'co.uk']);
    expect([...shopDecisions.value]).toEqual([['de', null], ['co.uk', null]]);
    expect(decideShop('de', 'cancel')).toBe(true);
    expect(decideShop('de', 'success')).toBe(false);
    expect(decideShop('fr', 'success')).toBe(false);
    expect([...shopDecisions.value]).toEqual([['de', 'cancel'], ['co.uk', null]]);
  });

  it('let the checkout go on at once on a page without shops, with nothing to tell, then or when shops arrive later', () => {
    expect(tryCheckout()).toBe(true);
    expect(checkoutNotice.value).toBeNull();
    // That try was not one at a shop: shops that arrive later wait for the shopper's next.
    registerShops(['amazon.de']);
    expect(checkoutNotice.value).toBeNull();
  });

  it('hold the checkout while one is undecided, telling each try again, and let it go once all are', () => {
    registerShops(['de', 'co.uk']);
    expect(checkoutNotice.value).toBeNull();
    decideShop('de', 'success');
    expect(tryCheckout()).toBe(false);
    expect(checkoutNotice.value).toEqual({ kind: 'blocked', tries: 1 });
    expect(tryCheckout()).toBe(false);
    expect(checkoutNotice.value).toEqual({ kind: 'blocked', tries: 2 });
    decideShop('co.uk', 'cancel');
    expect(checkoutNotice.value).toEqual({ kind: 'all-good', tries: 2 });
    expect(tryCheckout()).toBe(true);
  });

  it('keep a shop registered twice once with its decision, and forget only the shops whose markup left', () => {
    const stopFirst = registerShops(['de']);
    decideShop('de', 'success');
    registerShops(['de', 'fr']);
    expect([...shopDecisions.value]).toEqual([['de', 'success'], ['fr', null]]);
    stopFirst();
    expect([...shopDecisions.value]).toEqual([['fr', null]]);
  });

  it('tell nothing once the last shop left, even after a try', () => {
    const stop = registerShops(['de']);
    tryCheckout();
    stop();
    expect(checkoutNotice.value).toBeNull();
  });
});
