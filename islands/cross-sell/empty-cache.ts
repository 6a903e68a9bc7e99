import type { Cleanup } from '../../src/island.ts';
import { config } from '../../src/config.ts';
import { CROSS_SELL_EMPTY_CACHE } from '../../src/contracts/woozone.ts';
import { setBusy } from '../../src/dom/busy.ts';
import { ajax } from '../../src/http/ajax.ts';
import { texts } from '../../src/i18n/texts.ts';
import { notify } from '../../src/ui/notify.ts';

/**
 * WooZone's debug button, printed after the box for admins in its debug mode (the demo's QA switch
 * `?woozone-debug=1`): a form posting `cross_sell_empty_cache`, after whose answer the page reloads,
 * whatever its status (SPEC §7). The button is busy meanwhile, with the plugin's "saving" text; a call
 * that gets no answer says so and leaves the button usable.
 */
export function emptyCacheButton(asin: string): Cleanup {
  const form = [...document.querySelectorAll<HTMLFormElement>('form.WooZone-cross-sell-debug')].find((candidate) => candidate.dataset.asin === asin);
  if (!form) return () => undefined;
  const debugForm = form;
  const woozone = config().globals.woozone_vars;
  let busy = false;

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    const button = debugForm.querySelector('button');
    if (button) setBusy(button, true);
    const saving = Object.assign(document.createElement('span'), { className: 'WooZone-cross-sell-saving', textContent: woozone.lang.saving });
    debugForm.append(saving);
    const outcome = await ajax(CROSS_SELL_EMPTY_CACHE, { asin }, { ajaxUrl: woozone.ajax_url });
    if (outcome.ok) {
      location.reload();
      return;
    }
    busy = false;
    if (button) setBusy(button, false);
    saving.remove();
    notify(texts.unknownError, 'danger');
  };
  debugForm.addEventListener('submit', onSubmit);
  return () => debugForm.removeEventListener('submit', onSubmit);
}
