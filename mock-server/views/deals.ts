/**
 * Deal blocks as the Rehub theme prints them (docs/MARKUP.md: coupon, countdown, ratings, collapsible blocks):
 * the masked coupon, the deal countdown, the review score's bars and radial rating, collapsible offer
 * details, and the coupon-reveal section of a page opened with `?codeid=`. Each works without
 * JavaScript: the coupon is a link to its reveal page, the bars and the circle show their final value,
 * and the details are in the page. The countdown is the theme's own shortcode output: its end date in
 * attributes and zero digits, hidden by the theme's CSS until a script shows it.
 */
import type { Deal, DealCoupon, DealCountdown, DealScore } from '../../fixtures/deals.ts';
import { couponCode, revealUrl, sameCoupon, type CouponKey } from '../../src/contracts/coupon-reveal-url.ts';
import { radialTurn } from '../../src/contracts/rating-values.ts';
import { html, type SafeHtml } from './html.ts';

/** What a deal block needs from the request: the page's address (coupon links) and the time of rendering. */
export interface DealContext {
  url: URL;
  now: number;
  requested: CouponKey | null;
}

function couponKey(coupon: DealCoupon): CouponKey {
  return coupon.find.by === 'codeid' ? { codeid: String(coupon.find.id) } : { codetext: coupon.find.text };
}

export function isRequested(coupon: DealCoupon, requested: CouponKey | null): boolean {
  return requested !== null && !coupon.expired && sameCoupon(couponKey(coupon), requested);
}

function findAttributes(coupon: DealCoupon): SafeHtml {
  return coupon.find.by === 'codeid' ? html`data-codeid="${coupon.find.id}"` : html`data-codetext="${coupon.find.text}"`;
}

/** A revealed or expired coupon shows its code; a masked one links to its reveal page. */
function coupon(item: DealCoupon, context: DealContext): SafeHtml {
  const code = couponCode(item.code);
  if (item.expired) {
    return html`<div class="deal-coupon"><span class="rehub_offer_coupon not_masked_coupon expired_coupon" data-clipboard-text="${item.code}" ${findAttributes(item)} data-dest="${item.dest}"><span class="coupon_text">${code}</span></span> <span class="expired_coupon_label">Verlopen</span></div>`;
  }
  if (isRequested(item, context.requested)) {
    return html`<div class="deal-coupon"><span class="rehub_offer_coupon not_masked_coupon" data-clipboard-text="${item.code}" ${findAttributes(item)} data-dest="${item.dest}"><span class="coupon_text">${code}</span></span></div>`;
  }
  const reveal = revealUrl(context.url, couponKey(item));
  return html`<div class="deal-coupon reveal_enabled"><a class="btn_offer_block rehub_offer_coupon masked_coupon" href="${reveal.pathname}${reveal.search}" data-clipboard-text="${item.code}" ${findAttributes(item)} data-dest="${item.dest}">Toon kortingscode</a></div>`;
}

const DASH_PARTS = [
  ['days_dash', 'dagen'],
  ['hours_dash', 'uur'],
  ['minutes_dash', 'min'],
  ['seconds_dash', 'sec'],
] as const;

/**
 * Rehub's `wpsm_countdown` shortcode (rehub-theme/shortcodes/shortcodes.php) as it prints: the end in
 * the shop's zone in attributes, every part's two digits zero. The time left is the island's to show.
 */
function countdown(item: DealCountdown, context: DealContext): SafeHtml {
  const end = new Date(Math.floor((context.now + item.endsInMinutes * 60_000) / 60_000) * 60_000);
  return html`<div class="deal-countdown"><span class="deal-countdown__label">Nog geldig:</span>
  <div class="countdown_dashboard" data-day="${end.getUTCDate()}" data-month="${end.getUTCMonth() + 1}" data-year="${end.getUTCFullYear()}" data-hour="${end.getUTCHours()}" data-min="${end.getUTCMinutes()}">${DASH_PARTS.map(
    ([className, title]) => html`<div class="dash ${className}"><span class="dash_title">${title}</span><div class="digit">0</div><div class="digit">0</div></div>`,
  )}
  </div></div>`;
}

/** The review box: rating bars (final width printed) and the radial overall score (final angle printed). */
function score(item: DealScore): SafeHtml {
  const turn = html`style="transform:rotate(${radialTurn(item.overall)}deg)"`;
  const fixTurn = html`style="transform:rotate(${radialTurn(item.overall) * 2}deg)"`;
  return html`<div class="rate_bar_wrap">
  <div class="radial-progress" data-rating="${item.overall}">
    <div class="circle"><div class="mask full" ${turn}><div class="fill" ${turn}></div></div><div class="mask half"><div class="fill" ${turn}></div><div class="fill fix" ${fixTurn}></div></div></div>
    <div class="inset"><div class="percentage"><span class="screen-reader-text">Score: </span>${String(item.overall).replace('.', ',')}<span class="screen-reader-text"> van 10</span></div></div>
  </div>
  <div class="review-criteria">${item.criteria.map(
    (criterion) => html`
    <div class="rate-bar" data-percent="${criterion.percent}%">
      <div class="rate-bar-title"><span>${criterion.label}</span></div>
      <div class="rate-bar-bar" style="width:${criterion.percent}%"></div>
      <div class="rate-bar-percent">${criterion.percent}%</div>
    </div>`,
  )}
  </div>
</div>`;
}

