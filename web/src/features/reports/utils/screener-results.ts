import type { ReportPayload } from '@circles/shared/reports/report';
import { msg, type ScreenerMessageKey } from '@circles/shared/messages/screener';
import { SCREENER_QUESTIONS } from '@circles/shared/scoring/screener';
import type { AnswerRow } from './display';
import { atRound } from './display';

function answerKey(name: (typeof SCREENER_QUESTIONS)[number], value: number): ScreenerMessageKey {
  switch (name) {
    case 'lack_companionship':
    case 'feel_leftout':
    case 'feel_isolated':
      return `screener.q.frequency.${value}` as ScreenerMessageKey;
    case 'household2_size':
    case 'community_activity_participate':
    case 'local_community_belonging':
      return `screener.q.${name}.${value}` as ScreenerMessageKey;
    case 'life_satisfaction2':
      return 'screener.q.unanswered';
  }
}

/**
 * The Results table of the social screener report: each of the seven questions with the member's
 * answer, in the public screener's wording; an unanswered question (999) reads 'Not answered'.
 */
export function screenerResultRows(payload: ReportPayload, round: number): AnswerRow[] {
  return SCREENER_QUESTIONS.map((name) => {
    const value = atRound(payload[name], round);
    const answer =
      value === undefined
        ? msg('screener.q.unanswered')
        : name === 'life_satisfaction2'
          ? String(value)
          : msg(answerKey(name, value));
    return { label: msg(`screener.q.${name}` as ScreenerMessageKey), value: answer };
  });
}

/** Whether a round answers any of the seven screener questions (else its risk would read as Lowest). */
export function hasScreenerAnswers(payload: ReportPayload, round: number): boolean {
  return SCREENER_QUESTIONS.some((name) => atRound(payload[name], round) !== undefined);
}
