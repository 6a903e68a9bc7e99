import { describe, expect, it } from 'vitest';
import { Cart, cartItemKey } from './cart.ts';
import { createCatalogueIndex } from './catalogue.ts';
import { captureCatalogue } from './testing/capture-catalogue.ts';

const catalogue = createCatalogueIndex(captureCatalogue);
const hoodie = catalogue.purchasable(10)!;
const teeSmall = catalogue.purchasable(13)!;

describe('cart item keys', () => {
  it('keys a simple product by the md5 of its id, as the captured answers do', () => {
    expect(cartItemKey(hoodie)).toBe('d3d9446802a44259755d38e6d163e820');
  });

  it('keys a variation by parent, variation and attributes, as the captured answers do', () => {
    expect(cartItemKey(teeSmall)).toBe('f9a0ee98a416632529c0adb7143d1158');
  });

  it('adds to the existing line when the same product is added again', () => {
    const cart = new Cart();
    cart.add(hoodie, 1);
    cart.add(hoodie, 2);
    expect(cart.lines).toHaveLength(1);
    expect(cart.itemCount).toBe(3);
  });
});

describe('cart hash', () => {
  it('matches WooCommerce for each captured cart', () => {
    const cart = new Cart();
    expect(cart.hash()).toBe('');
    cart.add(hoodie, 1);
    expect(cart.hash()).toBe('cb7db0d971c862283d593fb07f54282c');
    cart.add(hoodie, 1);
    expect(cart.hash()).toBe('b67c3b069121cd77184855513615be43');
    cart.add(teeSmall, 1);
    expect(cart.hash()).toBe('8c056bceafd0771f0c215f13ef3372f9');
    cart.remove(cartItemKey(hoodie));
    expect(cart.hash()).toBe('77b53db201836d61a7b122eaf276f974');
  });

  it('depends only on the contents: two carts with the same lines have the same hash', () => {
    const first = new Cart();
    const second = new Cart();
    first.add(hoodie, 2);
    second.add(hoodie, 1);
    second.add(hoodie, 1);
    expect(first.hash()).toBe(second.hash());
  });

  it('counts quantities and totals in cents', () => {
    const cart = new Cart();
    cart.add(hoodie, 2);
    cart.add(teeSmall, 1);
    expect(cart.itemCount).toBe(3);
    expect(cart.subtotal).toBe(11000);
    cart.setQuantity(cartItemKey(hoodie), 0);
    expect(cart.lines.map((line) => line.key)).toEqual([cartItemKey(teeSmall)]);
  });
});
