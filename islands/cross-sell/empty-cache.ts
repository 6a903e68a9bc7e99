import type { Cleanup } from '../../src/island.ts';
import { themeConfig } from '../../src/theme-config.ts';
import { CROSS_SELL_EMPTY_CACHE } from '../../src/contracts/woozone.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { reloadPage } from '../../src/dom/navigate.ts';
import { woozoneAjax } from '../../src/http/woozone-ajax.ts';
import { texts } from '../../src/i18n/texts.ts';
import { notify } from '../../src/ui/notify.ts';

/**
 * WooZone's debug button, in the div it prints after the box for admins in its debug mode
 * (`<div id="WooZone-cross-sell-debug" class="WooZone-cross-sell-debug" data-asin>`; the demo's QA switch
 * `?woozone-debug=1`). A click on a button in it posts `cross_sell_empty_cache` with the div's ASIN, after
 * whose answer the page reloads, whatever its status (docs/CONTRACTS.md#woozone). Listened for on the document, as the
 * plugin's script did, so a button put in the div later counts too; each box answers only for its own
 * ASIN, so two boxes never post twice. The button is busy meanwhile, with the plugin's "saving" text; a
 * call that gets no answer says so and leaves the button usable.
 */
export function emptyCacheButton(asin: string): Cleanup {
  const woozone = themeConfig().globals.woozone_vars;
  let busy = false;

  const onClick = async (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const debug = button?.closest<HTMLElement>('.WooZone-cross-sell-debug');
    if (!button || !debug || debug.dataset.asin?.trim() !== asin) return;
    event.preventDefault();
    if (busy) return;
    busy = true;
    setBusy(button, true);
    const saving = Object.assign(document.createElement('span'), { className: 'WooZone-cross-sell-saving', textContent: woozone.lang.saving });
    debug.append(saving);
    const outcome = await woozoneAjax(CROSS_SELL_EMPTY_CACHE, { asin });
    if (outcome.ok) {
      reloadPage();
      return;
    }
    busy = false;
    setBusy(button, false);
    saving.remove();
    notify(texts.unknownError, 'danger');
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
