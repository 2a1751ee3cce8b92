import { MARITAL_STATUS_CHOICES } from '@circles/shared/instruments/choices';
import { localText } from '@circles/shared/messages/local-text';
import type { ReportPayload } from '@circles/shared/reports/report';
import type { Goal } from '@circles/shared/reports/round';
import { msg, type ReportsMessageKey } from '@circles/shared/messages/reports';
import { reportsEn } from '@circles/shared/messages/reports.en';
import { msg as scoringMsg } from '@circles/shared/messages/scoring';
import { PARTICIPATION_CATEGORIES } from '@circles/shared/scoring/connection';
import { PWI_DOMAINS, type Flags } from '@circles/shared/scoring/flags';
import { frequencyLabel } from '@circles/shared/scoring/frequency';
import {
  pwiCombinedLabel,
  pwiDomainColour,
  ratingLabel,
  type TileColour,
} from '@circles/shared/scoring/labels';
import { answerRows, atRound, yesNo, type AnswerRow } from './display';
import { shownNumber } from '../../../lib/i18n/format';

type NumberField = {
  [K in keyof ReportPayload]-?: ReportPayload[K] extends number[] ? K : never;
}[keyof ReportPayload];

function number(payload: ReportPayload, field: NumberField, round: number): number | undefined {
  return atRound(payload[field], round);
}

function numberRows(
  payload: ReportPayload,
  round: number,
  rows: readonly (readonly [ReportsMessageKey, NumberField, ((v: number) => string | null)?])[],
): AnswerRow[] {
  return answerRows(
    rows.map(([key, field, format]) => {
      const value = number(payload, field, round);
      return {
        label: msg(key),
        value: value === undefined ? undefined : ((format ? format(value) : shownNumber(value)) ?? undefined),
      };
    }),
  );
}

const frequency = (v: number) => frequencyLabel(v);

/**
 * A stored marital status (the choice's value, its English text) in the reader's language; a value
 * no choice has (a designer-made template's) as it is.
 */
function maritalStatus(value: string | undefined): string | undefined {
  const choice = MARITAL_STATUS_CHOICES.find((c) => c.value === value);
  return choice ? localText(choice.text) : value;
}

/** The Summary of the Community Connection report: household and circle sizes (999 rows left out). */
export function summaryRows(payload: ReportPayload, round: number): AnswerRow[] {
  return [
    ...numberRows(payload, round, [['reports.summary.householdSize', 'household_size']]),
    ...answerRows([
      {
        label: msg('reports.summary.maritalStatus'),
        value: maritalStatus(atRound(payload.marital_status, round)),
      },
    ]),
    ...numberRows(payload, round, [
      ['reports.summary.children', 'total_children'],
      ['reports.summary.relatives', 'total_relatives'],
      ['reports.summary.closeFriends', 'total_close_friends'],
      ['reports.summary.neighbours', 'total_well_known_neighbours'],
    ]),
    ...answerRows([
      { label: msg('reports.summary.meaningfulPeople'), value: atRound(payload.meaningful_people, round) },
    ]),
  ];
}

/** How often the member is in touch with family, friends and neighbours. */
export function contactRows(payload: ReportPayload, round: number): AnswerRow[] {
  return numberRows(payload, round, [
    ['reports.contact.family', 'frequency_of_contact_family', frequency],
    ['reports.contact.friends', 'frequency_of_contact_friends', frequency],
    ['reports.contact.neighbours', 'frequency_of_contact_neighbours', frequency],
    ['reports.contact.getTogetherFamily', 'frequency_get_together_family', frequency],
    ['reports.contact.getTogetherFriends', 'frequency_get_together_friends', frequency],
    ['reports.contact.getTogetherNeighbours', 'frequency_get_together_neighbours', frequency],
  ]);
}

/** The ten participation categories with their frequency (unanswered ones left out). */
export function participationRows(payload: ReportPayload, round: number): AnswerRow[] {
  const wants = number(payload, 'community_activity_participate', round);
  return answerRows([
    ...PARTICIPATION_CATEGORIES.map((c) => {
      const value = atRound(payload[c.name as NumberField], round);
      return {
        label: scoringMsg(c.label),
        value: value === undefined ? undefined : (frequencyLabel(value) ?? undefined),
      };
    }),
    {
      label: msg('reports.participation.wantMore'),
      value: wants === undefined ? undefined : yesNo(wants === 1),
    },
  ]);
}

/** Availability of Support: how often each kind of support is received, and the family doctor. */
export function supportRows(payload: ReportPayload, round: number): AnswerRow[] {
  const doctor = atRound(payload.access_to_family_doctor, round);
  return [
    ...numberRows(payload, round, [
      ['reports.support.informal', 'support_informal', frequency],
      ['reports.support.healthcare', 'support_healthcare', frequency],
      ['reports.support.homeHealthcare', 'support_home_healthcare', frequency],
      ['reports.support.privateHealthcare', 'support_private_healthcare', frequency],
      ['reports.support.wellnessProgram', 'support_wellness_program', frequency],
    ]),
    ...answerRows([
      {
        label: msg('reports.support.familyDoctor'),
        value: doctor === undefined ? undefined : yesNo(doctor === 'Yes'),
      },
    ]),
  ];
}

