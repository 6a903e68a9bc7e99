import { actAsButton } from '../../src/dom/act-as-button.ts';
import { announce } from '../../src/dom/announce.ts';
import { readCookie, writeCookie } from '../../src/dom/cookies.ts';
import { focusPast } from '../../src/dom/focus-past.ts';
import { setShown } from '../../src/dom/visibility.ts';
import { texts } from '../../src/i18n/texts.ts';
import { defineIsland } from '../../src/island.ts';

/**
 * WooCommerce's store notice (`p.woocommerce-store-notice[data-notice-id]`): visible until dismissed;
 * the dismiss link hides it and sets the session cookie `store_notice{id}=hidden`, so it stays hidden
 * on later pages (a changed notice has a new id and shows again). WooCommerce prints the notice with
 * `display:none` and leaves showing it to the script; a cached page may show a dismissed one. Both are
 * settled here, at once (eager: a notice popping in later would push the page down).
 */
export default defineIsland({
  mount(notice) {
    const cookie = `store_notice${notice.dataset.noticeId ?? ''}`;
    const dismissed = readCookie(cookie) === 'hidden';
    setShown(notice, !dismissed);
    if (dismissed) return;
    return actAsButton(notice, '.woocommerce-store-notice__dismiss-link', (_link, event) => {
      event.preventDefault();
      writeCookie(cookie, 'hidden');
      setShown(notice, false);
      focusPast(notice);
      announce(texts.noticeDismissed);
    });
  },
});
