/**
 * Fault injection for QA: rules that make one target (`wc-ajax:add_to_cart`, `admin-ajax:{action}`,
 * `admin-ajax:{action}:{sub_action}`, `rest:{path}`, `page:{path}`; a trailing `*` matches a prefix)
 * slow, failing, malformed or silent.
 * `latencyMs` alone: the route acts at once and its answer comes late; with `status`, `body` or `drop`:
 * the route never runs, and the failure comes after the latency. `holdMs`: the request waits that long
 * before the route runs (a slow way there), so pages asked for meanwhile are made without its change.
 */

/** `-1`: WordPress's answer to a refused nonce (with `status: 403`, what check_ajax_referer sends). */
export const FAULT_BODIES = ['malformed', 'html', 'empty', '-1'] as const;
export type FaultBody = (typeof FAULT_BODIES)[number];

export interface FaultRuleInput {
  target: string;
  latencyMs?: number;
  holdMs?: number;
  status?: number;
  body?: FaultBody;
  drop?: true;
  /** How many requests the rule applies to; unlimited when absent. */
  times?: number;
}

export interface FaultRule extends FaultRuleInput {
  id: number;
}

const TARGET = /^(wc-ajax|admin-ajax|rest|page):[^\s]{1,200}$/;
const KEYS = new Set(['target', 'latencyMs', 'holdMs', 'status', 'body', 'drop', 'times']);
const MAX_RULES = 100;

const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** The rule, or the reason (Dutch, for the 400) why it is not one. */
export function readFaultRule(input: unknown): { rule: FaultRuleInput } | { reason: string } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { reason: 'Een regel is een JSON-object.' };
  const fields = input as Record<string, unknown>;
  const unknown = Object.keys(fields).find((key) => !KEYS.has(key));
  if (unknown !== undefined) return { reason: `Onbekend veld "${unknown.slice(0, 40)}".` };
  const { target, latencyMs, holdMs, status, body, drop, times } = fields;
  if (typeof target !== 'string' || !TARGET.test(target)) {
    return { reason: 'target moet wc-ajax:{endpoint}, admin-ajax:{action}, rest:{pad} of page:{pad} zijn.' };
  }
  if (latencyMs !== undefined && !isInteger(latencyMs, 0, 120_000)) return { reason: 'latencyMs moet een geheel getal van 0 tot 120000 zijn.' };
  if (holdMs !== undefined && !isInteger(holdMs, 0, 120_000)) return { reason: 'holdMs moet een geheel getal van 0 tot 120000 zijn.' };
  if (status !== undefined && !isInteger(status, 200, 599)) return { reason: 'status moet een geheel getal van 200 tot 599 zijn.' };
  if (body !== undefined && !FAULT_BODIES.some((known) => known === body)) return { reason: 'body moet malformed, html, empty of -1 zijn.' };
  if (drop !== undefined && drop !== true) return { reason: 'drop kan alleen true zijn.' };
  if (times !== undefined && !isInteger(times, 1, 1_000_000)) return { reason: 'times moet een geheel getal vanaf 1 zijn.' };
  if (latencyMs === undefined && holdMs === undefined && status === undefined && body === undefined && drop === undefined) {
    return { reason: 'Een regel heeft latencyMs, holdMs, status, body of drop nodig.' };
  }
  return { rule: { target, latencyMs, holdMs, status, body: body as FaultBody | undefined, drop, times } };
}

/** One rule or an array of rules (the FAULTS environment variable uses the array form). */
export function readFaultRules(input: unknown): { rules: FaultRuleInput[] } | { reason: string } {
  const list = Array.isArray(input) ? input : [input];
  const rules: FaultRuleInput[] = [];
  for (const [index, item] of list.entries()) {
    const read = readFaultRule(item);
    if ('reason' in read) return { reason: list.length > 1 ? `Regel ${index + 1}: ${read.reason}` : read.reason };
    rules.push(read.rule);
  }
  return { rules };
}

export interface FaultBook {
  add(rule: FaultRuleInput): FaultRule;
  list(): FaultRule[];
  clear(): void;
  /** The first rule for the target, counted as used. */
  take(target: string): FaultRule | undefined;
}

export function createFaultBook(): FaultBook {
  let rules: FaultRule[] = [];
  let nextId = 1;
  const matches = (pattern: string, target: string) =>
    pattern.endsWith('*') ? target.startsWith(pattern.slice(0, -1)) : pattern === target;

  return {
    add(input) {
      const rule: FaultRule = { id: nextId++, ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)), target: input.target };
      rules = [...rules, rule].slice(-MAX_RULES);
      return rule;
    },
    list: () => rules.map((rule) => ({ ...rule })),
    clear() {
      rules = [];
    },
    take(target) {
      const rule = rules.find((candidate) => matches(candidate.target, target));
      if (rule?.times !== undefined) {
        rule.times -= 1;
        if (rule.times <= 0) rules = rules.filter((candidate) => candidate !== rule);
      }
      return rule;
    },
  };
}
