import * as z from 'zod';
import { quoteSchema, type QuoteTodayResponse } from '@circles/shared/api/routes/quotes';
import { currentLocale } from '@circles/shared/messages/locale';
import { quotesFor, type Quote } from '@circles/shared/quotes/catalogue';
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

/** The service's quotes, or undefined for the built-in catalogue (no service, or it failed). */
async function fetchQuotes(deps: QuoteDeps): Promise<readonly Quote[] | undefined> {
  if (!deps.quotesUrl) return undefined;
  try {
    const res = await deps.fetch(deps.quotesUrl, {
      signal: AbortSignal.timeout(QUOTES_TIMEOUT_MS),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return undefined;
    const parsed = serviceAnswerSchema.safeParse(await res.json());
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The 'Thought for the Day' (spec 000 §2): the configured quotes service's list, fetched once per UTC
 * day and kept in `cache`, or the built-in catalogue when none is configured or the service fails;
 * the day's quote is chosen by date, so everyone sees the same one all day (the built-in catalogue's in
 * the reader's language).
 */
export async function quoteOfTheDay(deps: QuoteDeps, cache: QuoteCache): Promise<QuoteTodayResponse> {
  const day = deps.now().toISOString().slice(0, 10);
  if (cache.day !== day) {
    cache.quotes = await fetchQuotes(deps);
    cache.day = day;
  }
  // The built-in catalogue in the reader's language (issue 25); a service's list as it comes.
  return { day, quote: quoteForDay(day, cache.quotes ?? quotesFor(currentLocale())) ?? null };
}
