/** The page skeleton every demo page shares (docs/MARKUP.md): head with globals and bundle, header, notices, content, cart panel. */
import type { Notice } from '../shop/sessions.ts';
import { breadcrumb } from './breadcrumb.ts';
import { siteHeader, splashSearch, type HeaderInput } from './header.ts';
import { html, type SafeHtml } from './html.ts';
import { cartPanel } from './cart-panel.ts';
import { notices } from './notices.ts';
import type { Page } from './page.ts';

export const THEME_CSS = '/wp-content/themes/rehub/theme.css';


/** What every page shows about the visitor and the site. */
export interface PageChrome extends HeaderInput {
  storeAdmin: boolean;
  /** The globals' scripts and the bundle's tags, in that order. */
  scripts: SafeHtml;
  /** One-time notices from the session (shown before the page's own). */
  flash: Notice[];
  /** WordPress's wp_body_open: bars above the header (consent bar, store notice). */
  wpBodyOpen?: SafeHtml;
  /** Extra lines inside the site footer (contact details, cookie settings). */
  footerContent?: SafeHtml;
  /** WordPress's wp_footer: markup before </body> (coming-soon banner, consent-held scripts). */
  wpFooter?: SafeHtml;
}

export function layout(page: Page, chrome: PageChrome): SafeHtml {
  const bodyClass = [
    page.bodyClass,
    'woocommerce woocommerce-page',
    chrome.signedIn ? 'logged-in' : '',
    chrome.storeAdmin ? 'store-admin' : '',
  ].filter(Boolean).join(' ');
  return html`<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${page.title} – Modehuis Klederdracht</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${THEME_CSS}">
<noscript><style>.woocommerce-product-gallery{ opacity: 1 !important; }</style></noscript>
<style id="shop-islands-gallery">.woocommerce-product-gallery{opacity:1!important}</style>
<noscript><style>.rh-custom-quantity .minus-quantity, .rh-custom-quantity .plus-quantity, .r_show_hide, .heart_thumb_wrap > .cell_wishlist { display: none; } .open_dls_onclk { display: block; }</style></noscript>
${chrome.scripts}</head>
<body class="${bodyClass}">
<a class="skip-link screen-reader-text" href="#main">Naar de inhoud</a>
${chrome.wpBodyOpen ?? ''}
${siteHeader(chrome)}
<main id="main" class="rh-container site-main">
  ${breadcrumb(page.breadcrumb ?? [])}
  ${notices([...chrome.flash, ...(page.notices ?? [])])}
  ${page.heading ? html`<h1 class="page-title">${page.heading}</h1>` : ''}
  ${page.content}
</main>
${cartPanel()}
${splashSearch(chrome.search)}
<div id="slide-menu-mobile"></div>
<a id="topcontrol" href="#main_header" aria-label="Naar boven"><span aria-hidden="true">↑</span></a>
<footer class="site-footer"><div class="rh-container">© Modehuis Klederdracht · Prijzen in EUR, inclusief btw${chrome.footerContent ?? ''}</div></footer>
${chrome.wpFooter ?? ''}
</body>
</html>
`;
}
