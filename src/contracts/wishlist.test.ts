import { describe, expect, it } from 'vitest';
import { REFRESH_WISHES, RH_WISHLIST, type WishCount } from './wishlist.ts';

const readWishToggleAnswer = (body: string, asked: WishCount) => RH_WISHLIST.read(body, { wishnonce: 'n', wish_count: asked, post_id: 101 });
const readRefreshWishes = (value: unknown) => REFRESH_WISHES.read(typeof value === 'string' ? value : JSON.stringify(value), { userid: '0' });

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
