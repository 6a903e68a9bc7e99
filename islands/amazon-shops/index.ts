import { themeConfig } from '../../src/theme-config.ts';
import { scrollToNotice } from '../../src/dom/smooth-scroll.ts';
import { combineCleanups, defineIsland } from '../../src/island.ts';
import { checkoutNotice, decideShop, registerShops, shopDecisions, type ShopDecision } from '../../src/stores/amazon-shops.ts';
import { watch } from '../../src/stores/watch.ts';

/**
 * WooZone's Amazon shops on the cart page (`.WooZone-cart-checkout`, one `li[data-domain]` per Amazon
 * country in the cart): submitting a shop's form (Amazon's cart, in a new tab: the submit goes on as
 * the browser sends it) marks it checked out, its `input.cancel` marks it cancelled; only the first
 * decision counts (docs/CONTRACTS.md#states). Each shop's `.WooZone-cc_status` says its decision in the host's words
 * (`woozone_vars.lang`). When the checkout button was pressed too soon, `.WooZone-cart-msg` says so,
 * announced, and is brought into view 100 px below the top (docs/CONTRACTS.md#timings); it says "all good" once every
 * shop is decided.
 */

const STATUS_CLASSES: readonly ShopDecision[] = ['success', 'cancel'];

function statusText(decision: ShopDecision): string {
  const { lang } = themeConfig().globals.woozone_vars;
  return decision === 'success' ? lang.amzcart_checkout : lang.amzcart_cancel;
}

function showStatus(shop: HTMLElement, decision: ShopDecision | null): void {
  const status = shop.querySelector<HTMLElement>('.WooZone-cc_status');
  if (!status) return;
  status.classList.remove(...STATUS_CLASSES);
  if (decision) status.classList.add(decision);
  status.textContent = decision ? statusText(decision) : '';
}

/** A new element per message, as the plugin wrote it: a repeated warning is announced again. */
function showMessage(box: HTMLElement, kind: 'blocked' | 'all-good'): void {
  const { lang } = themeConfig().globals.woozone_vars;
  const message = document.createElement('div');
  message.className = kind === 'blocked' ? 'cancel' : 'success';
  message.textContent = kind === 'blocked' ? lang.amzcart_cancel_msg : lang.amzcart_checkout_msg;
  box.replaceChildren(message);
}

export default defineIsland({
  mount(box) {
    const shops = [...box.querySelectorAll<HTMLElement>('li[data-domain]')].filter((shop) => shop.dataset.domain);
    const domainOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('li[data-domain]')?.dataset.domain : undefined);
    const message = box.querySelector<HTMLElement>('.WooZone-cart-msg');
    // The live region must be there before its text changes, or screen readers miss the first message.
    message?.setAttribute('role', 'alert');
    for (const shop of shops) shop.querySelector('.WooZone-cc_status')?.setAttribute('role', 'status');

    const decide = (target: EventTarget | null, decision: ShopDecision) => {
      const domain = domainOf(target);
      if (domain) decideShop(domain, decision);
    };
    // Not prevented: the form goes to Amazon in its new tab as the browser sends it (no script-made
    // submit, which a pop-up blocker may stop).
    const onSubmit = (event: Event) => decide(event.target, 'success');
    const onClick = (event: Event) => {
      if (event.target instanceof HTMLInputElement && event.target.matches('input.cancel')) decide(event.target, 'cancel');
    };
    box.addEventListener('submit', onSubmit);
    box.addEventListener('click', onClick);

    let told: { kind: string; tries: number } = { kind: '', tries: 0 };
    return combineCleanups(
      registerShops(shops.map((shop) => shop.dataset.domain ?? '')),
      watch(
        () => shopDecisions.value,
        (decisions) => {
          for (const shop of shops) showStatus(shop, decisions.get(shop.dataset.domain ?? '') ?? null);
        },
      ),
      watch(
        () => checkoutNotice.value,
        (notice) => {
          // Told again on a new press of the checkout button, or when the last shop is decided; a shop
          // decided while others wait changes nothing.
          if (!notice || !message || (notice.kind === told.kind && notice.tries === told.tries)) return;
          showMessage(message, notice.kind);
          if (notice.kind === 'blocked') scrollToNotice(message);
          told = notice;
        },
      ),
      () => {
        box.removeEventListener('submit', onSubmit);
        box.removeEventListener('click', onClick);
      },
    );
  },
});
