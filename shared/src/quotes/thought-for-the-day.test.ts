import { describe, expect, it } from 'vitest';
import { QUOTES, QUOTES_FR, quotesFor } from './catalogue';
import { calendarDay, quoteForDay } from './thought-for-the-day';

describe('Thought for the Day', () => {
  it('gives every quote a text and an author', () => {
    expect(QUOTES.length).toBeGreaterThanOrEqual(10);
    for (const q of QUOTES) {
      expect(q.text.trim()).not.toBe('');
      expect(q.author.trim()).not.toBe('');
    }
    expect(new Set(QUOTES.map((q) => q.text)).size).toBe(QUOTES.length);
  });

  it('has a French catalogue of its own, each quote with its author and work (issue 25)', () => {
    expect(QUOTES_FR.length).toBeGreaterThanOrEqual(10);
    for (const q of QUOTES_FR) {
      expect(q.text.trim()).not.toBe('');
      expect(q.author.trim()).not.toBe('');
      expect(q.source?.trim()).toBeTruthy();
    }
    expect(new Set(QUOTES_FR.map((q) => q.text)).size).toBe(QUOTES_FR.length);
    expect(quotesFor('fr')).toBe(QUOTES_FR);
    expect(quotesFor('en')).toBe(QUOTES);
  });

  it('gives the same quote all day and the next quote the next day', () => {
    const today = quoteForDay('2026-11-23');
    expect(quoteForDay('2026-11-23')).toBe(today);
    const i = QUOTES.indexOf(today!);
    expect(quoteForDay('2026-11-24')).toBe(QUOTES[(i + 1) % QUOTES.length]);
  });

  it('shows each quote once before repeating', () => {
    const start = Date.UTC(2026, 0, 1);
    const days = QUOTES.map((_, n) => new Date(start + n * 86_400_000).toISOString().slice(0, 10));
    expect(new Set(days.map((d) => quoteForDay(d))).size).toBe(QUOTES.length);
  });

  it('chooses from a configured list and works before 1970', () => {
    const quotes = [
      { text: 'A', author: 'X' },
      { text: 'B', author: 'Y' },
    ];
    expect(quoteForDay('1969-12-31', quotes)).toEqual({ text: 'B', author: 'Y' });
    expect(quoteForDay('1970-01-01', quotes)).toEqual({ text: 'A', author: 'X' });
  });

  it('gives nothing for an invalid day or an empty list', () => {
    expect(quoteForDay('2026-02-30')).toBeUndefined();
    expect(quoteForDay('23/11/2026')).toBeUndefined();
    expect(quoteForDay('2026-11-23', [])).toBeUndefined();
  });

  it('reads the calendar day in the local time zone', () => {
    expect(calendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