/** Health today, self-rated and mental health, and the five problem labels. */
export function healthRows(payload: ReportPayload, round: number): AnswerRow[] {
  return [
    ...numberRows(payload, round, [
      ['reports.health.today', 'HT_QofL2_SD'],
      ['reports.health.selfRated', 'PH_QofL2_SD', ratingLabel],
      ['reports.health.mental', 'MH_QofL2_SD', ratingLabel],
    ]),
    ...answerRows(
      (
        [
          ['reports.health.walking', 'problem_walking'],
          ['reports.health.washingDressing', 'problem_washing_dressing'],
          ['reports.health.usualActivities', 'problem_usual_activities'],
          ['reports.health.pain', 'problem_pain_discomfort'],
          ['reports.health.anxious', 'problem_anxious_depressed'],
        ] as const
      ).map(([key, field]) => ({ label: msg(key), value: atRound(payload[field], round) })),
    ),
  ];
}

/** Visits to emergency, hospital, ambulance and urgent care in the last 12 months. */
export function healthUseRows(payload: ReportPayload, round: number): AnswerRow[] {
  return numberRows(payload, round, [
    ['reports.health.ed', 'HU_ED_QofL2_SD'],
    ['reports.health.hospital', 'HU_HNum_QofL2_SD'],
    ['reports.health.ambulance', 'HU_EMS_QofL2_SD'],
    ['reports.health.urgentCare', 'HU_UC_QofL2_SD'],
  ]);
}

/** The band of a Personal Well-Being domain score (spec 000 §5): '0-2', '3-4', '5-6', '7-8', '9-10'. */
export function pwiBand(score: number): string {
  pwiDomainColour(score); // throws 'Invalid score range…' outside 0-10
  if (score <= 2) return '0-2';
  if (score <= 4) return '3-4';
  if (score <= 6) return '5-6';
  if (score <= 8) return '7-8';
  return '9-10';
}

/** One Personal Well-Being domain row. */
export interface PwiRow {
  domain: string;
  score: number;
  band: string;
  colour: TileColour;
}

/** The answered Personal Well-Being domains of a round with their bands and colours. */
export function pwiRows(payload: ReportPayload, round: number): PwiRow[] {
  return PWI_DOMAINS.flatMap((d) => {
    const score = number(payload, `${d}_QofL3_SD`, round);
    if (score === undefined) return [];
    return [
      { domain: msg(`reports.pwi.domain.${d}`), score, band: pwiBand(score), colour: pwiDomainColour(score) },
    ];
  });
}

/** The combined Personal Well-Being sentence, or undefined when not answered. */
export function pwiCombinedText(payload: ReportPayload, round: number): string | undefined {
  const score = number(payload, 'PWI_QofL3_COMB', round);
  const label = pwiCombinedLabel(score);
  return score === undefined || label === null ? undefined : msg('reports.pwi.combined', { score, label });
}

/** The member's goals with their first steps, or none. */
export function goalsOf(payload: ReportPayload, round: number): Goal[] {
  return atRound(payload.goals, round) ?? [];
}

/** Whether `key` is a report text of the catalogue. */
const isReportsKey = (key: string): key is ReportsMessageKey => Object.hasOwn(reportsEn, key);

/**
 * The catalogue key of an interest activity of spec 000 §3 (`reports.interest.<camelCase name>`, e.g.
 * 'Art/Painting' is `reports.interest.artPainting`), or null for any other name.
 */
export function interestKey(activity: string): ReportsMessageKey | null {
  const camel = activity
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
  const key = `reports.interest.${camel}`;
  return isReportsKey(key) ? key : null;
}

/** An interest activity as the screens name it: its catalogue label (it follows the interface language), or any other name as stored. */
export function interestLabel(activity: string): string {
  const key = interestKey(activity);
  return key ? msg(key) : activity;
}

/** The four interest lists of a round with their headings; empty lists left out. */
export function interestLists(payload: ReportPayload, round: number): { heading: string; items: string[] }[] {
  return (
    [
      ['reports.interests.activities', 'activities'],
      ['reports.interests.meaningful', 'meaningful_activities'],
      ['reports.interests.challenging', 'challenging_activities'],
      ['reports.interests.likeToJoin', 'like_to_join'],
    ] as const
  ).flatMap(([key, field]) => {
    const items = atRound(payload[field], round) ?? [];
    return items.length === 0 ? [] : [{ heading: msg(key), items }];
  });
}

/** The flags of a round (none when the round is missing). */
export function flagsOf(payload: ReportPayload, round: number): Flags {
  return payload.flags[round] ?? { red: [], yellow: [] };
}

/** Whether a concern flag is set: the condition of 'Possible Concerns and Suggestions' (spec 000 §2). */
export function hasConcern(payload: ReportPayload, round: number): boolean {
  const f = flagsOf(payload, round);
  return f.red.length + f.yellow.length > 0;
}
