/**
 * The theme's CSS popup with a size chart ("Maattabel") on a product with sizes. Without JavaScript
 * the trigger is a link to the popup, shown by `:target`, and its close link goes back up.
 */
import { html, type SafeHtml } from './html.ts';

const SIZES = [
  ['S', '92–96', '78–82'],
  ['M', '100–104', '86–90'],
  ['L', '108–112', '94–98'],
  ['XL', '116–120', '102–106'],
] as const;

export function sizeChart(): SafeHtml {
  return html`<p class="rh-size-chart"><a class="csspopuptrigger" data-popup="maattabel" href="#maattabel">Maattabel</a></p>
<div class="csspopup" id="maattabel"><div class="csspopupinner">
  <a class="cpopupclose" href="#" aria-label="Sluiten"><span aria-hidden="true">×</span></a>
  <h2>Maattabel</h2>
  <table class="size-chart"><caption class="screen-reader-text">Borst- en taillewijdte per maat, in centimeters</caption>
    <thead><tr><th scope="col">Maat</th><th scope="col">Borst (cm)</th><th scope="col">Taille (cm)</th></tr></thead>
    <tbody>${SIZES.map(([size, chest, waist]) => html`<tr><th scope="row">${size}</th><td>${chest}</td><td>${waist}</td></tr>`)}</tbody>
  </table>
  <p>Tussen twee maten? Kies de grotere: het Oxford overhemd valt getailleerd.</p>
</div></div>`;
}
