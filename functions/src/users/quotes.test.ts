import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@circles/shared/messages/locale';
import { QUOTES, QUOTES_FR } from '@circles/shared/quotes/catalogue';
import { quoteForDay } from '@circles/shared/quotes/thought-for-the-day';
import { quoteOfTheDay, type QuoteCache } from './quotes';

const served = [
  { text: 'First served quote.', author: 'Service Author' },
  { text: 'Second served quote.', author: 'Service Author', source: 'A Book' },
];

function answer(body: unknown, ok = true) {
  return vi.fn(() => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response));
}

describe('the quote of the day', () => {
  it('uses the built-in catalogue when no quotes service is configured', async () => {
    const fetch = vi.fn();
    const result = await quoteOfTheDay(
      { quotesUrl: undefined, fetch, now: () => new Date('2026-11-23T08:00:00Z') },
      {},
    );
    expect(result).toEqual({ day: '2026-11-23', quote: quoteForDay('2026-11-23', QUOTES) });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("gives a French reader the built-in French catalogue's quote of the day (issue 25)", async () => {
    setLocale('fr');
    try {
      const result = await quoteOfTheDay(
        { quotesUrl: undefined, fetch: vi.fn(), now: () => new Date('2026-11-23T08:00:00Z') },
        {},
      );
      expect(result.quote).toEqual(quoteForDay('2026-11-23', QUOTES_FR));
    } finally {
      setLocale('en');
    }
  });

  it("picks the day's quote from the service and fetches it once per day", async () => {
    const fetch = answer({ quotes: served });
    const cache: QuoteCache = {};
    let now = new Date('2026-11-23T08:00:00Z');
    const deps = { quotesUrl: 'https://quotes.example.org/q', fetch, now: () => now };
    const first = await quoteOfTheDay(deps, cache);
    expect(first.quote).toEqual(quoteForDay('2026-11-23', served));
    await quoteOfTheDay(deps, cache);
    expect(fetch).toHaveBeenCalledTimes(1);
    now = new Date('2026-11-24T08:00:00Z');
    const next = await quoteOfTheDay(deps, cache);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(next.quote).toEqual(quoteForDay('2026-11-24', served));
    expect(next.quote).not.toEqual(first.quote);
  });

  it.each([
    ['a failed answer', answer(served, false)],
    ['a malformed answer', answer([{ wrong: true }])],
    ['a network failure', vi.fn(() => Promise.reject(new Error('offline')))],
  ])('falls back to the built-in catalogue on %s', async (_what, fetch) => {
    const result = await quoteOfTheDay(
      { quotesUrl: 'https://quotes.example.org/q', fetch, now: () => new Date('2026-11-23T08:00:00Z') },
      {},
    );
    expect(result.quote).toEqual(quoteForDay('2026-11-23', QUOTES));
  });
});
