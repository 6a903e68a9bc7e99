import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { mountWishlist, printPage, wishlistShop, wishOnServer } from '../../../tests/unit/wishlist-steps.ts';
import { readHeartMarkup, showWishInMarkup } from './heart-markup.ts';


/** The Rehub theme's own heart on a listing card: a visible "Bewaar" caption and hidden state texts. */
function rehubCard({ listed = false, addedText = 'Op je lijst' as string | null, favourites = false } = {}): void {
  const added = addedText === null ? '' : `<span class="wishaddedwrap rhhidden" id="wishadded101">${addedText}</span>`;
  const wrap = `<div class="heart_thumb_wrap"><span class="flowhidden cell_wishlist"><span class="heartplus${listed ? ' alreadywish' : ''}" data-post_id="101" data-informer="3" data-wishlink="/wishlist/"><span class="wishaddwrap" id="wishadd101">Bewaar</span>${added}<span class="wishremovedwrap rhhidden" id="wishremoved101">Verwijderd</span></span></span><span id="wishcount101" class="thumbscount">3</span></div>`;
  const card = favourites
    ? `<div class="re-favorites-posts"><div class="rowdisplay post-101"><div class="celldisplay rh-fav-heart">${wrap}</div><div class="celldisplay rh-fav-title"><a href="/product/linnen-shirt/">Linnen shirt</a></div></div></div>`
    : `<ul class="products"><li class="product post-101"><h2 class="woocommerce-loop-product__title">Linnen shirt</h2>${wrap}</li></ul>`;
  document.querySelector('main')!.innerHTML = card;
}

/** The theme's heart wrapper holding `html`, alone on the page. */
function wrapOf(html: string): HTMLElement {
  document.body.innerHTML = `<div class="heart_thumb_wrap">${html}</div>`;
  return document.querySelector<HTMLElement>('.heart_thumb_wrap')!;
}

const caption = (button: HTMLElement) => button.querySelector('.heart-caption')?.textContent;

describe('the heart on the Rehub theme’s markup', () => {
  it('keeps the visible caption for each state and names the heart after the product on its card', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [] });
    rehubCard();
    await mountWishlist();

    // The visible caption leads the name (label in name).
    const heart = screen.getByRole('button', { name: 'Bewaar: “Linnen shirt” op je verlanglijst zetten' });
    expect([heart.getAttribute('aria-pressed'), caption(heart)]).toEqual(['false', 'Bewaar']);
    expect(heart.parentElement!.classList.contains('cell_wishlist')).toBe(true);

    await act(async () => heart.click());

    const listed = await screen.findByRole('button', { name: 'Op je lijst: Bekijk je verlanglijst (“Linnen shirt” staat erop)' });
    expect([listed.hasAttribute('aria-pressed'), caption(listed)]).toEqual([false, 'Op je lijst']);
  });

  it('shows "Bewaard" for a listed product when the theme prints no #wishadded text', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [] });
    rehubCard({ listed: true, addedText: null });
    await mountWishlist();

    expect(caption(screen.getByRole('button', { name: 'Bewaard: Bekijk je verlanglijst (“Linnen shirt” staat erop)' }))).toBe('Bewaard');
  });

  it('keeps a toggle named for the product on the favourites listing', async () => {
    const shop = wishlistShop();
    await wishOnServer(shop, 101);
    await printPage(shop, { products: [] });
    rehubCard({ listed: true, favourites: true });
    await mountWishlist();

    const heart = screen.getByRole('button', { name: 'Op je lijst: “Linnen shirt” op je verlanglijst zetten' });
    expect([heart.getAttribute('aria-pressed'), caption(heart)]).toEqual(['true', 'Op je lijst']);
  });

  it('gives the count its meaning for screen readers, and keeps it in step', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [] });
    rehubCard();
    await mountWishlist();
    const wrap = document.querySelector<HTMLElement>('.heart_thumb_wrap')!;
    expect(within(wrap).getByText('3 keer bewaard').className).toBe('screen-reader-text');
    expect(document.getElementById('wishcount101')!.getAttribute('aria-hidden')).toBe('true');

    await act(async () => screen.getByRole('button', { name: 'Bewaar: “Linnen shirt” op je verlanglijst zetten' }).click());

    await within(wrap).findByText('4 keer bewaard');
    expect(document.getElementById('wishcount101')!.textContent).toBe('4');
  });
});

describe('the heart on the demo shop’s markup', () => {
  it('first renders what the server printed: the same visible texts, and a name after the product on its card', async () => {
    const shop = wishlistShop();
    await printPage(shop, { products: [101] });
    const wrap = document.querySelector<HTMLElement>('.heart_thumb_wrap')!;
    const visible = () => [wrap.querySelector('.heartplus')!.textContent, wrap.querySelector('.thumbscount')!.textContent];
    const printed = visible();

    await mountWishlist();

    expect(visible()).toEqual(printed);
    expect(screen.getByRole('button', { name: '“Linnen shirt” op je verlanglijst zetten' }).getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the count read from the theme’s heart', () => {
  it('is data-informer, else the #wishcount text, else 0', () => {
    expect(readHeartMarkup(wrapOf('<span class="heartplus" data-post_id="101" data-informer="3"></span><span id="wishcount101">9</span>'))?.count).toBe(3);
    expect(readHeartMarkup(wrapOf('<span class="heartplus" data-post_id="101"></span><span id="wishcount101">\n 7 </span>'))?.count).toBe(7);
    expect(readHeartMarkup(wrapOf('<span class="heartplus" data-post_id="101" data-informer="veel"></span><span id="wishcount102">7</span>'))?.count).toBe(0);
  });
});

describe('the store’s state written into the theme’s heart', () => {
  const shown = (wrap: HTMLElement) => {
    const heart = wrap.querySelector<HTMLElement>('.heartplus')!;
    const counter = wrap.querySelector<HTMLElement>('#wishcount101');
    return { heart: [heart.className, heart.dataset.informer, heart.getAttribute('aria-pressed')], counter: counter && [counter.textContent, counter.dataset.wishcount] };
  };

  it('marks the heart listed and busy, and sets its count and pressed state where the markup has them', () => {
    const wrap = wrapOf('<span class="heartplus" data-post_id="101" data-informer="3" aria-pressed="false"></span><span id="wishcount101" data-wishcount="3">3</span>');
    const markup = readHeartMarkup(wrap)!;
    showWishInMarkup(wrap, markup, { wished: true, count: 4, loading: true });
    expect(shown(wrap)).toEqual({ heart: ['heartplus alreadywish loading', '4', 'true'], counter: ['4', '4'] });
    showWishInMarkup(wrap, markup, { wished: false, count: 3, loading: false });
    expect(shown(wrap)).toEqual({ heart: ['heartplus', '3', 'false'], counter: ['3', '3'] });
  });

  it('adds no pressed state the theme did not print, and needs no count element', () => {
    const wrap = wrapOf('<span class="heartplus" data-post_id="101" data-informer="3"></span>');
    showWishInMarkup(wrap, readHeartMarkup(wrap)!, { wished: true, count: 4, loading: false });
    expect(shown(wrap)).toEqual({ heart: ['heartplus alreadywish', '4', null], counter: null });
  });
});

