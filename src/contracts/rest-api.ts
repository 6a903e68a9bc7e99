/**
 * The WordPress REST API pieces this bundle and the demo shop share: the `wpApiSettings` global,
 * the coming-soon banner's user-meta update, the Store API product collection used for paging, and
 * the media routes with their post-processing step (docs/CONTRACTS.md#rest-api).
 */
import { defineCall } from './call.ts';

/** WordPress prints this for the `wp-api-request` script handle. */
export interface WpApiSettings {
  /** `{host}/wp-json/` (or `{host}/?rest_route=/` without pretty permalinks). */
  root: string;
  /** A `wp_rest` nonce for cookie authentication. */
  nonce: string;
  versionString: string;
}

/** `POST /wp/v2/users/{id}`: the body of the coming-soon banner's dismissal. */
export interface ComingSoonDismissal {
  woocommerce_meta: { coming_soon_banner_dismissed: 'yes' };
}

/** The Store API's product collection, paged with `Link` headers; WordPress caps per_page at 100. */
export const STORE_PRODUCTS_PATH = 'wc/store/v1/products';
export const REST_MAX_PER_PAGE = 100;

export interface StoreProduct {
  id: number;
  name: string;
  slug: string;
  permalink: string;
  sku: string;
  prices: { price: string; currency_code: 'EUR'; currency_minor_unit: 2 };
}

/** The header WordPress sends with a 5xx when an upload was stored but its image sizes were not made. */
export const UPLOAD_ATTACHMENT_HEADER = 'x-wp-upload-attachment-id';
export const MEDIA_PATH = 'wp/v2/media';
export const POST_PROCESS_ACTION = 'create-image-subsizes';
/** api-fetch tries the post-processing at most this many times before deleting the upload. */
export const MAX_POST_PROCESS_ATTEMPTS = 5;

export interface MediaAttachment {
  id: number;
  title: { rendered: string };
  media_type: 'image';
  mime_type: string;
  source_url: string;
  media_details: { sizes: Record<string, { source_url: string }> };
}

/** WordPress answers a fresh nonce as plain text; `0`, `-1` or an HTML page mean it gave none. */
const NONCE = /^[A-Za-z0-9_-]{4,64}$/;

/** GET `{ajax_url}?action=rest-nonce` (wp_ajax_rest_nonce, signed-in users only): a fresh `wp_rest` nonce. */
export const REST_NONCE = defineCall<Record<never, never>, string>({
  route: { via: 'admin-ajax', action: 'rest-nonce' },
  method: 'GET',
  wire: 'text',
  read: (body) => {
    const nonce = body.trim();
    return NONCE.test(nonce) ? nonce : null;
  },
});
