import * as z from 'zod';
import { quoteSchema, type QuoteTodayResponse } from '@circles/shared/api/routes/quotes';
import { QUOTES, type Quote } from '@circles/shared/quotes/catalogue';
import { quoteForDay } from '@circles/shared/quotes/thought-for-the-day';

/** How long the quotes service may take before the built-in catalogue is used. */
export const QUOTES_TIMEOUT_MS = 2000;

const serviceAnswerSchema = z.union([
  z.array(quoteSchema).min(1),
  z.object({ quotes: z.array(quoteSchema).min(1) }).transform((a) => a.quotes),
]);

/** What the quote of the day needs: the service address (optional), a fetch, and the clock. */
export interface QuoteDeps {
  quotesUrl: string | undefined;
  fetch: typeof fetch;
  now: () => Date;
}

/** The day's quote list, kept for the UTC day it was fetched on (one fetch per day per instance). */
export interface QuoteCache {
  day?: string;
  quotes?: readonly Quote[];
}

async function fetchQuotes(deps: QuoteDeps): Promise<readonly Quote[]> {
  if (!deps.quotesUrl) return QUOTES;
  try {
    const res = await deps.fetch(deps.quotesUrl, {
      signal: AbortSignal.timeout(QUOTES_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return QUOTES;
    const parsed = serviceAnswerSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : QUOTES;
  } catch {
    return QUOTES;
  }
}

/**
 * The 'Thought for the Day' (spec 000 §2): the configured quotes service's list, fetched once per UTC
 * day and kept in `cache`, or the built-in catalogue when none is configured or the service fails;
 * the day's quote is chosen by date, so everyone sees the same one all day.
 */
export async function quoteOfTheDay(deps: QuoteDeps, cache: QuoteCache): Promise<QuoteTodayResponse> {
  const day = deps.now().toISOString().slice(0, 10);
  if (cache.day !== day || !cache.quotes) {
    cache.quotes = await fetchQuotes(deps);
    cache.day = day;
  }
  return { day, quote: quoteForDay(day, cache.quotes) ?? null };
}
