import { PRODUCT_QUICK_VIEW } from '../contracts/theme-cart.ts';
import { adminAjaxText } from '../http/admin-ajax.ts';

/** The product quick view: the product's add-to-cart form as server HTML, for the shared modal. */

export type QuickViewResult = { ok: true; html: string } | { ok: false };

export async function loadQuickView(productId: string): Promise<QuickViewResult> {
  const outcome = await adminAjaxText('GET', PRODUCT_QUICK_VIEW, { product_id: productId });
  if (!outcome.ok) return { ok: false };
  const html = outcome.value.trim();
  // WordPress answers `0` for an unknown action and `-1` for a refused nonce: neither is a quick view.
  if (html === '' || html === '0' || html === '-1') return { ok: false };
  return { ok: true, html };
}
