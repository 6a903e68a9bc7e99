import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { openDemoPage } from '../../tests/unit/demo-page.ts';
import { categoryUrl } from './category-url.ts';
import { SEARCH_FROM_OPTIONS } from './combobox.ts';

describe('categoryUrl (docs/CONTRACTS.md, “Pages and links”)', () => {
  it('joins product_cat with ? or with & when the base URL already holds a ?, and sends the empty value to the shop', () => {
    expect(categoryUrl('/', 'jurken', '/shop/')).toBe('/?product_cat=jurken');
    expect(categoryUrl('/?lang=nl', 'jurken', '/shop/')).toBe('/?lang=nl&product_cat=jurken');
    expect(categoryUrl('/', '', '/shop/')).toBe('/shop/');
    expect(categoryUrl('/', 'a&b=c', '/shop/')).toBe('/?product_cat=a%26b%3Dc');
  });
});

async function openShop(): Promise<ReturnType<typeof vi.fn>> {
  const page = await openDemoPage('/shop/');
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: window.location.href, origin: window.location.origin, assign } as Location);
  await page.mount(['category-dropdown'], { now: true });
  return assign;
}

const trigger = () => document.querySelector<HTMLButtonElement>('.si-combobox-trigger')!;
const keyOn = (el: Element, key: string) => act(async () => el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })));

describe('the category drop-down', () => {
  it('replaces the select’s look with a combobox showing the placeholder, the select kept hidden in its form', async () => {
    await openShop();
    const select = document.querySelector<HTMLSelectElement>('select.dropdown_product_cat')!;
    expect([select.hidden, select.form !== null, trigger().textContent]).toEqual([true, true, 'Een categorie selecteren']);
    expect(trigger().getAttribute('aria-haspopup')).toBe('listbox');
    expect(document.querySelector<HTMLElement>('.si-combobox-clear')!.hidden).toBe(true);
  });

  it('has a search box from 5 options that filters, says when nothing matches, and goes to the chosen category', async () => {
    const assign = await openShop();
    expect(document.querySelectorAll('select.dropdown_product_cat option[value]:not([value=""])').length).toBeGreaterThanOrEqual(SEARCH_FROM_OPTIONS);
    await act(async () => trigger().click());
    const search = screen.getByRole('combobox', { name: 'Zoek een categorie' });
    expect(document.activeElement).toBe(search);
    await act(async () => {
      (search as HTMLInputElement).value = 'zzz';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(screen.getByRole('status').textContent).toBe('Geen overeenkomsten gevonden');
    await act(async () => {
      (search as HTMLInputElement).value = 'JUR';
      search.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const shown = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(shown.map((option) => option.textContent?.replace(/\s+/g, ' '))).toEqual(['Jurken (3)']);
    expect(search.getAttribute('aria-activedescendant')).toBe(shown[0]!.id);
    await keyOn(search, 'Enter');
    expect(assign).toHaveBeenCalledWith(`${location.origin}/?product_cat=jurken`);
    expect(document.activeElement).toBe(trigger());
  });

  it('moves with the arrows, closes on Escape with focus back, and clearing goes to the shop page', async () => {
    const assign = await openShop();
    await act(async () => trigger().click());
    const search = screen.getByRole('combobox', { name: 'Zoek een categorie' });
    const first = search.getAttribute('aria-activedescendant');
    await keyOn(search, 'ArrowDown');
    expect(search.getAttribute('aria-activedescendant')).not.toBe(first);
    await keyOn(search, 'Escape');
    expect([document.querySelector<HTMLElement>('.si-combobox-popup')!.hidden, document.activeElement]).toEqual([true, trigger()]);
    await keyOn(trigger(), 'ArrowDown');
    await keyOn(screen.getByRole('combobox', { name: 'Zoek een categorie' }), 'Enter');
    expect(assign).toHaveBeenLastCalledWith(`${location.origin}/?product_cat=casual-shirts`);
    await act(async () => document.querySelector<HTMLButtonElement>('.si-combobox-clear')!.click());
    expect(assign).toHaveBeenLastCalledWith(`${location.origin}/shop/`);
  });
});
