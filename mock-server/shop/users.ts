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
  reset(): void;
}

/** A login rate limit, as security plugins add to WordPress: this many wrong passwords in the window lock the account for the rest of it. */
const MAX_FAILED_LOGINS = 5;
const LOCKOUT_SECONDS = 15 * 60;

export function createUserDirectory(options: { nowSeconds: () => number; secret: string }): UserDirectory {
  let users = freshUsers();
  const tokens = new Map<string, { userId: number; expiration: number }>();
  /** Failed password attempts per account (Unix seconds), for the login rate limit. */
  const failures = new Map<number, number[]>();
  const sign = (login: string, expiration: number, token: string) =>
    hmac('sha256', options.secret, `${login}|${expiration}|${token}`);

  function authenticate(username: string, password: string): SignInResult {
    if (!username) return { error: 'Fout: gebruikersnaam is vereist.' };
    const byEmail = username.includes('@');
    const account = DEMO_ACCOUNTS.find((known) => (byEmail ? known.email : known.login) === username.toLowerCase());
    if (!account) {
      return {
        error: byEmail
          ? 'Onbekend e-mailadres. Controleer het nog eens of probeer je gebruikersnaam.'
          : 'Onbekende gebruikersnaam. Controleer het nog eens of probeer je e-mailadres.',
      };
    }
    if (!password) return { error: 'Fout: het wachtwoordveld is leeg.' };
    const now = options.nowSeconds();
    const recent = (failures.get(account.id) ?? []).filter((at) => at > now - LOCKOUT_SECONDS);
    if (recent.length >= MAX_FAILED_LOGINS) {
      return { error: `Te veel mislukte inlogpogingen voor ${account.login}. Probeer het over ${LOCKOUT_SECONDS / 60} minuten opnieuw.` };
    }
    if (!sameSecret(password, account.password)) {
      failures.set(account.id, [...recent, now]);
      return { error: `Fout: het wachtwoord dat je hebt ingevoerd voor de gebruikersnaam ${account.login} is onjuist.` };
    }
    failures.delete(account.id);
    return { user: users.get(account.id)! };
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
    const user = users.get(stored.userId);
    return user && user.login === login ? { user, token } : undefined;
  }

  return {
    byId: (id) => users.get(id),
    authenticate,
    signIn,
    fromAuthCookie,
    signOut: (token) => void tokens.delete(token),
    reset() {
      users = freshUsers();
      tokens.clear();
      failures.clear();
    },
  };
}

function freshUsers(): Map<number, ShopUser> {
  return new Map(
    DEMO_ACCOUNTS.map(({ password: _password, ...account }) => [account.id, { ...account, meta: {} }]),
  );
}
