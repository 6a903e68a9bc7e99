import { defineIsland } from '../../src/island.ts';
import { themeTexts } from '../../src/i18n/theme-texts.ts';
import { countdownEnd, digitsOf, isOver, timeLeft, timeLeftText, untilNextSecond, type TimeLeft, type TimeWords } from './countdown-remaining.ts';

/**
 * A deal countdown (`.countdown_dashboard[data-day][data-month][data-year][data-hour][data-min]`).
 * Plain TypeScript: the server's digits are the interface, and only the digits that change are
 * written, so a product page keeps React unloaded. Each tick reads the clock (no drift in a
 * background tab), nothing runs while the page is hidden, and at the end the countdown hides.
 * Screen readers read the time left in words, updated each minute, never a region that speaks.
 * The theme's CSS hides every countdown (`.countdown_dashboard{display:none}`) until a script shows it
 * (its custom.js called jQuery's show()): the island shows it once its digits are right.
 */

const PARTS = [
  ['.days_dash', 'days'],
  ['.hours_dash', 'hours'],
  ['.minutes_dash', 'minutes'],
  ['.seconds_dash', 'seconds'],
] as const satisfies readonly (readonly [string, keyof TimeLeft])[];

/** Writes a part's digits into its `.digit` elements, adding one for 100 days or more and removing it after. */
function showDigits(part: HTMLElement, digits: string[]): void {
  const shown = [...part.querySelectorAll<HTMLElement>('.digit')];
  const last = shown.at(-1);
  if (!last) return;
  while (shown.length < digits.length) {
    const added = last.cloneNode(true) as HTMLElement;
    shown.at(-1)?.after(added);
    shown.push(added);
  }
  for (const extra of shown.splice(Math.max(2, digits.length))) extra.remove();
  shown.forEach((element, index) => {
    const digit = digits[index] ?? '0';
    if (element.textContent !== digit) element.textContent = digit;
  });
}

/** Shown as jQuery's show() shows an element its stylesheet hides: as a block. */
function show(dashboard: HTMLElement): void {
  dashboard.hidden = false;
  if (getComputedStyle(dashboard).display === 'none') dashboard.style.display = 'block';
}

const WORDS: TimeWords = {
  day: themeTexts.countdownDay,
  days: themeTexts.countdownDays,
  hour: themeTexts.countdownHour,
  hours: themeTexts.countdownHours,
  minute: themeTexts.countdownMinute,
  minutes: themeTexts.countdownMinutes,
  lastTwo: themeTexts.countdownLastTwo,
  left: themeTexts.countdownLeft,
};

/** The words screen readers get: the server's `.countdown_text`, or one added for the theme's markup. */
function spokenText(dashboard: HTMLElement): HTMLElement {
  const existing = dashboard.querySelector<HTMLElement>('.countdown_text');
  if (existing) return existing;
  const text = document.createElement('span');
  text.className = 'screen-reader-text countdown_text';
  dashboard.prepend(text);
  return text;
}

export default defineIsland({
  mount(dashboard) {
    const end = countdownEnd({
      day: dashboard.dataset.day,
      month: dashboard.dataset.month,
      year: dashboard.dataset.year,
      hour: dashboard.dataset.hour,
      min: dashboard.dataset.min,
    });
    // Attributes that name no date: the server's digits stay as printed.
    if (end === null) return;
    const parts = PARTS.flatMap(([selector, name]) => {
      const element = dashboard.querySelector<HTMLElement>(selector);
      if (element) element.setAttribute('aria-hidden', 'true');
      return element ? [{ element, name }] : [];
    });
    const spoken = spokenText(dashboard);
    const locale = document.documentElement.lang || 'nl';
    let timer: ReturnType<typeof setTimeout> | undefined;

    const tick = () => {
      const now = Date.now();
      const left = timeLeft(end, now);
      if (isOver(left)) {
        dashboard.hidden = true;
        dashboard.style.removeProperty('display');
        stop();
        return;
      }
      for (const { element, name } of parts) showDigits(element, digitsOf(left[name]));
      show(dashboard);
      const words = timeLeftText(left, WORDS, locale);
      if (spoken.textContent !== words) spoken.textContent = words;
      // When the shown second changes, not 1000 ms from now, so the seconds never skip or stall.
      timer = setTimeout(tick, untilNextSecond(end, now));
    };
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      stop();
      if (!document.hidden) tick();
    };

    document.addEventListener('visibilitychange', onVisibility);
    if (document.hidden) stop();
    else tick();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      stop();
    };
  },
});
