/**
 * The store context analytics receives (docs/CONTRACTS.md#consent-and-analytics), read from the page
 * WordPress rendered: the visitor from the body classes (`logged-in`, and `store-admin` which the
 * theme adds for shop managers), the page type from WooCommerce's body classes and `is_cart`, the
 * breadcrumbs from WooCommerce's breadcrumb. Currency and time zone are the shop's (docs/CONTRACTS.md#timings).
 */

export interface StoreContext {
  event: 'store_context';
  store_currency: 'EUR';
  timezone: '+00:00';
  is_guest: boolean;
  store_admin: boolean;
  /** As WordPress's wp_is_mobile() decides it: phones and tablets are mobile. */
  device: 'mobile' | 'desktop';
  breadcrumbs: string[];
  isAccountPage: boolean;
  isCart: boolean;
}

/** The user-agent test of wp_is_mobile(). */
const MOBILE = /Mobile|Android|Silk\/|Kindle|BlackBerry|Opera Mini|Opera Mobi/;

export function storeContext(page: Document, options: { isCart: boolean; userAgent: string }): StoreContext {
  const body = page.body.classList;
  return {
    event: 'store_context',
    store_currency: 'EUR',
    timezone: '+00:00',
    is_guest: !body.contains('logged-in'),
    store_admin: body.contains('store-admin'),
    device: MOBILE.test(options.userAgent) ? 'mobile' : 'desktop',
    breadcrumbs: breadcrumbs(page.querySelector('.woocommerce-breadcrumb')),
    isAccountPage: body.contains('woocommerce-account'),
    isCart: options.isCart || body.contains('woocommerce-cart'),
  };
}

/** One separator at the edge of a text node (`\s` includes the `&nbsp;` WooCommerce puts around it). */
const EDGE_SEPARATOR = /^\s*[/>»›|]\s*|\s*[/>»›|]\s*$/g;
const SEPARATOR_ONLY = /^[\s/>»›|]*$/;

/**
 * WooCommerce separates crumbs with text (`&nbsp;/&nbsp;`, in the same text node as the last, unlinked
 * crumb) or, in themes, with marked-up separators. A separator is only a node of separators or one at
 * a text node's edge: a crumb's own text ("Shirt 1/2 mouw") is never split.
 */
function breadcrumbs(trail: Element | null): string[] {
  if (!trail) return [];
  const crumbs: string[] = [];
  for (const node of trail.childNodes) {
    const text = node.textContent ?? '';
    if (node instanceof Element) {
      if (node.getAttribute('aria-hidden') === 'true' || /\bsep/.test(node.className) || SEPARATOR_ONLY.test(text)) continue;
      crumbs.push(text);
    } else if (node.nodeType === Node.TEXT_NODE && !SEPARATOR_ONLY.test(text)) {
      crumbs.push(text.replace(EDGE_SEPARATOR, ''));
    }
  }
  return crumbs.map((crumb) => crumb.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
