import { SCREENER_QUESTIONS } from '../scoring/screener';

/** The fixed template id of the public social health screener (spec 000 §3 'Public survey submission'). */
export const SCREENER_TEMPLATE_ID = 'social-health-screener-v1';

/** 999 means unanswered or hidden (spec 000 §3, §9). */
export const UNANSWERED = 999;

/** The screener's items in page order; `con_que` asks whether a Community Connector may make contact. */
export const screenerQuestionNames = [...SCREENER_QUESTIONS, 'con_que'] as const;
export type ScreenerQuestionName = (typeof screenerQuestionNames)[number];

/** Allowed codes per item, in the order the page offers them (spec 000 §3 'Screener answer coding'). */
export const screenerCodings: Readonly<Record<ScreenerQuestionName, readonly number[]>> = {
  household2_size: [0, 1, 2, 3, 4],
  community_activity_participate: [1, 0],
  life_satisfaction2: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  local_community_belonging: [3, 2, 1, 0],
  lack_companionship: [0, 1, 2],
  feel_leftout: [0, 1, 2],
  feel_isolated: [0, 1, 2],
  con_que: [1, 0],
};

/** Answers of the 'How did you hear about this?' question (spec 000 §2). */
export const screenerSources = ['HWFC Lab', 'WECCC', 'CARP', 'Media', 'Other'] as const;
export type ScreenerSource = (typeof screenerSources)[number];

export type ScreenerAnswers = Record<ScreenerQuestionName, number>;

/** Whether `code` is an allowed answer of `name`, or 999 (unanswered). */
export function isScreenerCode(name: ScreenerQuestionName, code: number): boolean {
  return code === UNANSWERED || screenerCodings[name].includes(code);
}
