import { landingQuery } from './landing-query.ts';
import { pack, SBJS, unpack, type CookieJar, type Entries } from './sbjs-cookies.ts';
import { classify, NONE, type Touch } from './traffic-source.ts';

/**
 * Counts one page view the way sourcebuster's init does: a new touch (see traffic-source.ts) rewrites
 * the current touch and its entry data (time, entry URL, referrer) and sets the first touch if there
 * was none; the visit count rises when no session was running; the session counts its pages and
 * lives `sessionMinutes` from the last page view. Everything else lives `lifetime` (0 = browser session).
 */

export interface TrackerSettings {
  /** Cookie lifetime in minutes; 0 gives session cookies. */
  lifetimeMinutes: number;
  sessionMinutes: number;
}

export interface PageView {
  href: string;
  search: string;
  referrer: string;
  hostname: string;
  userAgent: string;
  now: Date;
}

/** sourcebuster's one migration, marked done on a new visitor so it never runs. */
const MIGRATIONS_DONE = '1418474375998=1';

const MINUTES_PER_MONTH = 30 * 24 * 60;

/**
 * `wc_order_attribution.params` -> settings, as sourcebuster reads its options: the lifetime is in
 * months (missing or 0 gives 6, and 0.00001 months rounds down to 0 minutes: session cookies), the
 * session in whole minutes (missing or 0 gives 30).
 */
export function trackerSettings(lifetimeMonths: number, sessionMinutes: number): TrackerSettings {
  const months = Number.isFinite(lifetimeMonths) && lifetimeMonths !== 0 ? lifetimeMonths : 6;
  const session = Math.trunc(sessionMinutes);
  return { lifetimeMinutes: Math.max(0, Math.trunc(months * MINUTES_PER_MONTH)), sessionMinutes: session > 0 ? session : 30 };
}

export function trackPageView(jar: CookieJar, settings: TrackerSettings, view: PageView): void {
  const { lifetimeMinutes } = settings;
  const had = {
    session: jar.get(SBJS.session) !== null,
    first: jar.get(SBJS.first) !== null,
    current: jar.get(SBJS.current) !== null,
  };
  if (!had.first && jar.get(SBJS.migrations) === null) jar.set(SBJS.migrations, MIGRATIONS_DONE, lifetimeMinutes);

  const touch = classify({
    query: landingQuery(view.search),
    referrer: view.referrer,
    hostname: view.hostname,
    hasSession: had.session,
    hasFirstOrCurrent: had.first || had.current,
  });
  if (touch) {
    const entry = pack([['fd', utcTimestamp(view.now)], ['ep', view.href], ['rf', view.referrer || NONE]]);
    jar.set(SBJS.current_add, entry, lifetimeMinutes);
    if (jar.get(SBJS.first_add) === null) jar.set(SBJS.first_add, entry, lifetimeMinutes);
  }
  // Without a new touch the current one stays; should only the first have survived, it takes over.
  const current = touch ? pack(touchEntries(touch)) : (jar.get(SBJS.current) ?? jar.get(SBJS.first) ?? '');
  jar.set(SBJS.current, current, lifetimeMinutes);
  if (!had.first) jar.set(SBJS.first, current, lifetimeMinutes);

  const visits = counter(jar, SBJS.udata, 'vst');
  const visitCount = visits === null ? 1 : had.session ? visits : visits + 1;
  jar.set(SBJS.udata, pack([['vst', String(visitCount)], ['uip', NONE], ['uag', view.userAgent]]), lifetimeMinutes);

  const pages = had.session ? (counter(jar, SBJS.session, 'pgs') ?? 1) + 1 : 1;
  jar.set(SBJS.session, pack([['pgs', String(pages)], ['cpg', view.href]]), settings.sessionMinutes);
}

function touchEntries(touch: Touch): Entries {
  return [
    ['typ', touch.typ], ['src', touch.src], ['mdm', touch.mdm], ['cmp', touch.cmp], ['cnt', touch.cnt],
    ['trm', touch.trm], ['id', touch.id], ['plt', touch.plt], ['fmt', touch.fmt], ['tct', touch.tct],
  ];
}

/** A count kept in a cookie; null without the cookie, 1 for an unreadable count (as parseInt || 1). */
function counter(jar: CookieJar, name: string, key: string): number | null {
  const packed = jar.get(name);
  if (packed === null) return null;
  const count = Number.parseInt(unpack(packed)[key] ?? '', 10);
  return Number.isFinite(count) && count > 0 ? count : 1;
}

/** `YYYY-MM-DD HH:MM:SS` in UTC (WooCommerce asks sourcebuster for timezone offset 0). */
export function utcTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}
