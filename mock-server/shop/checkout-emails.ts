/**
 * The addresses shoppers gave on the cart page before checkout: WooZone keeps them in its
 * `WooZone_clients_email` option and answers `email_exists` for one it already has. Bounded, so a
 * script posting addresses cannot fill the demo's memory: the oldest go first.
 */

export interface CheckoutEmails {
  /** Keeps `email`; tells whether it was new. */
  add(email: string): 'added' | 'known';
  clear(): void;
}

const KEPT = 1000;

export function createCheckoutEmails(): CheckoutEmails {
  const emails = new Set<string>();
  return {
    add(email) {
      if (emails.has(email)) return 'known';
      emails.add(email);
      if (emails.size > KEPT) emails.delete(emails.values().next().value as string);
      return 'added';
    },
    clear: () => emails.clear(),
  };
}
