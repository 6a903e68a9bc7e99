/**
 * WooCommerce's notices: `wc_print_notices()` prints its errors (templates/notices/error.php), then
 * its success messages (success.php), then the rest (notice.php); `woocommerce_output_all_notices`
 * puts them in the page's `.woocommerce-notices-wrapper`.
 */
import type { Notice } from '../shop/sessions.ts';
import { html, type SafeHtml } from './html.ts';

function noticeLink(notice: Notice): SafeHtml {
  return notice.link ? html` <a href="${notice.link.href}" class="button wc-forward">${notice.link.label}</a>` : html``;
}

/** What `wc_print_notices()` prints of `list`: errors in one list, then each success, then each info line. */
export function printedNotices(list: readonly Notice[]): SafeHtml {
  const errors = list.filter((notice) => notice.type === 'error');
  return html`${
    errors.length > 0
      ? html`<ul class="woocommerce-error" role="alert">${errors.map((notice) => html`<li>${notice.text}${noticeLink(notice)}</li>`)}</ul>`
      : ''
  }${list
    .filter((notice) => notice.type === 'success')
    .map((notice) => html`<div class="woocommerce-message" role="alert">${notice.text}${noticeLink(notice)}</div>`)}${list
    .filter((notice) => notice.type === 'info')
    .map((notice) => html`<div class="woocommerce-info">${notice.text}${noticeLink(notice)}</div>`)}`;
}

/** The page's notices wrapper, printed (empty or not) before the page's content. */
export function notices(list: readonly Notice[]): SafeHtml {
  return html`<div class="woocommerce-notices-wrapper">${printedNotices(list)}</div>`;
}
