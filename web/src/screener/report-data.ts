import { screenerQuestionNames, UNANSWERED } from '@circles/shared/rules/screener-answers';
import type { ScreenerAnswers } from '@circles/shared/rules/screener-answers';
import { screenerRisk } from '@circles/shared/scoring/screener';
import type { ScreenerResult, ScreenerState } from './flow';
import { question } from './questions';
import { t } from './text';

/** All eight answers, 999 where unanswered (the coding the API and the scoring expect). */
export function completeAnswers(state: ScreenerState): ScreenerAnswers {
  const out = {} as ScreenerAnswers;
  for (const n of screenerQuestionNames) out[n] = state.answers[n] ?? UNANSWERED;
  return out;
}

/** The person's score and level, computed by the same shared function the server uses. */
export function resultOf(state: ScreenerState): ScreenerResult {
  const r = screenerRisk(completeAnswers(state));
  return { score: r.score, level: r.level };
}

/** The results table: each question with the label of the chosen answer. */
export function resultRows(state: ScreenerState): [string, string][] {
  return screenerQuestionNames.map((n) => {
    const q = question(n);
    const v = state.answers[n];
    const choice = q.choices.find((c) => c.value === v);
    const answer =
      choice === undefined ? t('screener.q.unanswered') : q.scale ? String(choice.value) : t(choice.label);
    return [t(q.label), answer];
  });
}
