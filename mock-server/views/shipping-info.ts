/**
 * A WordPress page, "Verzending en retour", and the product page's links to it that open its content
 * in the shared modal (docs/CONTRACTS.md#pages-and-links). Without JavaScript the links open the page; the
 * return link's fragment scrolls to its section there, and names the part the modal shows.
 */
import { html, type SafeHtml } from './html.ts';
import type { Page } from './page.ts';

export const SHIPPING_PAGE_PATH = '/verzending-en-retour/';

export function shippingLinks(): SafeHtml {
  return html`<p class="rh-shipping-info">Gratis verzending vanaf € 50 ·
  <a href="${SHIPPING_PAGE_PATH}" data-island="modal-content">Verzending en retour</a> ·
  <a href="${SHIPPING_PAGE_PATH}#retourneren" data-island="modal-content">Retourneren binnen 30 dagen</a></p>`;
}

export function shippingPage(): Page {
  return {
    title: 'Verzending en retour',
    bodyClass: 'page-template-default page',
    breadcrumb: [{ label: 'Verzending en retour' }],
    heading: 'Verzending en retour',
    content: html`<article class="page type-page"><div class="entry-content">
  <section id="verzenden">
    <h2>Verzenden</h2>
    <p>Op werkdagen vóór 22:00 besteld is de volgende werkdag in huis (Nederland en België).</p>
    <table class="shipping-costs"><caption class="screen-reader-text">Verzendkosten per bestelbedrag</caption>
      <thead><tr><th scope="col">Bestelbedrag</th><th scope="col">Verzendkosten</th></tr></thead>
      <tbody><tr><th scope="row">tot € 50</th><td>€ 4,95</td></tr><tr><th scope="row">vanaf € 50</th><td>gratis</td></tr></tbody>
    </table>
  </section>
  <section id="retourneren">
    <h2>Retourneren</h2>
    <p>Je hebt 30 dagen bedenktijd. Meld je retour aan via <a href="/my-account/">Mijn account</a> en stuur het artikel ongedragen en met labels terug; retourneren is gratis.</p>
    <p>We betalen het aankoopbedrag binnen 5 werkdagen na ontvangst terug.</p>
  </section>
</div></article>`,
  };
}
