import { DO_SYNC } from '../../src/contracts/woozone.ts';
import { announce } from '../../src/dom/announce.ts';
import { focusPast } from '../../src/dom/focus-past.ts';
import { fillWithServerHtml } from '../../src/dom/fragments.ts';
import { reloadPage } from '../../src/dom/navigate.ts';
import { setShown } from '../../src/dom/visibility.ts';
import { woozoneAjax } from '../../src/http/woozone-ajax.ts';
import { fillText } from '../../src/i18n/template.ts';
import { combineCleanups, defineIsland, type Cleanup } from '../../src/island.ts';
import { countDown } from './countdown.ts';
import { readSyncParams } from './sync-params.ts';

// The plugin's debug texts, as it wrote them (docs/CONTRACTS.md#texts).
const DEBUG_TEXTS = {
  start: 'STARTING AJAX TO SYNC PRODUCT...',
  finish: 'FINISHED AJAX TO SYNC PRODUCT!',
  duration: 'AJAX SYNC DURATION: {duration} seconds',
};

/**
 * WooZone's product sync (`#WooZone-syncfront-wrapper`, params in `.WooZone-syncfront-params`): with
 * `do_ajax: yes`, one `do_sync` after load. When the answer says `do_refresh: yes` the banner shows the
 * answer's `html` in `#WooZone-syncfront-content` and counts down from `refresh_in` seconds in its
 * `h3 span`, then reloads; "refresh yes" reloads now, "refresh no" stops the countdown and hides the
 * banner. A screen reader hears the banner's text once, when it shows, not every second; focus stays
 * where the shopper has it. The debug texts go to the console only when `do_msg` is `yes`, the last two after any answer. A failed or
 * refused sync shows nothing: the page the shopper has is still right.
 */
export default defineIsland({
  mount(wrapper) {
    const params = readSyncParams(wrapper);
    const content = wrapper.querySelector<HTMLElement>('#WooZone-syncfront-content');
    if (!params?.sync || !content) return;
    const log = (message: string) => {
      // eslint-disable-next-line no-console -- only when the host asked for it with `do_msg: yes`
      if (params.debug) console.info(message);
    };

    let stopCountdown: Cleanup = () => undefined;
    let mounted = true;
    const answered = (reload: boolean) => {
      stopCountdown();
      if (reload) {
        reloadPage();
        return;
      }
      setShown(wrapper, false);
      focusPast(wrapper);
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('.WooZone-syncfront-action-refresh-yes')) answered(true);
      else if (target?.closest('.WooZone-syncfront-action-refresh-no')) answered(false);
    };

    const sync = async () => {
      const started = Date.now();
      log(DEBUG_TEXTS.start);
      const outcome = await woozoneAjax(DO_SYNC, params.fields);
      // Like the plugin's `complete`: after any answer, a refusal or a failure too.
      log(DEBUG_TEXTS.finish);
      log(fillText(DEBUG_TEXTS.duration, { duration: (Date.now() - started) / 1000 }));
      if (!mounted) return;
      // Nothing shows for a failed sync; QA (the fault matrix) reads here that the bundle gave up on it.
      wrapper.dataset.sync = outcome.ok ? outcome.value.status : 'failed';
      if (!outcome.ok || outcome.value.status !== 'valid') return;
      if (!outcome.value.doRefresh) return;
      fillWithServerHtml(content, outcome.value.html);
      const seconds = content.querySelector('h3 span');
      stopCountdown = countDown(
        params.refreshSeconds,
        (left) => {
          if (seconds) seconds.textContent = String(left);
        },
        reloadPage,
      );
      content.addEventListener('click', onClick);
      setShown(wrapper, true);
      announce(content.querySelector('h3')?.textContent?.trim() ?? '');
    };
    void sync();

    return combineCleanups(() => {
      mounted = false;
    }, () => stopCountdown(), () => content.removeEventListener('click', onClick));
  },
});
