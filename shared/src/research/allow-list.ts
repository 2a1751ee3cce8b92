/**
 * Question names whose typed text may go into research exports (issue 26): typed answers are left out
 * unless their question is listed here. Add a name only after a review that its answers cannot name or
 * locate a person (e.g. a closed-ended "other" that members fill with a category), with the review's
 * date in the comment beside it. Dates, e-mail and phone answers are never exported, listed or not.
 * Reviewed 2026-11-26: no free-text question of the instrument library qualifies (names of people,
 * goals and stories are personal), so the list is empty.
 */
export const RESEARCH_TEXT_ALLOW_LIST: readonly string[] = [];
