import { screenerCodings, screenerQuestionNames } from '@circles/shared/rules/screener-answers';
import type { ScreenerQuestionName } from '@circles/shared/rules/screener-answers';
import type { ScreenerMessageKey } from '@circles/shared/messages/screener';

/** One answer choice: its stored code and the key of its label. */
export interface Choice {
  value: number;
  label: ScreenerMessageKey;
}

/** One item as the page asks it. */
export interface Question {
  name: ScreenerQuestionName;
  label: ScreenerMessageKey;
  hint?: ScreenerMessageKey;
  choices: Choice[];
  /** Shown as a compact 1–10 scale instead of a list. */
  scale?: boolean;
}

function labelKey(name: ScreenerQuestionName, value: number): ScreenerMessageKey {
  switch (name) {
    case 'lack_companionship':
    case 'feel_leftout':
    case 'feel_isolated':
      return `screener.q.frequency.${value}` as ScreenerMessageKey;
    case 'life_satisfaction2':
      return 'screener.q.unanswered';
    case 'household2_size':
    case 'community_activity_participate':
    case 'local_community_belonging':
    case 'con_que':
      return `screener.q.${name}.${value}` as ScreenerMessageKey;
  }
}

const hints: Partial<Record<ScreenerQuestionName, ScreenerMessageKey>> = {
  life_satisfaction2: 'screener.q.life_satisfaction2.hint',
  con_que: 'screener.q.con_que.hint',
};

/** Every item with its choices, in page order. */
export const questions: Question[] = screenerQuestionNames.map((name) => ({
  name,
  label: `screener.q.${name}` as ScreenerMessageKey,
  ...(hints[name] ? { hint: hints[name] } : {}),
  choices: screenerCodings[name].map((value) => ({ value, label: labelKey(name, value) })),
  ...(name === 'life_satisfaction2' ? { scale: true } : {}),
}));

/** Looks an item up by name (every name in the coding table has an entry). */
export function question(name: ScreenerQuestionName): Question {
  const q = questions.find((x) => x.name === name);
  if (!q) throw new Error(`Unknown question ${name}`);
  return q;
}
