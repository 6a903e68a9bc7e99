/**
 * One descriptor per server call, shared by the bundle's transport (src/http/ajax.ts) and the mock
 * server's action tables, so a renamed field or action fails to compile on both sides. A descriptor
 * says where the call goes, how, what it sends (`Fields`), what the server puts on the wire (`Wire`)
 * and how the bundle reads the body into its answer (`Answer`).
 */

/**
 * WooCommerce's `/?wc-ajax={endpoint}`, WordPress's `{ajax_url}` with `action` (and a plugin's
 * `sub_action`), or rehub-framework's own `includes/rehub_ajax.php` with `action` in the query: a
 * script beside admin-ajax whose address only the page's `wishcached.rh_ajax_url` gives.
 */
export type CallRoute =
  | { readonly via: 'wc-ajax'; readonly endpoint: string }
  | { readonly via: 'admin-ajax'; readonly action: string; readonly subAction?: string }
  // Never a sub-action: said so that a route with an action can be read as one.
  | { readonly via: 'rehub-framework'; readonly action: string; readonly subAction?: never };

/** Form fields as jQuery.ajax sends them: strings and numbers, undefined ones left out. */
export type FieldValue = string | number | undefined;

export interface CallContract<Fields extends object, Answer, Wire = string> {
  readonly route: CallRoute;
  /** The theme's cart-quantity and wishlist-refresh calls are GETs; state changes are POSTs. */
  readonly method: 'GET' | 'POST';
  /**
   * What the server answers: JSON (`wp_send_json`, or the theme's own `application/json` header),
   * JSON the theme or plugin echoes or `die()`s itself, which admin-ajax sends as `text/html`
   * (`json-as-html`), or a bare text or HTML body. The bundle reads all alike; the mock server answers
   * with the real one's content type.
   */
  readonly wire: 'json' | 'json-as-html' | 'text';
  /**
   * Reads a 2xx body into the answer; null when the body is not this call's answer (WordPress's `0`
   * and `-1`, an HTML error page, a truncated JSON body). `fields` is what was sent.
   */
  readonly read: (body: string, fields: Fields) => Answer | null;
  /** Type-only: never set; carries `Fields` and `Wire` to the mock server's handlers. */
  readonly types?: { readonly fields: Fields; readonly wire: Wire };
}

export function defineCall<Fields extends object, Answer, Wire = string>(contract: CallContract<Fields, Answer, Wire>): CallContract<Fields, Answer, Wire> {
  return contract;
}