/** Rehub's collapsible offer details: the toggle, and the details the server prints (hidden by CSS until opened). */
function details(deal: Deal): SafeHtml {
  return html`<div class="r_offer_details">
  <span class="r_show_hide">Details tonen</span>
  <div class="open_dls_onclk"><ul>${deal.details.map((line) => html`<li>${line}</li>`)}</ul></div>
</div>`;
}

/** One deal: title, merchant, coupon, countdown, score and details. `heading`: its level on the page. */
export function dealBlock(deal: Deal, context: DealContext, heading: 'h2' | 'h3' = 'h2'): SafeHtml {
  const title = heading === 'h2' ? html`<h2 class="deal-title">${deal.title}</h2>` : html`<h3 class="deal-title">${deal.title}</h3>`;
  return html`<article class="rh-deal-block" id="deal-${deal.productId}">
  ${title}
  <p class="deal-merchant">${deal.merchant}</p>
  <p class="deal-description">${deal.description}</p>
  ${deal.coupon ? coupon(deal.coupon, context) : ''}
  ${deal.countdown ? countdown(deal.countdown, context) : ''}
  ${deal.score ? score(deal.score) : ''}
  ${details(deal)}
</article>`;
}

/** A product's deal, in the theme's collapsible table block (open, as the theme prints it). */
export function productDeal(deal: Deal, context: DealContext): SafeHtml {
  return html`<div class="rh-tabletext-block product-deal">
  <div class="rh-tabletext-block-heading"><span class="toggle-this-table"></span><h2>Aanbieding</h2></div>
  <div class="rh-tabletext-block-wrapper">${dealBlock(deal, context, 'h3')}</div>
</div>`;
}

/**
 * The reveal section of a page opened for a coupon by id (Rehub prints `#coupon_code_in_modal` hidden
 * for its modal script; here it is a normal section, so the code is readable without JavaScript):
 * the code in a read-only field, the print block and the way to the offer.
 */
export function couponRevealSection(deal: Deal, item: DealCoupon): SafeHtml {
  const code = couponCode(item.code);
  return html`<section id="coupon_code_in_modal" class="coupon-reveal" data-couponid="${item.find.by === 'codeid' ? item.find.id : ''}" aria-labelledby="coupon-reveal-title">
  <h2 id="coupon-reveal-title" class="re_title_inmodal">Hier is je kortingscode</h2>
  <div class="coupon_modal_coupon"><label class="screen-reader-text" for="coupon-reveal-code">Kortingscode</label><input id="coupon-reveal-code" type="text" class="code" value="${code}" readonly size="20"></div>
  <div class="printmecoupondiv"><div class="printcoupon">
    <div class="printcoupontitle">${deal.title}</div>
    <div class="printcoupon_wrap">${code}</div>
    <div class="printcoupondesc">${deal.description}</div>
    <div class="couponprintend">Meer kortingscodes op: Modehuis Klederdracht</div>
  </div></div>
  ${item.dest ? html`<a class="cpn_btn_inner" href="${item.dest}" target="_blank" rel="nofollow sponsored noopener">Ga naar de website</a>` : ''}
</section>`;
}

/**
 * Members-only deal content (the theme's restricted block): a guest sees a line whose trigger opens
 * the restricted-content popup; a signed-in customer sees the extra code.
 */
export function membersOnlyBlock(signedIn: boolean): SafeHtml {
  return signedIn
    ? html`<aside class="rh-members-only"><h2>Ledenvoordeel</h2><p>Extra 5% korting met de code <strong>LEDEN5</strong>, bovenop elke deal.</p></aside>`
    : html`<aside class="rh-members-only"><h2>Ledenvoordeel</h2><p>Leden krijgen een extra kortingscode. <a href="/my-account/" class="act-rehub-login-popup" data-type="restrict">Log in om hem te zien</a>.</p>
  <p>Via onze partner: <a href="/my-account/" class="act-rehub-login-popup" data-cashbacknotice="5% cashback" data-merchant="Partnerwinkel Zomerzon" data-url="https://aanbieding.example/zomerjurken">log in voor 5% cashback bij Partnerwinkel Zomerzon</a>.</p></aside>`;
}
