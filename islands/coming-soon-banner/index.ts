import { announce } from '../../src/dom/announce.ts';
import { focusPast } from '../../src/dom/focus-past.ts';
import { nl } from '../../src/i18n/nl.ts';
import { defineIsland } from '../../src/island.ts';
import { notify } from '../../src/ui/notify.ts';
import { dismissComingSoonBanner } from './dismiss-banner.ts';

/**
 * WooCommerce's coming-soon banner for the store admin (`#coming-soon-footer-banner`): its dismiss
 * link (`a.coming-soon-footer-banner-dismiss[data-rest-url][data-rest-nonce]`) saves the dismissal and
 * the banner hides when the call completes, whether it succeeded or not (SPEC §4/§7, as WooCommerce
 * does). WooCommerce prints that link without href or text, so it is made a keyboard-usable button
 * here; a failure is also said in Dutch (the REST client's message for its code), since the banner
 * will be back on the next page, and focus moves on past the hidden banner.
 */

function makeButton(link: HTMLElement): void {
  link.setAttribute('role', 'button');
  if (!link.hasAttribute('href') && !link.hasAttribute('tabindex')) link.tabIndex = 0;
  if (!link.textContent?.trim() && !link.hasAttribute('aria-label')) link.setAttribute('aria-label', nl.dismissNotice);
}

export default defineIsland({
  mount(banner) {
    const link = banner.querySelector<HTMLElement>('a.coming-soon-footer-banner-dismiss');
    const restUrl = link?.dataset.restUrl;
    if (!link || !restUrl) return;
    makeButton(link);
    let busy = false;
    const dismiss = async (event: Event) => {
      event.preventDefault();
      if (busy) return;
      busy = true;
      banner.setAttribute('aria-busy', 'true');
      link.classList.add('loading');
      const result = await dismissComingSoonBanner(restUrl, link.dataset.restNonce);
      busy = false;
      banner.removeAttribute('aria-busy');
      link.classList.remove('loading');
      banner.hidden = true;
      banner.style.display = 'none';
      focusPast(banner);
      if (result.ok) announce(nl.noticeDismissed);
      else notify(result.error.message, 'danger');
    };
    const onClick = (event: MouseEvent) => void dismiss(event);
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') void dismiss(event);
    };
    link.addEventListener('click', onClick);
    link.addEventListener('keydown', onKeydown);
    return () => {
      link.removeEventListener('click', onClick);
      link.removeEventListener('keydown', onKeydown);
    };
  },
});
