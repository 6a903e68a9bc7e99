import type { SourceType } from '../../src/contracts/order-attribution.ts';
import { landingQuery, type LandingQuery } from './landing-query.ts';

/**
 * Where a visit came from, by sourcebuster's rules (the tracker WooCommerce ships):
 * - utm: any utm_* parameter or a Google/Yandex click id in the landing URL;
 * - organic: a search engine's referrer (Google; Yandex, Bing, Yahoo… with their query parameter);
 * - referral: another site's referrer, when no session is running;
 * - typein: neither, on a first visit: source `(direct)`, medium `(none)`.
 * Otherwise (a visit within the session, or a returning direct visitor) the current touch stays.
 * A referrer on this site or one of its subdomains is internal navigation, never a new touch.
 */

export const NONE = '(none)';

/** One touch as the `sbjs_current` cookie keeps it (sourcebuster's short keys). */
export interface Touch {
  typ: SourceType;
  src: string;
  mdm: string;
  cmp: string;
  cnt: string;
  trm: string;
  id: string;
  plt: string;
  fmt: string;
  tct: string;
}

export interface Arrival {
  query: LandingQuery;
  /** document.referrer ('' when none). */
  referrer: string;
  /** This site's host name. */
  hostname: string;
  /** Which of the tracker's cookies the visitor already has. */
  hasSession: boolean;
  hasFirstOrCurrent: boolean;
}

const CAMPAIGN_KEYS = [
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id',
  'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'gclid', 'yclid',
];

/** sourcebuster's built-in lists (docs/CONTRACTS.md#order-attribution). */
const SEARCH_ENGINES = [
  { host: 'bing.com', param: 'q', display: 'bing' },
  { host: 'yahoo.com', param: 'p', display: 'yahoo' },
  { host: 'about.com', param: 'q', display: 'about' },
  { host: 'aol.com', param: 'q', display: 'aol' },
  { host: 'ask.com', param: 'q', display: 'ask' },
  { host: 'globososo.com', param: 'q', display: 'globo' },
  { host: 'go.mail.ru', param: 'q', display: 'go.mail.ru' },
  { host: 'rambler.ru', param: 'query', display: 'rambler' },
  { host: 'tut.by', param: 'query', display: 'tut.by' },
];
const KNOWN_REFERRERS = [
  { host: 't.co', display: 'twitter.com' },
  { host: 'plus.url.google.com', display: 'plus.google.com' },
];

const GOOGLE = /^(?:www\.)?google\..{2,9}$/;
const YANDEX = /^(?:.*\.)?yandex\..{2,9}$/;

/** The new touch, or null when the current one stays. */
export function classify(arrival: Arrival): Touch | null {
  const referrer = parseReferrer(arrival.referrer, arrival.hostname);
  if (CAMPAIGN_KEYS.some((key) => arrival.query.has(key))) return campaignTouch(arrival.query, referrer);
  const engine = referrer && searchEngine(referrer);
  if (engine) return { ...emptyTouch('organic'), src: engine, mdm: 'organic' };
  if (referrer && !arrival.hasSession) return referralTouch(referrer);
  if (!arrival.hasFirstOrCurrent) return { ...emptyTouch('typein'), src: '(direct)', mdm: NONE };
  return null;
}

function emptyTouch(typ: SourceType): Touch {
  return { typ, src: NONE, mdm: NONE, cmp: NONE, cnt: NONE, trm: NONE, id: NONE, plt: NONE, fmt: NONE, tct: NONE };
}

function campaignTouch(query: LandingQuery, referrer: ExternalReferrer | null): Touch {
  const gclid = query.has('gclid');
  const yclid = query.has('yclid');
  const clickId = (google: string, yandex: string) => (gclid ? google : yclid ? yandex : NONE);
  const orNone = (key: string) => query.get(key) || NONE;
  const yandexTerm = referrer && YANDEX.test(referrer.host) ? landingQuery(referrer.query).get('text') : undefined;
  return {
    typ: 'utm',
    src: query.get('utm_source') ?? clickId('google', 'yandex'),
    mdm: query.get('utm_medium') ?? clickId('cpc', 'cpc'),
    cmp: query.get('utm_campaign') ?? clickId('google_cpc', 'yandex_cpc'),
    cnt: query.get('utm_content') ?? NONE,
    trm: query.get('utm_term') ?? (yandexTerm || NONE),
    id: orNone('utm_id'),
    plt: orNone('utm_source_platform'),
    fmt: orNone('utm_creative_format'),
    tct: orNone('utm_marketing_tactic'),
  };
}

function referralTouch(referrer: ExternalReferrer): Touch {
  const known = KNOWN_REFERRERS.find(({ host }) => endsWithHost(referrer.host, host));
  return { ...emptyTouch('referral'), src: known?.display ?? withoutWww(referrer.host), mdm: 'referral', cnt: referrer.path };
}

/** The search engine's name, when the referrer is one. */
function searchEngine({ host, query }: ExternalReferrer): string | null {
  if (query && YANDEX.test(host) && /text=/.test(query)) return 'yandex';
  if (GOOGLE.test(host)) return 'google';
  if (!query) return null;
  const engine = SEARCH_ENGINES.find((known) => endsWithHost(host, known.host) && new RegExp(`${escape(known.param)}=`, 'i').test(query));
  return engine?.display ?? null;
}

interface ExternalReferrer {
  host: string;
  path: string;
  query: string;
}

/** null without a referrer, for an unreadable one, and for one on this site (internal navigation). */
function parseReferrer(referrer: string, hostname: string): ExternalReferrer | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (endsWithHost(withoutWww(url.hostname), withoutWww(hostname))) return null;
  return { host: url.hostname, path: url.pathname, query: url.search.slice(1) };
}

function withoutWww(host: string): string {
  return host.replace(/^www\./, '');
}

/** `host` is `domain` or one of its subdomains. */
function endsWithHost(host: string, domain: string): boolean {
  return new RegExp(`^(?:.*\\.)?${escape(domain)}$`, 'i').test(host);
}

function escape(text: string): string {
  return text.replace(/[-[\]/{}()*+?.\\^$|]/g, '\\$&');
}
