import * as z from 'zod';
import { defineRoute } from '../define';

/** A quote with its attribution (shared/src/quotes `Quote`). */
export const quoteSchema = z.object({
  text: z.string().min(1),
  author: z.string().min(1),
  source: z.string().optional(),
});

/** `GET /api/quotes/today`: the day (UTC, 'YYYY-MM-DD') and its quote, or null when there is none. */
export const quoteTodayResponseSchema = z.object({
  day: z.string(),
  quote: quoteSchema.nullable(),
});
export type QuoteTodayResponse = z.infer<typeof quoteTodayResponseSchema>;

/**
 * 'Thought for the Day' (spec 000 §1, §2; issue 11), area `users` (every signed-in user's dashboard
 * reads it). Decisions where the spec is silent:
 * - The server fetches the quotes service named by `QUOTES_URL` (a JSON array of `{ text, author,
 *   source? }`, or `{ quotes: [...] }`), at most once per UTC day per function instance, and picks the
 *   day's quote with `quoteForDay`; with no `QUOTES_URL`, or when the service fails, answers something
 *   else or times out (2 s), the built-in public-domain catalogue (shared/src/quotes) is used.
 * - No member data: not audited; any signed-in role may read it.
 */
export const quoteRoutes = {
  quotesToday: defineRoute({
    name: 'quotesToday',
    method: 'GET',
    path: '/api/quotes/today',
    auth: 'user',
    response: quoteTodayResponseSchema,
  }),
};
