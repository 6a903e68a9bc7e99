/** The order-received page's "Herkomst" section: WooCommerce's origin label and the recorded fields. */
import type { OrderAttributionField } from '../../src/contracts/order-attribution.ts';
import { originLabel } from '../shop/attribution.ts';
import { html, type SafeHtml } from './html.ts';

const LABELS: Record<OrderAttributionField, string> = {
  source_type: 'Type bron',
  referrer: 'Verwijzende pagina',
  utm_campaign: 'UTM-campagne',
  utm_source: 'UTM-bron',
  utm_medium: 'UTM-medium',
  utm_content: 'UTM-inhoud',
  utm_id: 'UTM-id',
  utm_term: 'UTM-zoekterm',
  utm_source_platform: 'Bronplatform',
  utm_creative_format: 'Creatief formaat',
  utm_marketing_tactic: 'Marketingtactiek',
  session_entry: 'Eerste pagina van de sessie',
  session_start_time: 'Begin van de sessie (UTC)',
  session_pages: 'Pagina’s in de sessie',
  session_count: 'Aantal bezoeken',
  user_agent: 'Browser (user agent)',
};

export function orderAttributionSummary(attribution: Readonly<Record<string, string>>): SafeHtml {
  const recorded = (Object.keys(LABELS) as OrderAttributionField[]).filter((field) => attribution[field]);
  return html`<section class="woocommerce-order-attribution">
    <h2>Herkomst van je bestelling</h2>
    <p class="order-attribution-origin">${originLabel(attribution)}</p>${
      recorded.length > 0
        ? html`
    <dl class="order-attribution-fields">${recorded.map((field) => html`
      <div><dt>${LABELS[field]}</dt><dd>${attribution[field]}</dd></div>`)}
    </dl>`
        : ''
    }
  </section>`;
}
