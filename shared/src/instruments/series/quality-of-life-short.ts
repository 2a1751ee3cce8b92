import { chapter, intro, page } from '../build';
import { dailyLivingItems, healthRatingItems } from '../items/health';
import { lonelinessItems } from '../items/screener';
import {
  goalProgress,
  socialContactItems,
  supportAvailableItems,
  wellbeingDomainItems,
} from '../items/wellbeing';
import type { InstrumentSeries, ModuleTemplate } from '../types';
import { HEALTH_METRICS, LONELINESS_METRICS, WELLBEING_METRICS } from './metrics';

/** Quality of Life Reflection - Short: health, well-being, support and loneliness in one sitting. */
export const qualityOfLifeReflectionShort: ModuleTemplate = chapter(
  'quality-of-life-short-reflection',
  'Quality of Life Reflection - Short',
  'A short check-in on your health, your well-being and the people around you.',
  [
    page('health', 'My health', [
      intro('reflection_intro', 'Answer for how things are for you today.'),
      ...healthRatingItems(),
      ...dailyLivingItems(),
    ]),
    page('wellbeing', 'My life', wellbeingDomainItems()),
    page('people', 'People around me', [
      ...supportAvailableItems(),
      ...socialContactItems(),
      ...lonelinessItems(),
      goalProgress(),
    ]),
  ],
);

/** Quality of Life - Short: one chapter; the short Quality of Life report reads it. */
export const qualityOfLifeShort: InstrumentSeries = {
  key: 'quality-of-life-short',
  name: 'Quality of Life - Short',
  chapters: [qualityOfLifeReflectionShort],
  metrics: [
    ...HEALTH_METRICS,
    ...WELLBEING_METRICS,
    ...LONELINESS_METRICS,
    'PSS_QofL1_COMB',
    'QSC_QofL1_COMB',
    'PAG_QofL1_SD',
  ],
  tiles: ['health', 'mentalHealth', 'wellBeing', 'loneliness', 'socialSupport', 'goalProgress'],
};
