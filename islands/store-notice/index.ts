import { announce } from '../../src/dom/announce.ts';
import { readCookie, writeCookie } from '../../src/dom/cookies.ts';
import { focusPast } from '../../src/dom/focus-past.ts';
import { nl } from '../../src/i18n/nl.ts';
import { defineIsland } from '../../src/island.ts';

/**
 * WooCommerce's store notice (`p.woocommerce-store-notice[data-notice-id]`): visible until dismissed;
 * the dismiss link hides it and sets the session cookie `store_notice{id}=hidden`, so it stays hidden
 * on later pages (a changed notice has a new id and shows again). WooCommerce prints the notice with
 * `display:none` and leaves showing it to the script; a cached page may show a dismissed one. Both are
 * settled here, at once (eager: a notice popping in later would push the page down).
 */

function hide(notice: HTMLElement): void {
  notice.hidden = true;
  notice.style.display = 'none';
}

function show(notice: HTMLElement): void {
  notice.hidden = false;
  if (notice.style.display === 'none') notice.style.removeProperty('display');
}

export default defineIsland({
  mount(notice) {
    const cookie = `store_notice${notice.dataset.noticeId ?? ''}`;
    if (readCookie(cookie) === 'hidden') {
      hide(notice);
      return;
    }
    show(notice);
    const dismiss = (event: Event) => {
      event.preventDefault();
      writeCookie(cookie, 'hidden');
      hide(notice);
      focusPast(notice);
      announce(nl.noticeDismissed);
    };
    const onClick = (event: MouseEvent) => {
      if ((event.target as Element | null)?.closest('.woocommerce-store-notice__dismiss-link')) dismiss(event);
    };
    // The link says role="button"; buttons also answer the space bar.
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key === ' ' && (event.target as Element | null)?.closest('.woocommerce-store-notice__dismiss-link')) dismiss(event);
    };
    notice.addEventListener('click', onClick);
    notice.addEventListener('keydown', onKeydown);
    return () => {
      notice.removeEventListener('click', onClick);
      notice.removeEventListener('keydown', onKeydown);
    };
  },
});
