import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import island from './index.ts';
import { countdownEnd, digitsOf, timeLeft } from './countdown-remaining.ts';

const ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo'];
const originalZone = process.env.TZ;

const mounted: (() => void)[] = [];

function mount(dashboard: HTMLElement): () => void {
  const cleanup = island.mount(dashboard) ?? (() => undefined);
  mounted.push(cleanup);
  return cleanup;
}

afterEach(() => {
  for (const cleanup of mounted.splice(0)) cleanup();
  process.env.TZ = originalZone;
  vi.useRealTimers();
});

/** The theme's dashboard for 25 November 2026, `hour`:`min` (+00:00). */
function printDashboard(target = 'data-day="25" data-month="11" data-year="2026" data-hour="12" data-min="00"'): HTMLElement {
  const part = (name: string) => `<div class="dash ${name}_dash"><div class="digit">0</div><div class="digit">0</div><span class="dash_title">${name}</span></div>`;
  document.body.innerHTML = `<div class="countdown_dashboard" ${target}>${['days', 'hours', 'minutes', 'seconds'].map(part).join('')}</div>`;
  return document.querySelector<HTMLElement>('.countdown_dashboard')!;
}

const shown = (dashboard: HTMLElement, part: string) =>
  [...dashboard.querySelectorAll(`.${part}_dash .digit`)].map((digit) => digit.textContent).join('');

