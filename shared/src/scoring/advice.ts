import { msg, type AdviceMessageKey } from '../messages/advice';
import { PARTICIPATION_CATEGORIES } from './connection';
import { flags as computeFlags, PWI_DOMAINS, type Flags } from './flags';
import { Frequency, FREQUENCY_RANGE } from './frequency';
import { MISSING, readNumber } from './values';

/** Advice block names: a key of the `advice.*` catalogue area. */
export type AdviceKey = AdviceMessageKey;

/** Frequencies of contact with people; daily contact is the proxy for 1-3 hours a day of social time. */
export const CONTACT_METRICS = [
  'frequency_of_contact_family',
  'frequency_of_contact_friends',
  'frequency_of_contact_neighbours',
  'frequency_get_together_family',
  'frequency_get_together_friends',
  'frequency_get_together_neighbours',
];

/** Participation categories that happen in a group (informal help and kindness are one-to-one). */
export const GROUP_METRICS = PARTICIPATION_CATEGORIES.map((c) => c.name).filter(
  (name) => !name.endsWith('_informal_help') && !name.endsWith('_kindness'),
);

const FLAG_FAMILY: Record<string, AdviceKey> = {
  HT_QofL2_SD: 'advice.health',
  PH_QofL2_SD: 'advice.health',
  MH_QofL2_SD: 'advice.mentalHealth',
  AD_QofL2_SD: 'advice.mentalHealth',
  M_QofL2_SD: 'advice.dailyLiving',
  PC_QofL2_SD: 'advice.dailyLiving',
  UA_QofL2_SD: 'advice.dailyLiving',
  PD_QofL2_SD: 'advice.dailyLiving',
  moderate_problems: 'advice.dailyLiving',
  HU_ED_QofL2_SD: 'advice.healthServices',
  HU_HNum_QofL2_SD: 'advice.healthServices',
  HU_EMS_QofL2_SD: 'advice.healthServices',
  HU_UC_QofL2_SD: 'advice.healthServices',
  access_to_family_doctor: 'advice.familyDoctor',
  PAG_QofL1_SD: 'advice.goals',
  PSS_QofL1_COMB: 'advice.support',
  often_count: 'advice.loneliness',
  sometimes_count: 'advice.loneliness',
  ...Object.fromEntries(PWI_DOMAINS.map((d) => [`${d}_QofL3_SD`, 'advice.domainLow' as const])),
};

function highestFrequency(metrics: Readonly<Record<string, unknown>>, names: readonly string[]): number {
  const answered = names.map((n) => readNumber(metrics[n], FREQUENCY_RANGE)).filter((v) => v !== MISSING);
  return answered.length === 0 ? MISSING : Math.max(...answered);
}

/**
 * Advice blocks for one round (METRICS.md §7, spec 000 §9 thresholds), in a stable order without
 * repeats. Decisions, since the instruments have no hours question: social time is below the
 * recommended 1-3 hours a day when no contact or get-together is Daily (or `social_hours_week` < 7 when
 * that answer exists); group activity is below weekly when no group participation is Weekly or more.
 * Unanswered inputs choose nothing.
 */
export function selectAdvice(metrics: Readonly<Record<string, unknown>>, roundFlags?: Flags): AdviceKey[] {
  const chosen = new Set<AdviceKey>();
  const hours = readNumber(metrics.social_hours_week, { min: 0, max: 168 });
  const contact = highestFrequency(metrics, CONTACT_METRICS);
  if (hours !== MISSING ? hours < 7 : contact !== MISSING && contact < Frequency.Daily)
    chosen.add('advice.socialTime');
  const group = highestFrequency(metrics, GROUP_METRICS);
  if (group !== MISSING && group < Frequency.Weekly) chosen.add('advice.groupActivity');
  const pwi = readNumber(metrics.PWI_QofL3_COMB, { min: 0, max: 100 });
  if (pwi !== MISSING && pwi <= 60) chosen.add('advice.wellBeingLow');
  const lowDomain = PWI_DOMAINS.some((d) => {
    const v = readNumber(metrics[`${d}_QofL3_SD`], { min: 0, max: 10 });
    return v !== MISSING && v <= 5;
  });
  if (lowDomain) chosen.add('advice.domainLow');
  const qsc = readNumber(metrics.QSC_QofL1_COMB, { min: 0, max: 3, integer: true });
  if (qsc !== MISSING && qsc < 2) chosen.add('advice.socialContactLow');
  const found = roundFlags ?? computeFlags(metrics);
  for (const flag of [...found.red, ...found.yellow]) {
    const family = FLAG_FAMILY[flag.metric];
    if (family !== undefined) chosen.add(family);
  }
  return [...chosen];
}

/** Texts of advice blocks with the Community Connector contact filled in. */
export function adviceTexts(keys: readonly AdviceKey[], connectorEmail: string): string[] {
  return keys.map((key) => msg(key, { connectorEmail }));
}
