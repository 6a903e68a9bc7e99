/**
 * WooCommerce's store notice (woocommerce_demo_store()), with the id WooCommerce gives it: the md5 of
 * its text. WooCommerce always prints it hidden and lets its script show it; the demo shop prints it
 * as the visitor should see it (hidden once dismissed), so it also shows without JavaScript. Like
 * WooCommerce's, it is a landmark (`role="complementary"`), named "Winkelmelding" (WooCommerce's
 * "Store notice" in Dutch).
 */
import { storeNoticeId } from '../shop/store-settings.ts';
import { html, raw, type SafeHtml } from './html.ts';

export function storeNoticeCookieName(text: string): string {
  return `store_notice${storeNoticeId(text)}`;
}

export function storeNotice(text: string, dismissed: boolean): SafeHtml {
  return html`<p role="complementary" aria-label="Winkelmelding" class="woocommerce-store-notice demo_store" data-notice-id="${storeNoticeId(text)}"${dismissed ? raw(' hidden') : ''}>${text} <a role="button" href="#" class="woocommerce-store-notice__dismiss-link">Sluiten</a></p>`;
}
