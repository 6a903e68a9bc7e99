import { describe, expect, it } from 'vitest';
import { demoShop, openDemoPage } from '../../tests/unit/demo-page.ts';
import { productPath } from '../../mock-server/shop/catalogue.ts';
import { addToCartFields } from './form-fields.ts';

/** The product form on the demo shop's page of `productId`, no island mounted. */
async function productForm(productId: number, query = ''): Promise<HTMLFormElement> {
  const shop = demoShop();
  await openDemoPage(productPath(shop.shop.catalogue.product(productId)!) + query, { shop });
  return document.querySelector<HTMLFormElement>('form.cart')!;
}

describe('what a product form posts', () => {
  it("is a simple product's fields, the pressed button's among them, to be added", async () => {
    const form = await productForm(101);
    const read = addToCartFields(form, form.querySelector('button[name="add-to-cart"]'));
    expect(read.kind).toBe('fields');
    expect(read.kind === 'fields' && [...read.fields]).toEqual([
      ['quantity', '1'],
      ['add-to-cart', '101'],
    ]);
  });

  it('is the fields with the variation the chosen options name, when the page knows the variations', async () => {
    const form = await productForm(103);
    form.querySelector<HTMLSelectElement>('select[name="attribute_size"]')!.value = 'S';
    const read = addToCartFields(form, null);
    expect(read.kind).toBe('fields');
    expect(read.kind === 'fields' && read.fields.get('variation_id')).toBe('201');
  });

  it('is the fields with the variation the shop named, when only the shop knows the variations', async () => {
    const form = await productForm(103, '?ajax-variations=1');
    form.querySelector<HTMLSelectElement>('select[name="attribute_size"]')!.value = 'XL';
    form.querySelector<HTMLInputElement>('input[name="variation_id"]')!.value = '204';
    const read = addToCartFields(form, null);
    expect(read.kind).toBe('fields');
    expect(read.kind === 'fields' && read.fields.get('variation_id')).toBe('204');
  });
});
