/**
 * Holding the mock server to the Rehub theme's, rehub-framework's and WooZone's real answers
 * (fixtures/real-rehub/): the demo's answer to the same request must have the capture's status, media
 * type, WordPress's AJAX headers, the same kind of body and, for JSON, the same keys and value types;
 * or it differs on purpose, as one of DEMO_ADDITIONS says.
 */
import path from 'node:path';
import { expect } from 'vitest';
import { capture, type Capture } from './captures.ts';
import { DEMO_ADDITIONS, type DemoAdditionName } from './demo-additions.ts';

const REAL_REHUB = path.resolve(import.meta.dirname, '../../fixtures/real-rehub');

export const rehubCapture = (name: string): Capture => capture(name, REAL_REHUB);

/** The headers WordPress sends with an AJAX answer (nocache_headers(), nosniff, admin-ajax's own); absent ones must be absent. */
const AJAX_HEADERS = ['cache-control', 'expires', 'x-content-type-options', 'x-robots-tag', 'x-frame-options', 'referrer-policy'];

/** `application/json` of `application/json; charset=UTF-8`: the theme's compare calls send no charset, which no reader needs. */
const mediaType = (contentType: string | null | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

type BodyKind = 'empty' | 'json' | 'markup' | 'text';

function bodyKind(body: string): BodyKind {
  const text = body.trim();
  if (text === '') return 'empty';
  if (text.startsWith('<')) return 'markup';
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? 'json' : 'text';
  } catch {
    return 'text';
  }
}

export interface ShapeOptions {
  /** Objects whose keys are data (page ids, fragment selectors), compared as one `{key}` entry. */
  maps?: readonly string[];
  /** The demo's own keys beyond the capture's, allowed by one of `additions`. */
  extraKeys?: readonly string[];
  /** Keys whose value has another type in the demo's answer, allowed by one of `additions`. */
  retyped?: Readonly<Record<string, string>>;
  /** The demo's additions that allow `extraKeys` or `retyped`, or give a same-shaped answer another meaning. */
  additions?: readonly DemoAdditionName[];
}

/** A JSON value's keys and value types: arrays by their first item, `maps` by one `{key}` entry. */
function shapeOf(value: unknown, maps: readonly string[], key = ''): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shapeOf(value[0], maps)];
  if (typeof value !== 'object' || value === null) return value === null ? 'null' : typeof value;
  const entries = Object.entries(value).map(([inner, item]) => [maps.includes(key) ? '{key}' : inner, shapeOf(item, maps, inner)]);
  return Object.fromEntries(entries);
}

function expectAdditionCovers(addition: DemoAdditionName, name: string): void {
  expect(DEMO_ADDITIONS[addition].captures, `DEMO_ADDITIONS['${addition}'] names ${name}`).toContain(name);
}

/** Holds the demo's answer to capture `name`; returns the demo's body for the checks of its meaning. */
export async function holdsTo(response: Response, name: string, options: ShapeOptions = {}): Promise<string> {
  const real = rehubCapture(name);
  const body = await response.text();
  expect([response.status, mediaType(response.headers.get('content-type'))], 'status and media type').toEqual([real.status, mediaType(real.headers['content-type'])]);
  for (const header of AJAX_HEADERS) expect(response.headers.get(header) ?? undefined, header).toBe(real.headers[header]);
  expect(bodyKind(body), 'kind of body').toBe(bodyKind(real.body));
  for (const addition of options.additions ?? []) expectAdditionCovers(addition, name);
  if (bodyKind(real.body) !== 'json') return body;
  const maps = options.maps ?? [];
  const expected = { ...(shapeOf(JSON.parse(real.body), maps) as object), ...options.retyped };
  const demo = shapeOf(JSON.parse(body), maps) as Record<string, unknown>;
  for (const key of options.extraKeys ?? []) {
    expect(demo, `the demo's own ${key}`).toHaveProperty(key);
    delete demo[key];
  }
  expect(demo, 'keys and value types').toEqual(expected);
  return body;
}

/**
 * The demo answers otherwise on purpose: `addition` names the capture, the capture still shows the
 * real answer it describes (status or body unlike the demo's), and the demo answers `demo`.
 */
export async function differsAs(response: Response, name: string, addition: DemoAdditionName, demo: { status: number; mediaType: string }): Promise<string> {
  const real = rehubCapture(name);
  const body = await response.text();
  expectAdditionCovers(addition, name);
  expect([response.status, mediaType(response.headers.get('content-type'))], "the demo's answer").toEqual([demo.status, demo.mediaType]);
  expect([response.status, body], 'the real answer differs').not.toEqual([real.status, real.body]);
  return body;
}
