/** The parts of a shop that handlers and routes work with; createShop() assembles them. */
import type { CatalogueIndex } from './catalogue.ts';
import type { Mailbox } from './mailbox.ts';
import type { MediaLibrary } from './media.ts';
import type { Nonces } from './nonces.ts';
import type { OrderBook } from './orders.ts';
import type { StoreSettingsBook } from './store-settings.ts';
import type { UserDirectory } from './users.ts';
import type { Visit, Visits } from './visit.ts';
import type { Wishlists } from './wishlists.ts';
import type { CompareLists } from './compare-lists.ts';
import { SEARCH_NONCE } from '../../src/contracts/search.ts';
import { CHECKOUT_EMAIL_NONCE } from '../../src/contracts/woozone.ts';
import type { CheckoutEmails } from './checkout-emails.ts';
import type { ReviewBook } from './reviews.ts';

export interface ShopCore {
  readonly catalogue: CatalogueIndex;
  readonly visits: Visits;
  readonly users: UserDirectory;
  readonly orders: OrderBook;
  readonly nonces: Nonces;
  readonly wishlists: Wishlists;
  readonly compare: CompareLists;
  /** Coming-soon mode and the store notice (QA switches). */
  readonly settings: StoreSettingsBook;
  /** Attachments uploaded through /wp/v2/media. */
  readonly media: MediaLibrary;
  /** Mail the shop sent (password resets). */
  readonly mail: Mailbox;
  /** E-mail addresses given on the cart page before checkout (WooZone's `WooZone_clients_email` option). */
  readonly checkoutEmails: CheckoutEmails;
  /** Product reviews awaiting approval. */
  readonly reviews: ReviewBook;
  /** Unix seconds from the shop's clock. */
  nowSeconds(): number;
  /** wp_create_nonce() for this visitor. */
  nonceFor(visit: Visit, action: string): string;
  /** wp_verify_nonce() for this visitor, as a yes/no. */
  nonceIsValid(visit: Visit, nonce: string | null | undefined, action: string): boolean;
}

/** Nonce actions, spelled as WooCommerce, WordPress and the Rehub theme spell them. */
export const NONCE_ACTIONS = {
  cart: 'woocommerce-cart',
  checkout: 'woocommerce-process_checkout',
  login: 'woocommerce-login',
  register: 'woocommerce-register',
  lostPassword: 'lost_password',
  resetPassword: 'reset_password',
  logout: 'customer-logout',
  rest: 'wp_rest',
  /** `rhscriptvars.nonce` (rehub-theme/functions.php). */
  theme: 'ajaxed-nonce',
  wishlist: 'wishnonce',
  search: SEARCH_NONCE,
  filter: 'filter-nonce',
  compare: 'compare-nonce',
  woozone: 'woozone-nonce',
  checkoutEmail: CHECKOUT_EMAIL_NONCE,
  /** The demo consent bar's form (a stand-in consent plugin). */
  consent: 'wp-consent',
} as const;
