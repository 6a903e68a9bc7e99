import { describe, expect, it } from 'vitest';
import { readHeartProps, type HeartProps } from './read-heart-props.ts';

/** The theme's heart wrapper (docs/MARKUP.md#wishlist-heart), put on the page as `html` says. */
function wrapOnPage(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLElement>('.heart_thumb_wrap')!;
}

/** The props a test can state as values: all but the store's signal. */
function props(wrap: HTMLElement): Omit<HeartProps, 'wish'> | null {
  const read = readHeartProps(wrap);
  if (!read) return null;
  const { wish: _wish, ...rest } = read;
  return rest;
}

const rehubHeart = (inner = '<span class="wishaddwrap" id="wishadd101">Bewaar</span><span class="wishaddedwrap rhhidden" id="wishadded101">Op je lijst</span><span class="wishremovedwrap rhhidden" id="wishremoved101">Verwijderd</span>') =>
  `<span class="flowhidden cell_wishlist"><span class="heartplus" data-post_id="101" data-informer="3" data-wishlink="/wishlist/">${inner}</span></span>`;

describe('reading the heart’s props from the theme’s markup', () => {
  it('takes the captions, the toast texts, the link and the product’s name on a Rehub listing card', () => {
    const wrap = wrapOnPage(`<ul class="products"><li class="product post-101"><h2 class="woocommerce-loop-product__title">Linnen shirt</h2><div class="heart_thumb_wrap">${rehubHeart()}<span id="wishcount101">3</span></div></li></ul>`);
    expect(props(wrap)).toEqual({
      productId: 101,
      wishlink: '/wishlist/',
      onFavourites: false,
      label: '“Linnen shirt” op je verlanglijst zetten',
      viewLabel: 'Bekijk je verlanglijst (“Linnen shirt” staat erop)',
      caption: { add: 'Bewaar', added: 'Op je lijst' },
      cellClass: 'flowhidden cell_wishlist',
      addedText: 'Op je lijst',
      removedText: 'Verwijderd',
    });
    expect(readHeartProps(wrap)!.wish.value).toEqual({ wished: false, count: 3, loading: false });
  });

  it('names a heart on no card with the markup’s own label, else a generic one, and reads blank texts as none', () => {
    const bare = `<div class="heart_thumb_wrap"><span class="heartplus" data-post_id="101" data-wishlink="  ">
      <span id="wishadded101">  </span><span id="wishremoved101"></span></span></div>`;
    expect(props(wrapOnPage(bare))).toEqual({
      productId: 101,
      wishlink: null,
      onFavourites: false,
      label: 'Op mijn verlanglijst',
      viewLabel: 'Bekijk je verlanglijst',
      caption: null,
      cellClass: null,
      addedText: null,
      removedText: null,
    });
    expect(props(wrapOnPage(bare.replace('class="heartplus"', 'class="heartplus" aria-label="Bewaar dit shirt"')))?.label).toBe('Bewaar dit shirt');
  });

  it('trims what the theme printed around its texts and link, and refuses an unsafe link', () => {
    const wrap = wrapOnPage(`<div class="product"><h1 class="product_title"> Linnen shirt </h1><div class="heart_thumb_wrap"><span class="heartplus" data-post_id="101" data-wishlink=" /wishlist/ "><span id="wishadd101"> Bewaar </span></span></div></div>`);
    expect(props(wrap)).toMatchObject({ wishlink: '/wishlist/', label: '“Linnen shirt” op je verlanglijst zetten', caption: { add: 'Bewaar', added: 'Bewaard' } });
    const unsafe = wrapOnPage('<div class="heart_thumb_wrap"><span class="heartplus" data-post_id="101" data-wishlink="javascript:alert(1)"></span></div>');
    expect(props(unsafe)?.wishlink).toBeNull();
  });

  it('shows the demo’s one caption in both states', () => {
    const wrap = wrapOnPage('<div class="heart_thumb_wrap"><button class="heartplus" data-post_id="101"><span class="heart-caption">Bewaar</span></button></div>');
    expect(props(wrap)?.caption).toEqual({ add: 'Bewaar', added: 'Bewaar' });
  });

  it('finds toast texts another theme prints outside the wrapper, the wrapper’s own first', () => {
    const wrap = wrapOnPage(`<span id="wishadded101">Elders bewaard</span><span id="wishremoved101">Elders verwijderd</span>
      <div class="heart_thumb_wrap"><span class="heartplus" data-post_id="101"><span id="wishadded101">Op je lijst</span></span></div>`);
    expect(props(wrap)).toMatchObject({ addedText: 'Op je lijst', removedText: 'Elders verwijderd' });
  });

  it('knows the favourites listing and the product’s name in its row', () => {
    const wrap = wrapOnPage(`<div class="re-favorites-posts"><div class="rowdisplay"><div class="celldisplay"><div class="heart_thumb_wrap"><span class="heartplus alreadywish" data-post_id="101"></span></div></div><div class="celldisplay rh-fav-title"><a href="/product/linnen-shirt/">Linnen shirt</a></div></div></div>`);
    expect(props(wrap)).toMatchObject({ onFavourites: true, viewLabel: 'Bekijk je verlanglijst (“Linnen shirt” staat erop)' });
  });

  it('takes over no heart of a guest the theme restricts, nor one without a product', () => {
    expect(readHeartProps(wrapOnPage('<div class="heart_thumb_wrap"><span class="heartplus restrict_for_guests" data-post_id="101"></span></div>'))).toBeNull();
    expect(readHeartProps(wrapOnPage('<div class="heart_thumb_wrap"><span class="heartplus" data-post_id="geen"></span></div>'))).toBeNull();
    expect(readHeartProps(wrapOnPage('<div class="heart_thumb_wrap"><span class="heartplus"></span></div>'))).toBeNull();
  });
});
