/**
 * Rehub's compare bar (`#re-compare-bar`, a slide panel) and the fixed compare icon, printed in every
 * page's footer as the theme prints them: one tab per compare group with its page, empty lists and
 * counts of 0 that the bundle fills from `re_compare_panel`. Without JavaScript the bar never opens:
 * the compare icons are links to /compare/.
 */
import type { CompareGroupDefinition } from '../../fixtures/compare-groups.ts';
import { compareIcon, comparePagePath } from './compare.ts';
import { html, type SafeHtml } from './html.ts';

export function compareBar(groups: readonly CompareGroupDefinition[], total: number): SafeHtml {
  return html`<div id="re-compare-bar" class="from-right rh-sslide-panel" aria-hidden="true">
  <div id="re-compare-bar-wrap" class="rh-sslide-panel-wrap" role="dialog" aria-labelledby="re-compare-bar-title">
    <div id="re-compare-bar-heading" class="rh-sslide-panel-heading">
      <h2 id="re-compare-bar-title">Producten vergelijken</h2>
      <button type="button" class="rh-sslide-close-btn closecomparepanel" aria-label="Sluiten">×</button>
    </div>
    <div id="re-compare-bar-tabs" class="rh-sslide-panel-tabs">
      <ul>${groups.map((group) => html`<li class="re-compare-tab-${group.pageId}" data-page="${group.pageId}" data-url="${comparePagePath(group)}">${group.name} (<span>0</span>)</li>`)}</ul>
      <div>${groups.map((group) => html`<div class="re-compare-wrap re-compare-wrap-${group.pageId}"></div>`)}</div>
      <span class="re-compare-destin wpsm-button rehub_main_btn" data-compareurl="">Vergelijken</span>
    </div>
  </div>
</div>
<div id="re-compare-icon-fixed"${total > 0 ? '' : html` class="rhhidden"`}>${compareIcon(total)}</div>`;
}
