import { quoteRoutes } from '@circles/shared/api/routes/quotes';
import { quoteOfTheDay, type QuoteCache } from '../quotes';
import { httpHandler } from '../../platform/http/handler';

/** The instance's cache of the day's quotes. */
const cache: QuoteCache = {};

export const handler = httpHandler(quoteRoutes.quotesToday, () =>
  quoteOfTheDay({ quotesUrl: process.env.QUOTES_URL || undefined, fetch, now: () => new Date() }, cache),
);
