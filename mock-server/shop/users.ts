/**
 * The demo accounts and their logins, as WordPress keeps them: a login token per sign-in and the
 * `wordpress_logged_in_{COOKIEHASH}` cookie `{login}|{expiration}|{token}|{hmac}`.
 */
import { hmac, randomHex, sameSecret } from './hash.ts';

export interface ShopUser {
  id: number;
  login: string;
  email: string;
  displayName: string;
  role: 'customer' | 'administrator';
  /** User meta written through the REST API, e.g. woocommerce_meta.coming_soon_banner_dismissed. */
  meta: Record<string, string>;
}

const DEMO_ACCOUNTS = [
  { id: 1, login: 'beheer', password: 'beheer', email: 'beheer@modehuis-klederdracht.example', displayName: 'Beheer', role: 'administrator' },
  { id: 2, login: 'klant', password: 'klant', email: 'klant@modehuis-klederdracht.example', displayName: 'Klant', role: 'customer' },
] as const;

/** WordPress keeps a login for two days unless "remember me" is ticked. */
const LOGIN_LIFETIME = 2 * 24 * 3600;
const MAX_TOKENS_PER_USER = 50;

export function authCookieName(cookieHash: string): string {
  return `wordpress_logged_in_${cookieHash}`;
}

export type SignInResult = { user: ShopUser } | { error: string };

export interface SignedIn {
  user: ShopUser;
  token: string;
}

export interface UserDirectory {
  byId(id: number): ShopUser | undefined;
  /** Checks the credentials; errors are WordPress's Dutch messages. */
  authenticate(username: string, password: string): SignInResult;
  /** A new login token and the cookie value that carries it. */
  signIn(user: ShopUser): { token: string; cookieValue: string; expiration: number };
  fromAuthCookie(value: string | undefined): SignedIn | undefined;
  signOut(token: string): void;
  /** wp_create_user() for a new customer; errors are WordPress's Dutch messages (taken name or address, bad input). */
  register(login: string, email: string, password: string): SignInResult;
  /** retrieve_password(): a reset key for the account with this name or address, valid for a day. */
  startPasswordReset(loginOrEmail: string): { user: ShopUser; key: string } | { error: string };
  /** check_password_reset_key(): the account the key was made for, if it is still valid. */
  resetKeyUser(login: string, key: string): ShopUser | undefined;
  /** reset_password(): a new password; the key is used up and every login of the account ends. */
  resetPassword(login: string, key: string, password: string): { user: ShopUser } | { error: string };
  reset(): void;
}

