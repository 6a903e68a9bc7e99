import { actAsButton, makeButton } from '../../src/dom/act-as-button.ts';
import { announce } from '../../src/dom/announce.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { focusPast } from '../../src/dom/focus-past.ts';
import { setShown } from '../../src/dom/visibility.ts';
import { texts } from '../../src/i18n/texts.ts';
import { defineIsland } from '../../src/island.ts';
import { notify } from '../../src/ui/notify.ts';
import { restErrorText } from '../../src/ui/rest-error-text.ts';
import { dismissComingSoonBanner } from './dismiss-banner.ts';

/**
 * WooCommerce's coming-soon banner for the store admin (`#coming-soon-footer-banner`): its dismiss
 * link (`a.coming-soon-footer-banner-dismiss[data-rest-url][data-rest-nonce]`) saves the dismissal and
 * the banner hides when the call completes, whether it succeeded or not (docs/CONTRACTS.md#states, as WooCommerce
 * does). WooCommerce prints that link without href or text, so it is made a keyboard-usable button
 * here; a failure is also said in Dutch (`restErrorText()` for the REST client's code), since the banner
 * will be back on the next page, and focus moves on past the hidden banner.
 */

const DISMISS = 'a.coming-soon-footer-banner-dismiss';

export default defineIsland({
  mount(banner) {
    const link = banner.querySelector<HTMLElement>(DISMISS);
    const restUrl = link?.dataset.restUrl;
    if (!link || !restUrl) return;
    makeButton(link, texts.dismissNotice);
    let busy = false;
    return actAsButton(banner, DISMISS, (_control, event) => {
      event.preventDefault();
      if (busy) return;
      busy = true;
      setBusy(banner, true, 'is-dismissing');
      link.classList.add('loading');
      // The banner hides whatever the answer, so it stays busy: there is no later press.
      void dismissComingSoonBanner(restUrl, link.dataset.restNonce).then((result) => {
        setBusy(banner, false, 'is-dismissing');
        link.classList.remove('loading');
        setShown(banner, false);
        focusPast(banner);
        if (result.ok) announce(texts.noticeDismissed);
        else notify(restErrorText(result.error), 'danger');
      });
    });
  },
});
