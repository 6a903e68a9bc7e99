import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import island from './index.ts';
import { printGlobals } from '../../tests/unit/host-globals.ts';
import { toasts } from '../../src/stores/toasts.ts';

/** WooCommerce 10's review form (single-product-reviews.php) with ratings on; the island on its select. */
function reviewForm(): { select: HTMLSelectElement; form: HTMLFormElement; cleanup: () => void } {
  document.body.innerHTML = `<div id="review_form"><div id="respond"><form id="commentform" action="/wp-comments-post.php" method="post">
    <div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Je waardering&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
      <option value="">Beoordeel…</option><option value="5">Perfect</option><option value="4">Goed</option><option value="3">Gemiddeld</option><option value="2">Niet zo slecht</option><option value="1">Zeer slecht</option>
    </select></div>
    <p class="comment-form-comment"><label for="comment">Je recensie</label><textarea id="comment" name="comment" required></textarea></p>
    <p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Verzenden"></p>
  </form></div></div>`;
  const select = document.querySelector<HTMLSelectElement>('#rating')!;
  const cleanup = island.mount(select) ?? (() => undefined);
  return { select, form: select.form!, cleanup };
}

/** How many submits of `form` went through (the page's own post is stopped here). */
function countSent(form: HTMLFormElement): () => number {
  let sent = 0;
  form.addEventListener('submit', (event) => {
    if (!event.defaultPrevented) sent += 1;
    event.preventDefault();
  });
  return () => sent;
}

/** A review's text written and "Verzenden" pressed. */
async function sendReview(): Promise<void> {
  screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Je recensie' }).value = 'Mooi.';
  await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
}

const STAR_TEXTS = ['1 van 5 sterren', '2 van 5 sterren', '3 van 5 sterren', '4 van 5 sterren', '5 van 5 sterren'];
const stars = () => screen.getAllByRole('radio');
const checked = () => stars().map((star) => star.getAttribute('aria-checked'));