/** WordPress's rule for a user name (sanitize_user, strict), and WooCommerce's length limit. */
const LOGIN_PATTERN = /^[a-z0-9 _.\-@]{3,60}$/i;
/** WordPress's is_email(), in short. */
const EMAIL_PATTERN = /^[^\s@<>"']{1,64}@[a-z0-9-]+(\.[a-z0-9-]+)+$/i;
/** The theme's popup and WooCommerce's forms ask for at least 6 characters. */
export const MIN_PASSWORD_LENGTH = 6;
const RESET_KEY_SECONDS = 24 * 3600;

/** A login rate limit, as security plugins add to WordPress: this many wrong passwords in the window lock the account for the rest of it. */
const MAX_FAILED_LOGINS = 5;
const LOCKOUT_SECONDS = 15 * 60;

export function createUserDirectory(options: { nowSeconds: () => number; secret: string }): UserDirectory {
  let accounts = freshAccounts();
  const resetKeys = new Map<number, { key: string; expiration: number }>();
  const find = (loginOrEmail: string) => {
    const wanted = loginOrEmail.trim().toLowerCase();
    return [...accounts.values()].find(({ user }) => (wanted.includes('@') ? user.email : user.login) === wanted);
  };
  const tokens = new Map<string, { userId: number; expiration: number }>();
  /** Failed password attempts per account (Unix seconds), for the login rate limit. */
  const failures = new Map<number, number[]>();
  const sign = (login: string, expiration: number, token: string) =>
    hmac('sha256', options.secret, `${login}|${expiration}|${token}`);

  function authenticate(username: string, password: string): SignInResult {
    if (!username) return { error: 'Fout: gebruikersnaam is vereist.' };
    const account = find(username);
    if (!account) {
      return {
        error: username.includes('@')
          ? 'Onbekend e-mailadres. Controleer het nog eens of probeer je gebruikersnaam.'
          : 'Onbekende gebruikersnaam. Controleer het nog eens of probeer je e-mailadres.',
      };
    }
    if (!password) return { error: 'Fout: het wachtwoordveld is leeg.' };
    const { user } = account;
    const now = options.nowSeconds();
    const recent = (failures.get(user.id) ?? []).filter((at) => at > now - LOCKOUT_SECONDS);
    if (recent.length >= MAX_FAILED_LOGINS) {
      return { error: `Te veel mislukte inlogpogingen voor ${user.login}. Probeer het over ${LOCKOUT_SECONDS / 60} minuten opnieuw.` };
    }
    if (!sameSecret(password, account.password)) {
      failures.set(user.id, [...recent, now]);
      return { error: `Fout: het wachtwoord dat je hebt ingevoerd voor de gebruikersnaam ${user.login} is onjuist.` };
    }
    failures.delete(user.id);
    return { user };
  }

  function register(login: string, email: string, password: string): SignInResult {
    const name = login.trim();
    const address = email.trim().toLowerCase();
    if (!LOGIN_PATTERN.test(name)) return { error: 'Deze gebruikersnaam is ongeldig: gebruik 3 tot 60 letters, cijfers of de tekens _ . - @.' };
    if (!EMAIL_PATTERN.test(address)) return { error: 'Vul een geldig e-mailadres in.' };
    if (password.length < MIN_PASSWORD_LENGTH) return { error: `Je wachtwoord moet minstens ${MIN_PASSWORD_LENGTH} tekens hebben.` };
    if (find(name)) return { error: 'Er is al een account met deze gebruikersnaam. Kies een andere.' };
    if (find(address)) return { error: 'Er is al een account met dit e-mailadres. Log in of vraag een nieuw wachtwoord aan.' };
    const id = Math.max(...accounts.keys()) + 1;
    const user: ShopUser = { id, login: name.toLowerCase(), email: address, displayName: name, role: 'customer', meta: {} };
    accounts.set(id, { user, password });
    return { user };
  }

  function startPasswordReset(loginOrEmail: string) {
    const account = find(loginOrEmail);
    if (!account) return { error: 'Ongeldige gebruikersnaam of e-mailadres.' };
    const key = randomHex(20);
    resetKeys.set(account.user.id, { key, expiration: options.nowSeconds() + RESET_KEY_SECONDS });
    return { user: account.user, key };
  }

  function resetKeyUser(login: string, key: string): ShopUser | undefined {
    const account = find(login);
    const stored = account && resetKeys.get(account.user.id);
    return stored && stored.expiration > options.nowSeconds() && sameSecret(key, stored.key) ? account.user : undefined;
  }

  function resetPassword(login: string, key: string, password: string) {
    const user = resetKeyUser(login, key);
    if (!user) return { error: 'Deze link om je wachtwoord opnieuw in te stellen is ongeldig of verlopen. Vraag een nieuwe aan.' };
    if (password.length < MIN_PASSWORD_LENGTH) return { error: `Je wachtwoord moet minstens ${MIN_PASSWORD_LENGTH} tekens hebben.` };
    accounts.set(user.id, { user, password });
    resetKeys.delete(user.id);
    failures.delete(user.id);
    for (const [token, stored] of tokens) if (stored.userId === user.id) tokens.delete(token);
    return { user };
  }

  function signIn(user: ShopUser) {
    const token = randomHex(20);
    const expiration = options.nowSeconds() + LOGIN_LIFETIME;
    const own = [...tokens].filter(([, login]) => login.userId === user.id);
    if (own.length >= MAX_TOKENS_PER_USER) tokens.delete(own[0]![0]);
    tokens.set(token, { userId: user.id, expiration });
    return { token, expiration, cookieValue: [user.login, expiration, token, sign(user.login, expiration, token)].join('|') };
  }

  function fromAuthCookie(value: string | undefined): SignedIn | undefined {
    const [login = '', expiration = '', token = '', signature = ''] = (value ?? '').split('|');
    if (!/^\d{1,12}$/.test(expiration) || !sameSecret(signature, sign(login, Number(expiration), token))) return undefined;
    const stored = tokens.get(token);
    if (!stored || stored.expiration <= options.nowSeconds()) return undefined;
    const user = accounts.get(stored.userId)?.user;
    return user && user.login === login ? { user, token } : undefined;
  }

  return {
    byId: (id) => accounts.get(id)?.user,
    authenticate,
    register,
    startPasswordReset,
    resetKeyUser,
    resetPassword,
    signIn,
    fromAuthCookie,
    signOut: (token) => void tokens.delete(token),
    reset() {
      accounts = freshAccounts();
      tokens.clear();
      failures.clear();
      resetKeys.clear();
    },
  };
}

interface Account {
  user: ShopUser;
  password: string;
}

function freshAccounts(): Map<number, Account> {
  return new Map(DEMO_ACCOUNTS.map(({ password, ...account }) => [account.id, { user: { ...account, meta: {} }, password }]));
}
