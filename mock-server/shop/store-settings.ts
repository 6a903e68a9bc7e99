/**
 * Shop-wide switches QA (and the environment at start) can flip: WooCommerce's coming-soon mode, its
 * store notice, WooZone's "checkout e-mail mandatory" and WordPress's "users must be registered and
 * logged in to comment". Like the other QA switches they survive a shop reset.
 */
import { md5 } from './hash.ts';

export interface StoreSettings {
  /** WooCommerce's "Coming soon" site visibility: the store admin sees the coming-soon banner. */
  comingSoon: boolean;
  /** WooCommerce's store notice text ("Winkelmelding"), or null when switched off. */
  storeNotice: string | null;
  /** WooZone's `checkout_email_mandatory`: the cart page's e-mail must be valid before checkout. */
  checkoutEmailRequired: boolean;
  /**
   * WordPress's `comment_registration`: only signed-in users may review (a guest sees "Je moet
   * ingelogd zijn…" instead of the review form). Off by default: a guest reviews with name and e-mail.
   */
  reviewsUsersOnly: boolean;
}

export interface StoreSettingsBook {
  readonly current: Readonly<StoreSettings>;
  update(patch: Partial<StoreSettings>): Readonly<StoreSettings>;
}

const MAX_NOTICE_LENGTH = 300;

export function createStoreSettings(initial: Partial<StoreSettings> = {}): StoreSettingsBook {
  let current: StoreSettings = { comingSoon: false, storeNotice: null, checkoutEmailRequired: false, reviewsUsersOnly: false, ...initial };
  return {
    get current() {
      return current;
    },
    update(patch) {
      current = { ...current, ...patch };
      return current;
    },
  };
}

/** WooCommerce's notice id: the md5 of the notice text, so a changed notice shows again. */
export function storeNoticeId(text: string): string {
  return md5(text);
}

/** A QA patch, checked: `{comingSoon?, storeNotice?: string | null, checkoutEmailRequired?, reviewsUsersOnly?}` (the others true or false). */
export function readSettingsPatch(body: unknown): { patch: Partial<StoreSettings> } | { reason: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { reason: 'Stuur een JSON-object.' };
  const { comingSoon, storeNotice, checkoutEmailRequired, reviewsUsersOnly, ...rest } = body as Record<string, unknown>;
  const unknown = Object.keys(rest);
  if (unknown.length > 0) return { reason: `Onbekend veld: ${unknown[0]?.slice(0, 40)}.` };
  const patch: Partial<StoreSettings> = {};
  if (comingSoon !== undefined) {
    if (typeof comingSoon !== 'boolean') return { reason: 'comingSoon moet true of false zijn.' };
    patch.comingSoon = comingSoon;
  }
  if (checkoutEmailRequired !== undefined) {
    if (typeof checkoutEmailRequired !== 'boolean') return { reason: 'checkoutEmailRequired moet true of false zijn.' };
    patch.checkoutEmailRequired = checkoutEmailRequired;
  }
  if (reviewsUsersOnly !== undefined) {
    if (typeof reviewsUsersOnly !== 'boolean') return { reason: 'reviewsUsersOnly moet true of false zijn.' };
    patch.reviewsUsersOnly = reviewsUsersOnly;
  }
  if (storeNotice !== undefined) {
    if (storeNotice !== null && (typeof storeNotice !== 'string' || storeNotice.trim() === '' || storeNotice.length > MAX_NOTICE_LENGTH)) {
      return { reason: `storeNotice moet null zijn of een tekst van 1 tot ${MAX_NOTICE_LENGTH} tekens.` };
    }
    patch.storeNotice = storeNotice === null ? null : storeNotice.trim();
  }
  return { patch };
}
