import { fillText } from '../../src/i18n/template.ts';
/**
 * A deal countdown's arithmetic. The theme prints zero digits (the demo server too); the time left is
 * worked out here only, so a test reading the demo page cannot agree with a bug in it. The theme's target is in the shop's time zone,
 * +00:00 (docs/CONTRACTS.md#states), never the visitor's; weeks are not shown, so days may run past 99.
 */

export interface CountdownTarget {
  day: string | undefined;
  month: string | undefined;
  year: string | undefined;
  /** Default 23, as the theme's shortcode prints a day's end. */
  hour?: string | undefined;
  /** Default 59. */
  min?: string | undefined;
}

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function wholeNumber(value: string | undefined, min: number, max: number): number | null {
  if (!/^\s*\d{1,4}\s*$/.test(value ?? '')) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** The end as epoch milliseconds (UTC), or null when the attributes name no real date. */
export function countdownEnd(target: CountdownTarget): number | null {
  const day = wholeNumber(target.day, 1, 31);
  const month = wholeNumber(target.month, 1, 12);
  const year = wholeNumber(target.year, 1970, 9999);
  const hour = target.hour === undefined || target.hour === '' ? 23 : wholeNumber(target.hour, 0, 23);
  const minute = target.min === undefined || target.min === '' ? 59 : wholeNumber(target.min, 0, 59);
  if (day === null || month === null || year === null || hour === null || minute === null) return null;
  const end = Date.UTC(year, month - 1, day, hour, minute, 0);
  // Date.UTC rolls 31 February over into March: such a date is not the one printed.
  return new Date(end).getUTCDate() === day ? end : null;
}

/**
 * What is left from `now` to `end`, in whole seconds rounded up (2.6 s left shows 3; the countdown
 * ends when nothing is left, not a second early), all zero once it has passed.
 */
export function timeLeft(end: number, now: number): TimeLeft {
  const left = Math.max(0, Math.ceil((end - now) / SECOND)) * SECOND;
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/** Milliseconds until the shown second changes. */
export function untilNextSecond(end: number, now: number): number {
  return (end - now) % SECOND || SECOND;
}

export function isOver(left: TimeLeft): boolean {
  return left.days === 0 && left.hours === 0 && left.minutes === 0 && left.seconds === 0;
}

/** The digits of one dashboard part: at least two, and every digit of 100 days or more. */
export function digitsOf(value: number): string[] {
  return [...String(value).padStart(2, '0')];
}

/**
 * The texts the time left is said with: each unit's `{count}` for one (Intl.PluralRules' "one") and
 * for more, the last two units joined (`{first}`, `{last}`), and the whole (`{time}`). Texts rather
 * than Intl's unit and list formats, whose first use loads the locale's data: about 150 ms of a slow
 * phone's main thread on every page with a countdown.
 */
export interface TimeWords {
  day: string;
  days: string;
  hour: string;
  hours: string;
  minute: string;
  minutes: string;
  lastTwo: string;
  left: string;
}

const ONE = { days: 'day', hours: 'hour', minutes: 'minute' } as const;

/** One per locale: the island speaks each minute. */
const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The time left in words, to the minute ("Nog 3 dagen, 4 uur en 5 minuten"), for screen readers: the
 * digits change every second, this only every minute.
 */
export function timeLeftText(left: TimeLeft, words: TimeWords, locale: string): string {
  let plural = pluralRules.get(locale);
  if (!plural) pluralRules.set(locale, (plural = new Intl.PluralRules(locale)));
  // Only the units that count ("2 uur", not "2 uur en 0 minuten"); under a minute, "0 minuten".
  const counted = (['days', 'hours', 'minutes'] as const).filter((part) => left[part] > 0);
  const said = (counted.length > 0 ? counted : (['minutes'] as const)).map((part) =>
    fillText(words[plural.select(left[part]) === 'one' ? ONE[part] : part], { count: left[part] }),
  );
  const last = said.pop() ?? '';
  const time = said.length > 0 ? fillText(words.lastTwo, { first: said.join(', '), last }) : last;
  return fillText(words.left, { time });
}
