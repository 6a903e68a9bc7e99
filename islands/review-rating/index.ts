import { readGlobals } from '../../src/config.ts';
import type { WcSingleProductParams } from '../../src/contracts/host-globals.ts';
import { fillText } from '../../src/i18n/template.ts';
import { texts } from '../../src/i18n/texts.ts';
import { defineIsland } from '../../src/island.ts';
import { setShown } from '../../src/dom/visibility.ts';
import { notify } from '../../src/ui/notify.ts';

/**
 * The review form's rating (`select#rating`), as WooCommerce's single-product.js shows it: five stars
 * (`p.stars`, links in a radio group, "1 van 5 sterren" … in the site's words from
 * `wc_single_product_params`) in place of the select, which keeps the value the form posts. A star
 * chooses that rating; the arrow keys move the choice, Space chooses as Enter does. A review sent
 * without a rating where the shop asks for one is stopped and told why, with focus on the first star.
 * Without JavaScript the select is the rating.
 */

const STARS = 5;

type RatingParams = Pick<WcSingleProductParams, 'i18n_required_rating_text' | 'i18n_rating_options' | 'review_rating_required'>;

function ratingParams(): { required: boolean; requiredText: string; options: string[] } {
  const { wc_single_product_params: params } = readGlobals<{ wc_single_product_params: RatingParams }>({
    wc_single_product_params: { i18n_required_rating_text: texts.reviewRatingRequired, i18n_rating_options: [], review_rating_required: 'yes' },
  });
  const printed = params.i18n_rating_options;
  const options = Array.from({ length: STARS }, (_, index) => {
    const option: unknown = Array.isArray(printed) ? printed[index] : undefined;
    return typeof option === 'string' && option !== '' ? option : fillText(texts.reviewRatingOption, { stars: index + 1 });
  });
  return { required: params.review_rating_required === 'yes', requiredText: params.i18n_required_rating_text, options };
}

function starLinks(options: readonly string[], select: HTMLSelectElement): { container: HTMLElement; stars: HTMLAnchorElement[] } {
  const container = document.createElement('p');
  container.className = 'stars';
  const group = document.createElement('span');
  group.setAttribute('role', 'group');
  // WooCommerce's label; a theme's form without it is named by the select's own label.
  if (document.getElementById('comment-form-rating-label')) group.setAttribute('aria-labelledby', 'comment-form-rating-label');
  else group.setAttribute('aria-label', select.labels?.[0]?.textContent?.trim() || options.at(-1) || '');
  const stars = options.map((option, index) => {
    const star = document.createElement('a');
    Object.assign(star, { href: '#', className: `star-${index + 1}`, textContent: option, tabIndex: index === 0 ? 0 : -1 });
    star.setAttribute('role', 'radio');
    star.setAttribute('aria-checked', 'false');
    return star;
  });
  group.append(...stars);
  container.append(group);
  return { container, stars };
}

export default defineIsland({
  mount(select) {
    if (!(select instanceof HTMLSelectElement)) return;
    const { required, requiredText, options } = ratingParams();
    const { container, stars } = starLinks(options, select);
    const mark = (star: HTMLAnchorElement) => {
      for (const each of stars) {
        const chosen = each === star;
        each.classList.toggle('active', chosen);
        each.setAttribute('aria-checked', String(chosen));
        each.tabIndex = chosen ? 0 : -1;
      }
      container.classList.add('selected');
    };
    const choose = (star: HTMLAnchorElement) => {
      select.value = String(stars.indexOf(star) + 1);
      select.dispatchEvent(new Event('change', { bubbles: true }));
      mark(star);
    };
    const onClick = (event: MouseEvent) => {
      const star = stars.find((each) => each === event.target || (event.target instanceof Node && each.contains(event.target)));
      if (!star) return;
      event.preventDefault();
      choose(star);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const current = stars.indexOf(event.target as HTMLAnchorElement);
      if (current < 0) return;
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
      if (step !== undefined) {
        event.preventDefault();
        // Stopped here, as WooCommerce does, so a gallery's slider does not hear the arrows too.
        event.stopPropagation();
        const next = stars[current + step];
        if (!next) return;
        next.focus();
        choose(next);
      } else if (event.key === ' ') {
        event.preventDefault();
        choose(stars[current]!);
      }
    };
    /** A review without the rating the shop asks for: stopped, told, and the stars in focus. */
    const refuse = (event: Event) => {
      event.preventDefault();
      notify(requiredText, 'danger');
      (stars.find((star) => star.tabIndex === 0) ?? stars[0])?.focus();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (required && select.value === '') refuse(event);
    };
    // WooCommerce prints the select `required`: the browser's own check cannot show its bubble on a hidden field.
    const onInvalid = (event: Event) => refuse(event);
    const initial = stars[Number(select.value) - 1];
    // A rating the browser kept (back to the page, a failed post shown again).
    if (initial) mark(initial);
    select.before(container);
    setShown(select, false);
    container.addEventListener('click', onClick);
    container.addEventListener('keydown', onKeyDown);
    select.addEventListener('invalid', onInvalid);
    select.form?.addEventListener('submit', onSubmit);
    return () => {
      container.remove();
      setShown(select, true);
      select.removeEventListener('invalid', onInvalid);
      select.form?.removeEventListener('submit', onSubmit);
    };
  },
});
