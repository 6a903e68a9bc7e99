/** Pages that only say something: not found, an expired link. */
import { html } from './html.ts';
import type { Page } from './page.ts';

export function notFoundPage(): Page {
  return {
    status: 404,
    title: 'Pagina niet gevonden',
    bodyClass: 'error404',
    heading: 'Oeps! Deze pagina is niet gevonden.',
    content: html`<p>Op deze locatie is niets gevonden. Probeer te zoeken of ga <a href="/shop/">terug naar de winkel</a>.</p>`,
  };
}

/** wp_nonce_ays(): the answer to a form or link whose nonce is missing or no longer valid. */
export function expiredLinkPage(): Page {
  return {
    status: 403,
    title: 'Link verlopen',
    bodyClass: 'wp-die-message',
    heading: 'De link die je gevolgd hebt is verlopen.',
    content: html`<p>Ga terug, vernieuw de pagina en probeer het opnieuw. <a href="/cart/">Naar de winkelwagen</a></p>`,
  };
}
