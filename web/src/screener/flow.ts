import type { ScreenerAnswers, ScreenerQuestionName } from '@circles/shared/rules/screener-answers';
import type { InfoDraft } from './validation';
import { emptyInfo, infoValid } from './validation';

/**
 * Pages of spec 000 §2 and §4: 1 intro and contact fields, -1 information sheet, 2–8 one question each
 * (con_que shares page 8 with the last loneliness item), 9 submitting / thank-you / error, 10 report,
 * 11 Next Steps.
 */
export type PageId = -1 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;
export const allPages: readonly PageId[] = [-1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

export type QuestionPage = 2 | 3 | 4 | 5 | 6 | 7 | 8;

export const questionPages: Readonly<Record<QuestionPage, readonly ScreenerQuestionName[]>> = {
  2: ['household2_size'],
  3: ['community_activity_participate'],
  4: ['life_satisfaction2'],
  5: ['local_community_belonging'],
  6: ['lack_companionship'],
  7: ['feel_leftout'],
  8: ['feel_isolated', 'con_que'],
};

export type SubmitStatus = 'idle' | 'submitting' | 'failed' | 'done';

export interface ScreenerResult {
  score: number;
  level: 'Lowest Risk' | 'Some Risk' | 'Moderate Risk' | 'High Risk';
}

/** Everything the page remembers; kept in sessionStorage so a refresh loses nothing. */
export interface ScreenerState {
  page: PageId;
  info: InfoDraft;
  answers: Partial<ScreenerAnswers>;
  /** Client-generated id, sent as Idempotency-Key: a retry of the same submission reuses it. */
  submissionId: string;
  submit: SubmitStatus;
  result?: ScreenerResult;
}

/** A fresh screener on page 1. */
export function initialState(submissionId: string): ScreenerState {
  return { page: 1, info: { ...emptyInfo }, answers: {}, submissionId, submit: 'idle' };
}

export function isQuestionPage(page: PageId): page is QuestionPage {
  return page >= 2 && page <= 8;
}

/** Whether the given page's inputs are complete, so the person may move on from it. */
export function pageComplete(state: ScreenerState, page: PageId): boolean {
  if (page === 1) return infoValid(state.info);
  if (isQuestionPage(page)) return questionPages[page].every((n) => state.answers[n] !== undefined);
  return true;
}

/** The first page (1–8) whose inputs are incomplete, or undefined when all are. */
export function firstIncomplete(state: ScreenerState): PageId | undefined {
  const forms: PageId[] = [1, 2, 3, 4, 5, 6, 7, 8];
  return forms.find((p) => !pageComplete(state, p));
}

/**
 * The page actually shown when `requested` is asked for (by a button, the back/forward buttons or a
 * restored hash): a page is reachable only when every earlier input is complete; after a successful
 * submit the answers are locked, so the question pages lead to the thank-you page.
 */
export function resolvePage(state: ScreenerState, requested: PageId): PageId {
  if (requested === -1) return -1;
  if (state.submit === 'done') return requested >= 9 ? requested : 9;
  if (requested === 1) return 1;
  const gap = firstIncomplete(state);
  if (requested <= 8) return gap !== undefined && gap < requested ? gap : requested;
  if (gap !== undefined) return gap;
  return state.submit === 'idle' ? 8 : 9;
}

/** The page the forward button of `page` leads to (Next, Submit, View Results, What Next?). */
export function nextPage(page: PageId): PageId {
  if (page === -1) return 1;
  if (page === 11) return 10;
  return (page + 1) as PageId;
}

/** Records one answer. Editing after a failed attempt starts a new submission id (a new body). */
export function withAnswer(
  state: ScreenerState,
  name: ScreenerQuestionName,
  value: number,
  newId: () => string,
): ScreenerState {
  const changed = state.answers[name] !== value;
  return {
    ...state,
    answers: { ...state.answers, [name]: value },
    submissionId: changed && state.submit === 'failed' ? newId() : state.submissionId,
    submit: changed && state.submit === 'failed' ? 'idle' : state.submit,
  };
}

/** Records one page-1 field. */
export function withInfo(
  state: ScreenerState,
  field: keyof InfoDraft,
  value: string,
  newId: () => string,
): ScreenerState {
  const changed = state.info[field] !== value;
  return {
    ...state,
    info: { ...state.info, [field]: value },
    submissionId: changed && state.submit === 'failed' ? newId() : state.submissionId,
    submit: changed && state.submit === 'failed' ? 'idle' : state.submit,
  };
}

/** Parses `#page-N` (N may be -1); undefined for anything else. */
export function pageFromHash(hash: string): PageId | undefined {
  const m = /^#page-(-?\d+)$/.exec(hash);
  if (!m) return undefined;
  const n = Number(m[1]);
  return allPages.find((p) => p === n);
}

/** The hash that names a page in the address bar. */
export function hashOf(page: PageId): string {
  return `#page-${page}`;
}
