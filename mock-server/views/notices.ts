/** WooCommerce's notices wrapper: success messages, an error list, info lines. */
import type { Notice } from '../shop/sessions.ts';
import { html, type SafeHtml } from './html.ts';

function noticeLink(notice: Notice): SafeHtml {
  return notice.link ? html` <a href="${notice.link.href}" class="button wc-forward">${notice.link.label}</a>` : html``;
}

export function notices(list: readonly Notice[]): SafeHtml {
  const errors = list.filter((notice) => notice.type === 'error');
  return html`<div class="woocommerce-notices-wrapper">${list
    .filter((notice) => notice.type === 'success')
    .map((notice) => html`<div class="woocommerce-message" role="alert">${notice.text}${noticeLink(notice)}</div>`)}${
    errors.length > 0
      ? html`<ul class="woocommerce-error" role="alert">${errors.map((notice) => html`<li>${notice.text}${noticeLink(notice)}</li>`)}</ul>`
      : ''
  }${list
    .filter((notice) => notice.type === 'info')
    .map((notice) => html`<div class="woocommerce-info">${notice.text}${noticeLink(notice)}</div>`)}</div>`;
}
