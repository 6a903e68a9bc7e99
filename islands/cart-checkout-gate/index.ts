import { themeConfig } from '../../src/theme-config.ts';
import { announce } from '../../src/dom/announce.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { navigate, safeUrl } from '../../src/dom/navigate.ts';
import { addStyles } from '../../src/dom/styles.ts';
import { defineIsland } from '../../src/island.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { tryCheckout } from '../../src/stores/amazon-shops.ts';
import css from './cart-checkout-gate.css?inline';
import { mayCheckOut, readCheckoutEmail, showEmailError, showEmailState, type CheckoutEmail } from './checkout-email.ts';
import { sendCheckoutEmail } from './send-checkout-email.ts';

/**
 * The cart's "proceed to checkout" (`.wc-proceed-to-checkout .checkout-button`) with WooZone's two
 * gates, in the plugin's order. A button disabled by the e-mail does nothing. Then the Amazon shops:
 * while one is undecided the click is stopped and the shops' island says why (src/stores/amazon-shops.ts).
 * Then the e-mail (`.woozone_email_wrapper`, which the plugin's script put just before this element;
 * so do we where it is elsewhere): an address is sent with `WooZone_before_user_checkout`, the button
 * busy, and the page leaves for `woozone_vars.checkout_url` only once the shop said yes (the plugin let
 * the page leave before the answer came); otherwise the reason is said next to the field and the
 * button is usable again. Without JavaScript the link goes to the checkout, as with the plugin.
 */

/** Where a disabled button points: the field that would enable it (docs/CONTRACTS.md#validation-rules). */
const DISABLED_HREF = '#woozone_checkout_email';

function showButtonState(button: HTMLAnchorElement, href: string, enabled: boolean): void {
  button.classList.toggle('disabled', !enabled);
  if (enabled) {
    button.removeAttribute('aria-disabled');
    button.setAttribute('href', href);
  } else {
    button.setAttribute('aria-disabled', 'true');
    button.setAttribute('href', DISABLED_HREF);
  }
}

function checkoutEmailBefore(box: HTMLElement): CheckoutEmail | null {
  const wrapper = document.querySelector<HTMLElement>('.woozone_email_wrapper');
  if (!wrapper) return null;
  if (wrapper.nextElementSibling !== box) box.before(wrapper);
  return readCheckoutEmail(wrapper);
}

export default defineIsland({
  mount(box) {
    const button = box.querySelector<HTMLAnchorElement>('a.checkout-button');
    if (!button) return;
    addStyles('cart-checkout-gate', css);
    const href = button.getAttribute('href') ?? '';
    const email = checkoutEmailBefore(box);
    let sending = false;
    const listening = new AbortController();
    const { signal } = listening;

    if (email) {
      showEmailState(email, false);
      showButtonState(button, href, mayCheckOut(email));
      button.setAttribute('aria-describedby', email.message.id);
      const onInput = () => {
        showEmailState(email, true);
        showButtonState(button, href, mayCheckOut(email));
      };
      email.field.addEventListener('input', onInput, { signal });
    }

    const send = async (address: CheckoutEmail) => {
      sending = true;
      setBusy(button, true);
      const sent = await sendCheckoutEmail(address.field.value.trim(), address.nonce());
      // The shop took the address; a checkout address that leaves the site is not followed, and said so.
      const destination = sent.kind === 'proceed' ? (safeUrl(themeConfig().globals.woozone_vars.checkout_url, 'page') ?? safeUrl(href, 'page')) : null;
      if (destination) return void navigate(destination.href, 'page');
      showEmailError(address, sent.kind === 'refused' ? sent.message : themeTexts.checkoutEmailFailed, sent.kind === 'refused' && sent.fieldIsWrong);
      announce(address.message.textContent ?? '');
      sending = false;
      setBusy(button, false);
    };

    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest('a.checkout-button')) return;
      if (button.getAttribute('aria-disabled') === 'true' || sending || !tryCheckout()) {
        event.preventDefault();
        return;
      }
      // No address and none asked for: nothing to send (as the plugin), the link goes on.
      if (!email || (!email.required && email.field.value.trim() === '')) return;
      event.preventDefault();
      void send(email);
    };
    box.addEventListener('click', onClick, { signal });

    return () => {
      listening.abort();
      if (email) showButtonState(button, href, true);
    };
  },
});
