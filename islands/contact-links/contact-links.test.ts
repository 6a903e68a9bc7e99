import { screen } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import island from './index.ts';

function contactBlock(markup: string): HTMLElement {
  document.body.innerHTML = `<footer><p data-contact-links>${markup}</p></footer>`;
  const block = document.querySelector<HTMLElement>('[data-contact-links]');
  if (!block) throw new Error('no contact block');
  island.mount(block);
  return block;
}

describe('contact details become links', () => {
  it('links the shop’s e-mail address and phone number, and leaves the rest as it was', () => {
    const block = contactBlock('Klantenservice: klantenservice@modehuis-klederdracht.example · +31 20 123 4567 (ma–vr 9–17 uur)');
    expect(screen.getByRole('link', { name: 'klantenservice@modehuis-klederdracht.example' }).getAttribute('href')).toBe('mailto:klantenservice@modehuis-klederdracht.example');
    expect(screen.getByRole('link', { name: '+31 20 123 4567' }).getAttribute('href')).toBe('tel:+31201234567');
    expect(block.textContent).toBe('Klantenservice: klantenservice@modehuis-klederdracht.example · +31 20 123 4567 (ma–vr 9–17 uur)');
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('writes a link for text already in tel: or mailto: form once, and adds no empty text around a block of just a number', () => {
    const block = contactBlock('tel:+31 20 123 4567');
    expect(screen.getByRole('link').getAttribute('href')).toBe('tel:+31201234567');
    expect(block.childNodes).toHaveLength(1);
    contactBlock('MAILTO:klant@modehuis.example');
    expect(screen.getByRole('link').getAttribute('href')).toBe('mailto:klant@modehuis.example');
  });

  it('keeps what the rules reject as text: short numbers, prices, postcodes, a broken address', () => {
    const block = contactBlock('Bel 112 · open 9-17 uur · vanaf € 29,95 · Postbus 12, 1000 AB Amsterdam · info@winkel');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(block.textContent).toBe('Bel 112 · open 9-17 uur · vanaf € 29,95 · Postbus 12, 1000 AB Amsterdam · info@winkel');
  });

  it('leaves existing links and form fields alone', () => {
    contactBlock('<a href="/contact/">info@modehuis.example</a> <input value="020 123 4567" aria-label="Telefoon">');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/contact/');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('on Rehub’s footer contact block, once the shop marks it: links the plain phone number, leaves the theme’s e-mail link', () => {
    // As Rehub's editor button inserts it (rehub-theme/admin/rehub.php, `footercontact`), with the mark added.
    document.body.innerHTML = `<div class="tabledisplay footer-contact mb30" data-contact-links><div class="left-ficon-contact celldisplay"></div><div class="fcontact-body celldisplay"><span class="call-us-text">Vragen? Bel ons!</span> <span class="call-us-number">020 123 4567</span> <span class="other-fcontact"><a href="mailto:klantenservice@winkel.example">klantenservice@winkel.example</a></span></div></div>`;
    island.mount(document.querySelector<HTMLElement>('[data-contact-links]')!);
    expect(screen.getByRole('link', { name: '020 123 4567' }).parentElement!.className).toBe('call-us-number');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['tel:0201234567', 'mailto:klantenservice@winkel.example']);
  });

  it('turns text that looks like markup into text, not HTML', () => {
    const block = contactBlock('&lt;img src=x onerror=alert(1)&gt; mail: ik@voorbeeld.nl');
    expect(block.querySelector('img')).toBeNull();
    expect(block.textContent).toBe('<img src=x onerror=alert(1)> mail: ik@voorbeeld.nl');
    expect(screen.getByRole('link', { name: 'ik@voorbeeld.nl' })).toBeTruthy();
  });
});
