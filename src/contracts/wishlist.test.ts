import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WishCount } from './wishlist.ts';

/**
 * Loaded afresh for each test: the calls, the refusals and the nonce's pattern are module constants,
 * which a mutation run counts only for a test that loads the module while it runs (pending-add.test.ts).
 */
let contract: typeof import('./wishlist.ts');
beforeEach(async () => {
  vi.resetModules();
  contract = await import('./wishlist.ts');
});

const readWishToggleAnswer = (body: string, asked: WishCount) => contract.RH_WISHLIST.read(body, { wishnonce: 'n', wish_count: asked, post_id: 101 });
const readRefreshWishes = (value: unknown) => contract.REFRESH_WISHES.read(typeof value === 'string' ? value : JSON.stringify(value), { userid: '0' });

describe('the wishlist calls', () => {
  it("are the theme's POST to admin-ajax with its `wishnonce`, rehub-framework's GET and the plugin's own", () => {
    const { RH_WISHLIST, REFRESH_WISHES, OWN_WISHLIST, WISH_NONCE } = contract;
    expect([RH_WISHLIST, REFRESH_WISHES, OWN_WISHLIST].map(({ route, method, wire }) => [route, method, wire])).toEqual([
      [{ via: 'admin-ajax', action: 'rhwishlist' }, 'POST', 'text'],
      [{ via: 'rehub-framework', action: 'refreshwishes' }, 'GET', 'json'],
      [{ via: 'wc-ajax', endpoint: 'shop_islands_wishlist' }, 'GET', 'json'],
    ]);
    expect(WISH_NONCE).toBe('wishnonce');
  });

  it('read the same answer to refreshwishes and to the plugin’s own list', () => {
    const body = JSON.stringify({ wishlistids: '101', wishcounter: 1 });
    expect(contract.OWN_WISHLIST.read(body, { userid: '0' })).toEqual(contract.REFRESH_WISHES.read(body, { userid: '0' }));
    expect(contract.OWN_WISHLIST.read(body, { userid: '0' })).toMatchObject({ ids: [101], counter: 1 });
  });
});

describe('reading a rhwishlist answer', () => {
  it.each([
    ['the theme’s empty body', '', 'add', 'confirmed'],
    ['the theme’s empty body to a removal', '', 'remove', 'confirmed'],
    ['an empty body with white space', ' \n', 'add', 'confirmed'],
    ['the theme’s Nope! with white space', ' Nope!\n', 'add', 'refused'],
    ['a JSON answer, which the theme never sends', '{"wished":true}', 'add', null],
    ['WordPress -1', '-1', 'add', 'refused'],
    ['the theme’s Nope!', 'Nope!', 'remove', 'refused'],
    ['WordPress 0', '0', 'add', null],
    ['an HTML page', '<!doctype html><title>Fout</title>', 'add', null],
    ['JSON null', 'null', 'add', null],
  ] as const)('reads %s', (_, body, asked, reading) => {
    expect(readWishToggleAnswer(body, asked)).toBe(reading);
  });
});

describe('reading a refreshwishes answer', () => {
  it('reads the ids and the counter, as numbers or strings', () => {
    expect(readRefreshWishes({ wishlistids: '101,105', wishcounter: 2 })).toEqual({ ids: [101, 105], counter: 2 });
    expect(readRefreshWishes({ wishlistids: ' 101 , 105 ', wishcounter: '2' })).toEqual({ ids: [101, 105], counter: 2 });
    expect(readRefreshWishes({ wishlistids: '', wishcounter: 0 })).toEqual({ ids: [], counter: 0 });
  });

  it('leaves the counter out when the theme sends it empty, or none', () => {
    expect(readRefreshWishes({ wishlistids: '101', wishcounter: '' })).toEqual({ ids: [101], counter: undefined });
    expect(readRefreshWishes({ wishlistids: '101' })).toEqual({ ids: [101], counter: undefined });
    expect(readRefreshWishes({ wishlistids: '101', wishcounter: null })).toEqual({ ids: [101], counter: undefined });
  });

  it("reads the demo's fresh wishnonce, and ignores a missing or unusable one", () => {
    expect(readRefreshWishes({ wishlistids: '101', wishcounter: 1, wishnonce: '0a1b2c3d4e' })?.nonce).toBe('0a1b2c3d4e');
    expect(readRefreshWishes({ wishlistids: '101', wishcounter: '', wishnonce: '0a1b2c3d4e' })?.nonce).toBe('0a1b2c3d4e');
    expect(readRefreshWishes({ wishlistids: '101', wishcounter: 1 })).toEqual({ ids: [101], counter: 1, nonce: undefined });
    expect(readRefreshWishes({ wishlistids: '101', wishcounter: 1, wishnonce: '<b>x</b>' })).toEqual({ ids: [101], counter: 1, nonce: undefined });
    expect(readRefreshWishes({ wishlistids: '101', wishcounter: 1, wishnonce: 1234567890 })?.nonce).toBeUndefined();
    // Ten hex digits, either case, and nothing around them.
    expect(readRefreshWishes({ wishlistids: '101', wishcounter: 1, wishnonce: '0A1B2C3D4E' })?.nonce).toBe('0A1B2C3D4E');
    for (const unusable of ['0a1b2c3d4', 'x0a1b2c3d4e', '0a1b2c3d4ex', 'ghijklmnop'])
      expect(readRefreshWishes({ wishlistids: '101', wishcounter: 1, wishnonce: unusable })?.nonce).toBeUndefined();
    expect(readRefreshWishes({ wishlistids: '101', comparenonce: '0a1b2c3d4e', nonce: 'abcdef0123' })).toMatchObject({ compareNonce: '0a1b2c3d4e', themeNonce: 'abcdef0123' });
  });

  it.each([
    ['no object', '0'],
    ['JSON null', 'null'],
    ['ids that are not ids', { wishlistids: '101,<script>', wishcounter: 1 }],
    ['ids as a list', { wishlistids: [101], wishcounter: 1 }],
    ['a negative counter', { wishlistids: '', wishcounter: -1 }],
    ['a counter that is text', { wishlistids: '', wishcounter: 'twee' }],
  ])('refuses %s', (_, value) => {
    expect(readRefreshWishes(value)).toBeNull();
  });
});
