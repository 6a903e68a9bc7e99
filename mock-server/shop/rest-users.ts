/** `/wp/v2/users/me`: who is signed in, and the user meta WooCommerce writes (coming-soon banner dismissal). */
import { restError } from './rest-answers.ts';
import { jsonAnswer, type ShopAnswer } from './shop-request.ts';
import type { ShopUser } from './users.ts';
import type { Visit } from './visit.ts';

const META_KEY = /^[a-z][a-z_]{0,63}$/;
const MAX_META_VALUE = 200;
const MAX_META_ENTRIES = 50;

function notLoggedIn(): ShopAnswer {
  return restError('rest_not_logged_in', 'Je bent momenteel niet ingelogd.', 401);
}

function userJson(user: ShopUser, origin: string) {
  return {
    id: user.id,
    name: user.displayName,
    url: '',
    description: '',
    link: `${origin}/author/${user.login}/`,
    slug: user.login,
    avatar_urls: {},
    meta: [],
    woocommerce_meta: user.meta,
  };
}

export function restUserAnswer(visit: Visit): ShopAnswer {
  return visit.user ? jsonAnswer(userJson(visit.user, visit.origin)) : notLoggedIn();
}

/** Only the signed-in user may edit, and only `woocommerce_meta` with short string values. */
export function updateUserAnswer(visit: Visit, which: string, body: unknown): ShopAnswer {
  const user = visit.user;
  if (!user) return notLoggedIn();
  if (which !== 'me' && Number(which) !== user.id) {
    return restError('rest_cannot_edit', 'Sorry, je hebt geen toestemming om deze gebruiker te bewerken.', 403);
  }
  const meta = readMeta(body);
  if (!meta) return restError('rest_invalid_param', 'Ongeldige parameter: woocommerce_meta.', 400);
  if (Object.keys({ ...user.meta, ...meta }).length > MAX_META_ENTRIES) {
    return restError('rest_invalid_param', 'Te veel woocommerce_meta-velden.', 400);
  }
  Object.assign(user.meta, meta);
  return jsonAnswer(userJson(user, visit.origin));
}

function readMeta(body: unknown): Record<string, string> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const meta: unknown = (body as { woocommerce_meta?: unknown }).woocommerce_meta ?? {};
  if (typeof meta !== 'object' || meta === null || Array.isArray(meta)) return undefined;
  const entries = Object.entries(meta);
  const valid = entries.every(
    ([key, value]) => META_KEY.test(key) && typeof value === 'string' && value.length <= MAX_META_VALUE,
  );
  return valid ? (Object.fromEntries(entries) as Record<string, string>) : undefined;
}
