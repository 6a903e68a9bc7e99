import { describe, expect, it, vi } from 'vitest';
import { countdownEnd, digitsOf, isOver, timeLeft, timeLeftText, untilNextSecond, type CountdownTarget, type TimeWords } from './countdown-remaining.ts';

const target = (day: string, month: string, year: string, hour?: string, min?: string): CountdownTarget => ({ day, month, year, hour, min });
const SECOND = 1000;
const DAY = 86_400 * SECOND;

describe("a deal countdown's end", () => {
  it('is the day’s last minute in the shop’s time zone, or the hour and minute the theme prints', () => {
    expect(countdownEnd(target('5', '12', '2026'))).toBe(Date.UTC(2026, 11, 5, 23, 59));
    expect(countdownEnd(target('5', '12', '2026', '', ''))).toBe(Date.UTC(2026, 11, 5, 23, 59));
    expect(countdownEnd(target(' 05 ', '1', '2027', '0', '0'))).toBe(Date.UTC(2027, 0, 5, 0, 0));
  });

  it('takes the first and last of each range', () => {
    expect(countdownEnd(target('1', '1', '1970', '0', '0'))).toBe(0);
    expect(countdownEnd(target('31', '12', '9999', '23', '59'))).toBe(Date.UTC(9999, 11, 31, 23, 59));
  });

  it.each([
    ['day 0', target('0', '1', '2026')],
    ['day 32', target('32', '1', '2026')],
    ['month 0', target('1', '0', '2026')],
    ['month 13', target('1', '13', '2026')],
    ['year 1969', target('1', '1', '1969')],
    ['a five-digit year', target('1', '1', '10000')],
    ['hour 24', target('1', '1', '2026', '24')],
    ['minute 60', target('1', '1', '2026', '23', '60')],
    ['a missing day', { day: undefined, month: '1', year: '2026' }],
    ['a missing month', { day: '1', month: undefined, year: '2026' }],
    ['a missing year', { day: '1', month: '1', year: undefined }],
    ['a negative day', target('-1', '1', '2026')],
    ['a fraction', target('1.5', '1', '2026')],
    ['words', target('1 jan', '1', '2026')],
    // Number() reads both, as 10 and 31: only digits are a day.
    ['an exponent', target('1e1', '1', '2026')],
    ['a hexadecimal day', target('0x1F', '1', '2026')],
    ['31 February', target('31', '2', '2026')],
  ] satisfies Array<[string, CountdownTarget]>)('is none for %s', (_, attributes) => {
    expect(countdownEnd(attributes)).toBeNull();
  });
});

describe('the time left', () => {
  it('splits into days, hours, minutes and seconds, rounding a part second up', () => {
    const end = 2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5 * SECOND;
    expect(timeLeft(end, 0)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(timeLeft(2_600, 0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 3 });
    expect(timeLeft(120 * DAY, 0).days).toBe(120);
  });

  it('is all zero once the end has passed, and only then over', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(timeLeft(1_000, 5_000)).toEqual(zero);
    expect(timeLeft(1_000, 1_000)).toEqual(zero);
    expect(isOver(zero)).toBe(true);
    for (const part of ['days', 'hours', 'minutes', 'seconds'] as const) expect(isOver({ ...zero, [part]: 1 })).toBe(false);
  });

  it('changes its shown second when the part second left runs out, or a whole second on the second', () => {
    expect(untilNextSecond(10_250, 0)).toBe(250);
    expect(untilNextSecond(10_250, 3_100)).toBe(150);
    expect(untilNextSecond(10_000, 0)).toBe(1_000);
  });

  it('shows each part with at least two digits, and every digit of 100 days or more', () => {
    expect(digitsOf(0)).toEqual(['0', '0']);
    expect(digitsOf(7)).toEqual(['0', '7']);
    expect(digitsOf(123)).toEqual(['1', '2', '3']);
  });
});

describe('the time left in words, for screen readers', () => {
  const DUTCH: TimeWords = {
    day: '{count} dag',
    days: '{count} dagen',
    hour: '{count} uur',
    hours: '{count} uur',
    minute: '{count} minuut',
    minutes: '{count} minuten',
    lastTwo: '{first} en {last}',
    left: 'Nog {time}',
  };
  const say = (days: number, hours: number, minutes: number) => timeLeftText({ days, hours, minutes, seconds: 30 }, DUTCH, 'nl-NL');

  it('names only the units that count, to the minute', () => {
    expect(say(3, 4, 5)).toBe('Nog 3 dagen, 4 uur en 5 minuten');
    expect(say(3, 0, 5)).toBe('Nog 3 dagen en 5 minuten');
    expect(say(1, 0, 0)).toBe('Nog 1 dag');
    expect(say(0, 2, 0)).toBe('Nog 2 uur');
    expect(say(0, 0, 1)).toBe('Nog 1 minuut');
  });

  it('says 0 minutes under a minute', () => {
    expect(say(0, 0, 0)).toBe('Nog 0 minuten');
  });

  it("speaks the host's texts with the page language's plural rules", () => {
    const english: TimeWords = { ...DUTCH, day: '{count} day', days: '{count} days', hour: '{count} hour', hours: '{count} hours', minute: '{count} minute', minutes: '{count} minutes', lastTwo: '{first} and {last}', left: '{time} left' };
    expect(timeLeftText({ days: 0, hours: 2, minutes: 1, seconds: 0 }, english, 'en-GB')).toBe('2 hours and 1 minute left');
    // French counts 0 as one: "0 minute".
    const french: TimeWords = { ...english, minute: '{count} minute', minutes: '{count} minutes', left: 'Encore {time}' };
    expect(timeLeftText({ days: 0, hours: 0, minutes: 0, seconds: 0 }, french, 'fr')).toBe('Encore 0 minute');
  });

  it('works out a language’s plural rules once, not each minute it speaks', () => {
    const { PluralRules } = Intl;
    const pluralRules = vi.spyOn(Intl, 'PluralRules').mockImplementation(function (locales, options) {
      return new PluralRules(locales, options);
    });
    for (let minute = 0; minute < 3; minute += 1) timeLeftText({ days: 0, hours: 0, minutes: minute, seconds: 0 }, DUTCH, 'fy-NL');
    expect(pluralRules).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it("never loads Intl's unit or list formats, whose locale data costs a slow phone about 150 ms", () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const listFormat = vi.spyOn(Intl, 'ListFormat');
    for (let minute = 0; minute < 3; minute += 1) timeLeftText({ days: 1, hours: 2, minutes: minute, seconds: 0 }, DUTCH, 'de-DE');
    expect(numberFormat).not.toHaveBeenCalled();
    expect(listFormat).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