describe('the countdown arithmetic', () => {
  it.each(ZONES)('reads the target in the shop zone, +00:00, whatever the visitor zone (%s)', (zone) => {
    process.env.TZ = zone;
    expect(countdownEnd({ day: '25', month: '11', year: '2026', hour: '12', min: '30' })).toBe(Date.UTC(2026, 10, 25, 12, 30));
    const left = timeLeft(Date.UTC(2026, 10, 25, 12, 30), Date.UTC(2026, 10, 24, 10, 29, 1));
    expect(left).toEqual({ days: 1, hours: 2, minutes: 0, seconds: 59 });
    expect(timeLeft(Date.UTC(2026, 10, 25, 12, 30), Date.UTC(2026, 10, 24, 10, 29, 0, 500))).toEqual({ days: 1, hours: 2, minutes: 1, seconds: 0 });
  });

  it('ends at 23:59 when the hour and minute are left out', () => {
    expect(countdownEnd({ day: '1', month: '3', year: '2027' })).toBe(Date.UTC(2027, 2, 1, 23, 59));
    expect(countdownEnd({ day: '1', month: '3', year: '2027', hour: '', min: '' })).toBe(Date.UTC(2027, 2, 1, 23, 59));
  });

  it('refuses attributes that name no real date', () => {
    expect(countdownEnd({ day: '31', month: '2', year: '2027' })).toBeNull();
    expect(countdownEnd({ day: 'x', month: '2', year: '2027' })).toBeNull();
    expect(countdownEnd({ day: '1', month: '13', year: '2027' })).toBeNull();
    expect(countdownEnd({ day: '1', month: '1', year: '2027', hour: '24' })).toBeNull();
    expect(countdownEnd({ day: undefined, month: '1', year: '2027' })).toBeNull();
  });

  it('shows 100 days or more whole, and at least two digits', () => {
    expect(digitsOf(123)).toEqual(['1', '2', '3']);
    expect(digitsOf(7)).toEqual(['0', '7']);
    expect(timeLeft(Date.UTC(2027, 0, 1), Date.UTC(2027, 0, 1) - 123 * 86_400_000).days).toBe(123);
  });

  it('is all zero once the end has passed', () => {
    expect(timeLeft(1000, 5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('the countdown island', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });

  it.each(ZONES)('counts down each second from the clock and hides at zero (%s)', (zone) => {
    process.env.TZ = zone;
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11, 59, 57, 400));
    const dashboard = printDashboard();
    mount(dashboard);
    expect([shown(dashboard, 'days'), shown(dashboard, 'hours'), shown(dashboard, 'minutes'), shown(dashboard, 'seconds')]).toEqual(['00', '00', '00', '03']);
    vi.advanceTimersByTime(600);
    expect(shown(dashboard, 'seconds')).toBe('02');
    vi.advanceTimersByTime(1999);
    expect(shown(dashboard, 'seconds')).toBe('01');
    expect(dashboard.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(dashboard.hidden).toBe(true);
    // Hidden and stopped: no timer left behind.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows itself against the theme’s CSS, which hides every countdown until a script shows it, and hides again at the end', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11, 59, 58, 500));
    const dashboard = printDashboard();
    document.head.insertAdjacentHTML('beforeend', '<style id="theme-css">.countdown_dashboard { display: none; }</style>');
    try {
      expect(getComputedStyle(dashboard).display).toBe('none');
      mount(dashboard);
      expect([getComputedStyle(dashboard).display, shown(dashboard, 'seconds')]).toEqual(['block', '02']);
      vi.advanceTimersByTime(1500);
      expect(getComputedStyle(dashboard).display).toBe('none');
    } finally {
      document.getElementById('theme-css')?.remove();
    }
  });

  it('hides a countdown whose end has already passed', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 26));
    const dashboard = printDashboard();
    mount(dashboard);
    expect(dashboard.hidden).toBe(true);
  });

  it('shows 123 days with three digits, not "12"', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 12) - 123 * 86_400_000 - 3_600_000);
    const dashboard = printDashboard();
    mount(dashboard);
    expect(shown(dashboard, 'days')).toBe('123');
    expect(shown(dashboard, 'hours')).toBe('01');
  });

  it('adds the digits a part printed with one lacks, in order: 123 days and 01 hours', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 12) - 123 * 86_400_000 - 3_600_000);
    const dashboard = printDashboard();
    for (const part of ['days', 'hours']) dashboard.querySelector(`.${part}_dash .digit`)!.remove();
    mount(dashboard);
    expect([shown(dashboard, 'days'), shown(dashboard, 'hours')]).toEqual(['123', '01']);
  });

  it('does not drift: after the browser held its timers back, it shows what the clock says', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11, 0, 0));
    const dashboard = printDashboard();
    mount(dashboard);
    // A background tab: the clock moves 90 s while no timer runs.
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11, 1, 30, 500));
    // The held tick fires one second later still (11:01:31.5): 58 min 28.5 s left, shown as 58:29.
    vi.advanceTimersToNextTimer();
    expect([shown(dashboard, 'minutes'), shown(dashboard, 'seconds')]).toEqual(['58', '29']);
  });

  it('does no work while the page is hidden and catches up when it shows again', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11, 0, 0));
    const dashboard = printDashboard();
    const cleanup = mount(dashboard);
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(vi.getTimerCount()).toBe(0);
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11, 30, 0));
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(shown(dashboard, 'minutes')).toBe('30');
    expect(vi.getTimerCount()).toBe(1);
    cleanup?.();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs several countdowns independently', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11, 0, 0));
    document.body.innerHTML = '';
    const first = printDashboard();
    mount(first);
    const second = printDashboard('data-day="25" data-month="11" data-year="2026" data-hour="11" data-min="01"');
    mount(second);
    vi.advanceTimersByTime(61_000);
    expect(second.hidden).toBe(true);
    expect(shown(first, 'minutes')).toBe('58');
  });

  it('gives screen readers the time left in words each minute and hides the ticking digits from them', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 9, 58, 30));
    const dashboard = printDashboard();
    mount(dashboard);
    const words = dashboard.querySelector('.countdown_text');
    expect(words?.textContent).toBe('Nog 2 uur en 1 minuut');
    expect(words?.getAttribute('aria-live')).toBeNull();
    expect(dashboard.querySelector('.seconds_dash')?.getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(30_000);
    expect(words?.textContent).toBe('Nog 2 uur en 1 minuut');
    vi.advanceTimersByTime(1000);
    expect(words?.textContent).toBe('Nog 2 uur');
  });

  it('leaves the server digits alone when the attributes name no date', () => {
    const dashboard = printDashboard('data-day="31" data-month="2" data-year="2027"');
    dashboard.querySelector('.hours_dash .digit')!.textContent = '7';
    mount(dashboard);
    expect(shown(dashboard, 'hours')).toBe('70');
    expect(dashboard.hidden).toBe(false);
  });
  it('writes only the digits that change, and the words only when they change', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 9, 58, 28, 500));
    const dashboard = printDashboard();
    mount(dashboard);
    const written: Node[] = [];
    const observer = new MutationObserver((records) => written.push(...records.map((record) => record.target)));
    observer.observe(dashboard, { subtree: true, childList: true, characterData: true, attributes: true });
    // 2:01:32 left becomes 2:01:31: one digit changes, the words ("Nog 2 uur en 1 minuut") do not.
    vi.advanceTimersByTime(1000);
    observer.takeRecords().forEach((record) => written.push(record.target));
    observer.disconnect();
    expect(shown(dashboard, 'seconds')).toBe('31');
    expect([...new Set(written)]).toEqual([dashboard.querySelectorAll('.seconds_dash .digit')[1]]);
  });

  it('leaves its display alone where the page’s CSS does not hide it', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11));
    const dashboard = printDashboard();
    mount(dashboard);
    expect([dashboard.hidden, dashboard.style.display]).toEqual([false, '']);
  });

  it('keeps the words line the server printed, and adds none beside it', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11, 58));
    const dashboard = printDashboard();
    dashboard.insertAdjacentHTML('afterbegin', '<span class="countdown_text screen-reader-text" id="printed">Nog 2 minuten</span>');
    mount(dashboard);
    expect([...dashboard.querySelectorAll('.countdown_text')].map((words) => [words.id, words.textContent])).toEqual([['printed', 'Nog 2 minuten']]);
  });

  it('adds a words line for screen readers to the theme’s markup, which has none', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11, 58));
    const dashboard = printDashboard();
    mount(dashboard);
    const words = dashboard.firstElementChild!;
    expect([words.className, words.textContent]).toEqual(['screen-reader-text countdown_text', 'Nog 2 minuten']);
  });

  it('counts the parts the theme printed: without days, or a part without digits', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 10, 58));
    const dashboard = printDashboard();
    dashboard.querySelector('.days_dash')!.remove();
    dashboard.querySelector('.minutes_dash')!.innerHTML = '<span class="dash_title">minutes</span>';
    mount(dashboard);
    expect([shown(dashboard, 'hours'), shown(dashboard, 'minutes'), dashboard.hidden]).toEqual(['01', '', false]);
  });

  it.each([
    ['the page language’s plural rules (French: 0 is one)', 'fr', 'Nog 0 minuut'],
    ['Dutch plural rules where the page names no language', '', 'Nog 0 minuten'],
  ])('says the words with %s', (_, lang, said) => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11, 59, 30));
    document.documentElement.lang = lang;
    try {
      const dashboard = printDashboard();
      mount(dashboard);
      expect(dashboard.querySelector('.countdown_text')!.textContent).toBe(said);
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('starts counting only once a page opened in the background is shown', () => {
    vi.setSystemTime(Date.UTC(2026, 10, 25, 11));
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const dashboard = printDashboard();
    mount(dashboard);
    expect([shown(dashboard, 'hours'), vi.getTimerCount()]).toEqual(['00', 0]);
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    expect([shown(dashboard, 'hours'), vi.getTimerCount()]).toEqual(['01', 1]);
  });
});
