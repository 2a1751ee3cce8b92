import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@circles/shared/messages/locale';
import { monthDayYear } from '../../features/users/utils/user-display';
import { shownTime } from '../../features/audit/utils/display';
import { shownDate } from '../shown-date';
import { clockTime, dayAndTime, shownNumber, shownPercent } from './format';

afterEach(() => setLocale('en'));

const NBSP = '\u00a0';
// Local times: the screens show the viewer's time zone.
const afternoon = new Date(2025, 0, 2, 14, 5, 9);
const morning = new Date(2025, 10, 23, 9, 30, 0);

describe('dates and times for the locale', () => {
  it('keeps the English day and minute as before: YYYY-MM-DD HH:MM', () => {
    expect(dayAndTime(afternoon, 'en')).toBe('2025-01-02 14:05');
    expect(dayAndTime(morning, 'en')).toBe('2025-11-23 09:30');
    expect(dayAndTime(afternoon, 'en', true)).toBe('2025-01-02 14:05:09');
  });

  it('writes the French time the Canadian way, kept on one line: 14 h 05', () => {
    expect(dayAndTime(afternoon, 'fr')).toBe(`2025-01-02 14${NBSP}h${NBSP}05`);
    expect(dayAndTime(morning, 'fr')).toBe(`2025-11-23 9${NBSP}h${NBSP}30`);
    expect(dayAndTime(afternoon, 'fr', true)).toBe(
      `2025-01-02 14${NBSP}h${NBSP}05${NBSP}min${NBSP}09${NBSP}s`,
    );
  });

  it('writes a clock time as en-CA or fr-CA does', () => {
    expect(clockTime(afternoon, 'en')).toMatch(/^2:05\sp\.m\.$/);
    expect(clockTime(afternoon, 'fr')).toBe(`14${NBSP}h${NBSP}05`);
  });

  it("makes the screens' helpers follow the interface's locale", () => {
    const iso = afternoon.toISOString();
    expect(shownDate(iso)).toBe('2025-01-02 14:05');
    expect(shownTime(iso)).toBe('2025-01-02 14:05:09');
    expect(monthDayYear('2026-03-07')).toBe('3/7/2026');
    setLocale('fr');
    expect(shownDate(iso)).toBe(`2025-01-02 14${NBSP}h${NBSP}05`);
    expect(shownTime(iso)).toBe(`2025-01-02 14${NBSP}h${NBSP}05${NBSP}min${NBSP}09${NBSP}s`);
    // French dates as the Canadian numeric standard writes them (no month/day order to guess).
    expect(monthDayYear('2026-03-07')).toBe('2026-03-07');
    expect(monthDayYear(new Date(2025, 11, 31, 12).toISOString())).toBe('2025-12-31');
  });
});

describe('computed numbers for the locale', () => {
  it('keeps English as before: 62.5 and 56.7%', () => {
    expect(shownNumber(62.5, 'en')).toBe('62.5');
    expect(shownNumber(1200, 'en')).toBe('1200');
    expect(shownPercent(56.7, 'en')).toBe('56.7%');
    expect(shownPercent(100, 'en')).toBe('100%');
  });

  it('writes French with a decimal comma and a non-breaking space before %', () => {
    expect(shownNumber(62.5, 'fr')).toBe('62,5');
    expect(shownNumber(1200, 'fr')).toBe('1200');
    expect(shownPercent(56.7, 'fr')).toBe(`56,7${NBSP}%`);
    expect(shownPercent(0, 'fr')).toBe(`0${NBSP}%`);
  });

  it('follows the current locale when none is given', () => {
    expect(shownPercent(12.5)).toBe('12.5%');
    setLocale('fr');
    expect(shownPercent(12.5)).toBe(`12,5${NBSP}%`);
  });
});