describe("the review form's stars", () => {
  it("stand in for the select: five radios in a group named by WooCommerce's label, in the shop's words", () => {
    printGlobals({ wc_single_product_params: { i18n_rating_options: ['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'], review_rating_required: 'yes', i18n_required_rating_text: 'Please select a rating' } });
    const { select } = reviewForm();
    expect(select.hidden).toBe(true);
    expect(screen.getByRole('group', { name: /Je waardering/ }).getAttribute('aria-labelledby')).toBe('comment-form-rating-label');
    expect([stars().map((star) => star.className), checked()]).toEqual([['star-1', 'star-2', 'star-3', 'star-4', 'star-5'], ['false', 'false', 'false', 'false', 'false']]);
    expect(stars().map((star) => star.textContent)).toEqual(['1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars']);
    // Links to "#", as WooCommerce prints its stars.
    expect(stars().map((star) => star.getAttribute('href'))).toEqual(['#', '#', '#', '#', '#']);
    expect(document.querySelector('p.stars')!.nextElementSibling).toBe(select);
    // One tab stop for the group: the first star until one is chosen.
    expect(stars().map((star) => star.tabIndex)).toEqual([0, -1, -1, -1, -1]);
  });

  it.each([
    ['no wc_single_product_params', () => undefined, STAR_TEXTS],
    ['no words', () => printGlobals({ wc_single_product_params: { review_rating_required: 'yes' } }), STAR_TEXTS],
    ['too few words', () => printGlobals({ wc_single_product_params: { i18n_rating_options: ['Eén ster'] } }), ['Eén ster', ...STAR_TEXTS.slice(1)]],
  ])("take the bundle's Dutch words where the page prints %s", (_, print, texts) => {
    print();
    reviewForm();
    expect(stars().map((star) => star.textContent)).toEqual(texts);
  });

  it('choose the rating the form posts, marked as WooCommerce marks it, and tell other scripts', async () => {
    const { select } = reviewForm();
    const changes: string[] = [];
    select.addEventListener('change', () => changes.push(select.value));
    await userEvent.click(screen.getByRole('radio', { name: '4 van 5 sterren' }));
    expect([select.value, changes]).toEqual(['4', ['4']]);
    expect(checked()).toEqual(['false', 'false', 'false', 'true', 'false']);
    expect(stars().map((star) => star.classList.contains('active'))).toEqual([false, false, false, true, false]);
    expect(document.querySelector('p.stars')!.classList.contains('selected')).toBe(true);
    expect(stars().map((star) => star.tabIndex)).toEqual([-1, -1, -1, 0, -1]);
    // The link's own "#" is not followed.
    expect(location.hash).toBe('');
  });

  it('move the choice with the arrow keys, and choose with Space or Enter', async () => {
    const { select } = reviewForm();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(stars()[0]);
    await user.keyboard(' ');
    expect(select.value).toBe('1');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect([select.value, document.activeElement]).toEqual(['3', stars()[2]]);
    await user.keyboard('{ArrowLeft}');
    expect(select.value).toBe('2');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Not past the first star.
    expect([select.value, document.activeElement]).toEqual(['1', stars()[0]]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(select.value).toBe('2');
  });

  it('let Tab go on past the stars without choosing one', async () => {
    const { select } = reviewForm();
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Je recensie' }));
    expect([select.value, checked().includes('true')]).toEqual(['', false]);
  });

  it("keep their arrow keys from the page, as WooCommerce's do (a gallery's slider listens for them)", async () => {
    reviewForm();
    const heard: string[] = [];
    document.addEventListener('keydown', (event) => heard.push(event.key));
    stars()[0]!.focus();
    await userEvent.keyboard('{ArrowRight}a');
    expect(heard).toEqual(['a']);
    // Only Space and Enter choose: "a" left the second star chosen.
    expect(checked()).toEqual(['false', 'true', 'false', 'false', 'false']);
  });

  it('stop a review without a rating, say why in a toast, and put focus on the stars', async () => {
    const { form } = reviewForm();
    const sent = countSent(form);
    await sendReview();
    expect(sent()).toBe(0);
    expect(toasts.value.map((toast) => [toast.message, toast.kind])).toEqual([['Selecteer een beoordeling', 'danger']]);
    expect(document.activeElement).toBe(stars()[0]);
    await userEvent.click(screen.getByRole('radio', { name: '5 van 5 sterren' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(sent()).toBe(1);
  });

  it('put focus on the star last chosen when a script reset the form behind the stars', async () => {
    const { form } = reviewForm();
    await userEvent.click(screen.getByRole('radio', { name: '4 van 5 sterren' }));
    // A theme's script empties the form after posting a review by ajax: the select goes back to "Beoordeel…".
    form.reset();
    const sent = countSent(form);
    await sendReview();
    expect([sent(), document.activeElement]).toEqual([0, screen.getByRole('radio', { name: '4 van 5 sterren' })]);
  });

  it('let a review without a rating go where the shop does not ask for one and the select is not required', async () => {
    printGlobals({ wc_single_product_params: { review_rating_required: 'no' } });
    const { form, select } = reviewForm();
    select.required = false;
    const sent = countSent(form);
    await sendReview();
    expect([sent(), toasts.value]).toEqual([1, []]);
  });

  it('show a rating the browser kept, and give the select back when unmounted', () => {
    document.body.innerHTML = '<label for="rating">\n  Cijfer\n</label><select id="rating" name="rating"><option value=""></option><option value="3">3</option></select>';
    const select = document.querySelector<HTMLSelectElement>('#rating')!;
    select.value = '3';
    const cleanup = island.mount(select)!;
    // A theme's form without WooCommerce's label id: the group is named by the select's own label, trimmed.
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe('Cijfer');
    expect(checked()).toEqual(['false', 'false', 'true', 'false', 'false']);
    cleanup();
    expect([document.querySelector('p.stars'), select.hidden]).toEqual([null, false]);
  });

  it.each([
    ['asks for one in wc_single_product_params', () => printGlobals({ wc_single_product_params: { review_rating_required: 'yes' } })],
    ['prints no wc_single_product_params (WooCommerce asks by default)', () => undefined],
  ])('stop a review without a rating where the shop %s, even when the select is not required', async (_, print) => {
    print();
    const { form, select } = reviewForm();
    select.required = false;
    const sent = countSent(form);
    await sendReview();
    expect(sent()).toBe(0);
  });

  it("take the bundle's words for an empty one, tell other scripts on the form, and name a group without a label by the last star", async () => {
    printGlobals({ wc_single_product_params: { i18n_rating_options: ['', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars'] } });
    document.body.innerHTML = `<form><select id="rating" name="rating"><option value=""></option>${[1, 2, 3, 4, 5].map((stars) => `<option value="${stars}">${stars}</option>`).join('')}</select></form>`;
    const select = document.querySelector<HTMLSelectElement>('#rating')!;
    island.mount(select);
    expect(stars()[0]!.textContent).toBe(STAR_TEXTS[0]);
    expect(screen.getByRole('group', { name: '5 of 5 stars' })).toBeTruthy();
    const heard: string[] = [];
    select.form!.addEventListener('change', () => heard.push(select.value));
    await userEvent.click(stars()[1]!);
    expect(heard).toEqual(['2']);
  });

  it('leave clicks and keys beside the stars to the page, and a match that is no select alone', () => {
    reviewForm();
    const group = screen.getByRole('group');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    const key = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    group.dispatchEvent(click);
    group.dispatchEvent(key);
    expect([click.defaultPrevented, key.defaultPrevented, checked().includes('true')]).toEqual([false, false, false]);
    expect(island.mount(document.createElement('div'))).toBeUndefined();
  });

  it("let the form go unchecked once unmounted, the browser's own check of the required select too", async () => {
    const { form, select, cleanup } = reviewForm();
    cleanup();
    const prevented: boolean[] = [];
    select.addEventListener('invalid', (event) => prevented.push(event.defaultPrevented));
    expect(select.checkValidity()).toBe(false);
    expect([prevented, toasts.value]).toEqual([[false], []]);
    select.required = false;
    const sent = countSent(form);
    await sendReview();
    expect(sent()).toBe(1);
  });
});
