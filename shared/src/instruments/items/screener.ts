import { msg, type ScreenerMessageKey as MessageKey } from '../../messages/screener';
import { radio, rating, t } from '../build';
import type { ChoiceJSON, ChoiceQuestionJSON, LocalisedText, RatingQuestionJSON } from '../types';

/*
 * The seven social health screener items and the contact question, worded exactly as the public
 * screener asks them (one catalogue, so a member answers the same question in both places). The
 * loneliness, belonging, participation and life satisfaction items are reused by the other series.
 */

/** A screener text in English and French, as the public screener words it in each language. */
export function screenerText(key: MessageKey): LocalisedText {
  return t(msg(key, undefined, 'en'), msg(key, undefined, 'fr'));
}

/** Choices coded `values`, labelled by the screener's message `${prefix}.${value}`. */
function coded(prefix: string, ...values: readonly number[]): ChoiceJSON[] {
  return values.map((value) => ({ value, text: screenerText(`${prefix}.${value}` as MessageKey) }));
}

/** household2_size: 0 lives alone, 1, 2, 3, 4 = four or more. */
export function householdSizeBand(): ChoiceQuestionJSON {
  return radio(
    'household2_size',
    screenerText('screener.q.household2_size'),
    coded('screener.q.household2_size', 0, 1, 2, 3, 4),
  );
}

/** community_activity_participate: 1 yes, 0 no. */
export function communityParticipation(): ChoiceQuestionJSON {
  return radio(
    'community_activity_participate',
    screenerText('screener.q.community_activity_participate'),
    coded('screener.q.community_activity_participate', 1, 0),
  );
}

/** life_satisfaction2: 1–10. */
export function lifeSatisfaction(): RatingQuestionJSON {
  return rating(
    'life_satisfaction2',
    screenerText('screener.q.life_satisfaction2'),
    {
      min: 1,
      max: 10,
      minText: t('Not at all satisfied', 'Aucune satisfaction'),
      maxText: t('Completely satisfied', 'Satisfaction complète'),
    },
    { description: screenerText('screener.q.life_satisfaction2.hint') },
  );
}

/** local_community_belonging: 3 very strong … 0 very weak. */
export function communityBelonging(): ChoiceQuestionJSON {
  return radio(
    'local_community_belonging',
    screenerText('screener.q.local_community_belonging'),
    coded('screener.q.local_community_belonging', 3, 2, 1, 0),
  );
}

/** The three loneliness items: 0 Hardly ever, 1 Sometimes, 2 Often. */
export function lonelinessItems(): ChoiceQuestionJSON[] {
  const scale = coded('screener.q.frequency', 0, 1, 2);
  return (['lack_companionship', 'feel_leftout', 'feel_isolated'] as const).map((name) =>
    radio(name, screenerText(`screener.q.${name}`), scale),
  );
}

/** con_que: may a Community Connector contact the member (1 yes, 0 no). */
export function connectorContact(): ChoiceQuestionJSON {
  return radio('con_que', screenerText('screener.q.con_que'), coded('screener.q.con_que', 1, 0), {
    description: screenerText('screener.q.con_que.hint'),
  });
}
