/**
 * WooCommerce's reviews tab with ratings on (templates/single-product-reviews.php, its form by
 * WordPress's comment_form(), in WooCommerce's and WordPress's Dutch): the reviews (the demo approves
 * none, so a review shows only to its author, awaiting approval), and the form that posts to
 * WordPress's `/wp-comments-post.php`: the rating select WooCommerce's single-product script turns into
 * stars, the review, and for a guest name and e-mail; or, where only signed-in users may review,
 * WordPress's "must log in" line, whose link the login popup takes over.
 */
import { productPath } from '../shop/catalogue.ts';
import type { Product } from '../shop/catalogue-types.ts';
import type { Review } from '../shop/reviews.ts';
import { html, type SafeHtml } from './html.ts';

export const REVIEWS_TAB_TITLE = 'Beoordelingen';

/** WooCommerce's rating options, best first, as its select lists them. */
export const RATING_OPTIONS = [
  { value: 5, label: 'Perfect' },
  { value: 4, label: 'Goed' },
  { value: 3, label: 'Gemiddeld' },
  { value: 2, label: 'Niet zo slecht' },
  { value: 1, label: 'Zeer slecht' },
] as const;

export interface ReviewsInput {
  product: Product;
  signedIn: boolean;
  /** WordPress's `comment_registration`: a guest may not review. */
  usersOnly: boolean;
  /** The visitor's own review, awaiting approval, when the page is the one they were sent back to. */
  pending?: Review;
}

/** `wc_get_rating_html()`: the stars as a picture with its words. */
function ratingHtml(rating: number): SafeHtml {
  const label = `Beoordeeld met ${rating} uit 5`;
  return html`<div class="star-rating" role="img" aria-label="${label}"><span style="width:${(rating / 5) * 100}%">Beoordeeld met <strong class="rating">${rating}</strong> uit 5</span></div>`;
}

/** templates/single-product/review.php, as its author sees it while it awaits approval. */
function pendingReview(review: Review): SafeHtml {
  return html`<li class="review even thread-even depth-1" id="li-comment-${review.id}">
      <div id="comment-${review.id}" class="comment_container">
        <div class="comment-text">
          ${ratingHtml(review.rating)}
          <p class="meta"><em class="woocommerce-review__awaiting-approval">Je beoordeling wacht op goedkeuring</em></p>
          <div class="description"><p>${review.text}</p></div>
        </div>
      </div>
    </li>`;
}

const required = html`&nbsp;<span class="required">*</span>`;

function reviewForm({ product, signedIn }: ReviewsInput): SafeHtml {
  // comment_form() puts the comment field (with the rating) first, then a guest's name and e-mail.
  const guestFields = signedIn
    ? ''
    : html`<p class="comment-form-author"><label for="author">Naam${required}</label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required></p>
<p class="comment-form-email"><label for="email">E-mail${required}</label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required></p>
<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes"> <label for="wp-comment-cookies-consent">Mijn naam, e-mail en site opslaan in deze browser voor de volgende keer wanneer ik een reactie plaats.</label></p>
`;
  return html`<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form">${
    signedIn ? '' : html`<p class="comment-notes"><span id="email-notes">Je e-mailadres wordt niet gepubliceerd.</span> <span class="required-field-message">Vereiste velden zijn gemarkeerd met <span class="required">*</span></span></p>`
  }<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Je waardering${required}</label><select name="rating" id="rating" required>
						<option value="">Beoordeel&hellip;</option>${RATING_OPTIONS.map(({ value, label }) => html`
						<option value="${value}">${label}</option>`)}
					</select></div><p class="comment-form-comment"><label for="comment">Je beoordeling${required}</label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p>${guestFields}<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Verzenden"> <input type="hidden" name="comment_post_ID" value="${product.id}" id="comment_post_ID">
<input type="hidden" name="comment_parent" id="comment_parent" value="0">
</p></form>`;
}

/** The tab's panel content: `#reviews` with `#comments` (the list) and `#review_form_wrapper` (`#respond`). */
export function productReviews(input: ReviewsInput): SafeHtml {
  const { product, signedIn, usersOnly, pending } = input;
  const reviews = pending ? [pending] : [];
  const title = reviews.length > 0 ? 'Voeg een beoordeling toe' : html`Wees de eerste om &ldquo;${product.name}&rdquo; te beoordelen`;
  return html`<div id="reviews" class="woocommerce-Reviews">
  <div id="comments">
    <h2 class="woocommerce-Reviews-title">${REVIEWS_TAB_TITLE}</h2>
    ${reviews.length > 0 ? html`<ol class="commentlist">${reviews.map(pendingReview)}</ol>` : html`<p class="woocommerce-noreviews">Er zijn nog geen beoordelingen.</p>`}
  </div>
  <div id="review_form_wrapper">
    <div id="review_form">
      <div id="respond" class="comment-respond">
        <span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">${title} <small><a rel="nofollow" id="cancel-comment-reply-link" href="${productPath(product)}#respond" style="display:none;">Reactie annuleren</a></small></span>${
          usersOnly && !signedIn
            ? html`<p class="must-log-in">Je moet <a href="/my-account/">ingelogd</a> zijn om een beoordeling te schrijven.</p>`
            : reviewForm(input)
        }
      </div>
    </div>
  </div>
  <div class="clear"></div>
</div>`;
}
