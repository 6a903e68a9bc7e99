/** WordPress's password-reset mail and the link in it (WooCommerce's `/my-account/lost-password/?key=…&login=…`). */
import type { Mail } from './mailbox.ts';
import type { ShopUser } from './users.ts';

export const LOST_PASSWORD_PATH = '/my-account/lost-password/';

export function passwordResetLink(origin: string, login: string, key: string): string {
  const url = new URL(LOST_PASSWORD_PATH, origin);
  url.searchParams.set('key', key);
  url.searchParams.set('login', login);
  return url.href;
}

export function passwordResetMail(origin: string, user: ShopUser, key: string): Omit<Mail, 'sentAt'> {
  const link = passwordResetLink(origin, user.login, key);
  return {
    to: user.email,
    subject: '[Modehuis Klederdracht] Nieuw wachtwoord instellen',
    body: `Hallo ${user.displayName},\n\nIemand heeft een nieuw wachtwoord aangevraagd voor je account ${user.login}. Was jij dat niet, dan kun je deze e-mail negeren.\n\nStel een nieuw wachtwoord in: ${link}\n`,
    link,
  };
}
