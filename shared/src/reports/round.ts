import { communityConnection, PARTICIPATION_CATEGORIES, participationNames } from '../scoring/connection';
import { selectAdvice, type AdviceKey } from '../scoring/advice';
import { flags, type Flags } from '../scoring/flags';
import { FREQUENCY_RANGE } from '../scoring/frequency';
import { problemLabel } from '../scoring/labels';
import { LONELINESS_ITEMS, screenerRisk, type RiskLevel } from '../scoring/screener';
import { computeTiles, wellnessScore } from '../scoring/tiles';
import { MISSING, mapPresent, meanOfPresent, readNumber, round as roundTo } from '../scoring/values';
import {
  LIST_FIELDS,
  NUMERIC_FIELDS,
  PROBLEM_FIELDS,
  PSS_ITEMS,
  QSC_ITEMS,
  RELATIONS,
  TEXT_FIELDS,
  type ListField,
  type NumericField,
  type Relation,
  type TextField,
} from './fields';
import { AnswerReader, type Diagnostic } from './read';

/** A goal with its first step (rows need both). */
export interface Goal {
  goal: string;
  first_step: string;
}

/** A trusted person; frequency on the frequency scale, 999 when not given. */
export interface TrustedPerson {
  name: string;
  relation: Relation;
  frequency: number;
}

/** Everything the engine computes for one round. */
export interface RoundResult {
  numbers: Record<NumericField, number>;
  texts: Record<TextField, string | typeof MISSING>;
  lists: Record<ListField, string[] | typeof MISSING>;
  familyDoctor: 'Yes' | 'No' | typeof MISSING;
  goals: Goal[] | typeof MISSING;
  trustedPeople: TrustedPerson[] | typeof MISSING;
  fcpInts: number[];
  fcpStrings: string[] | typeof MISSING;
  flags: Flags;
  tiles: number[];
  wellness: number | string;
  communityConnection: { score: number; label: string } | null;
  screenerRisk: { score: number; level: RiskLevel };
  advice: AdviceKey[];
  diagnostics: Diagnostic[];
}

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function readGoals(reader: AnswerReader): Goal[] | typeof MISSING {
  const rows = reader.rows('goals');
  if (rows === MISSING) return MISSING;
  const goals = rows.flatMap((row) => {
    const goal = nonBlank(row.goal);
    const firstStep = nonBlank(row.first_step);
    return goal !== undefined && firstStep !== undefined ? [{ goal, first_step: firstStep }] : [];
  });
  return goals.length === 0 ? MISSING : goals;
}

function readTrustedPeople(reader: AnswerReader): TrustedPerson[] | typeof MISSING {
  const rows = reader.rows('trusted_people');
  if (rows === MISSING) return MISSING;
  const people = rows.flatMap((row): TrustedPerson[] => {
    const name = nonBlank(row.name);
    const frequency = readNumber(row.frequency, FREQUENCY_RANGE);
    // Spec 000 §5: entries with a blank name or the frequency Never are not shown.
    if (name === undefined || frequency === 0) return [];
    const relation = RELATIONS.find((r) => r === row.relation) ?? 'Other';
    return [{ name, relation, frequency }];
  });
  return people.length === 0 ? MISSING : people;
}

function countOf(values: readonly number[], wanted: number): number {
  return values.every((v) => v === MISSING) ? MISSING : values.filter((v) => v === wanted).length;
}

/** Computes the metrics, flags, tiles and scores of one round from its merged answers. */
export function computeRound(answers: Readonly<Record<string, unknown>>, index: number): RoundResult {
  const reader = new AnswerReader(answers, index);
  const base = Object.fromEntries(
    Object.entries(NUMERIC_FIELDS).map(([name, range]) => [name, reader.number(name, range)]),
  ) as Record<keyof typeof NUMERIC_FIELDS, number>;

  const loneliness = LONELINESS_ITEMS.map((name) => base[name]);
  const pss = PSS_ITEMS.map((name) => reader.number(name, { min: 1, max: 3, integer: true }));
  const qsc = QSC_ITEMS.map((name) => reader.number(name, { min: 0, max: 1, integer: true }));
  const domains = (['LS', 'SL', 'YH', 'AL', 'PR', 'HSF', 'FPC', 'FS', 'SR'] as const).map(
    (d) => base[`${d}_QofL3_SD`],
  );
  const numbers: Record<NumericField, number> = {
    ...base,
    often_count: countOf(loneliness, 2),
    sometimes_count: countOf(loneliness, 1),
    PSS_QofL1_COMB: mapPresent(meanOfPresent(pss), (v) => roundTo(v, 2)),
    PL_QofL1_COMB: mapPresent(meanOfPresent(loneliness.map((v) => mapPresent(v, (c) => c + 1))), (v) =>
      roundTo(v, 2),
    ),
    QSC_QofL1_COMB: countOf(qsc, 1),
    PWI_QofL3_COMB: mapPresent(meanOfPresent(domains), (v) => Math.round(v * 10)),
  };

  const texts = {
    ...Object.fromEntries(TEXT_FIELDS.map((name) => [name, reader.text(name)])),
    ...Object.fromEntries(
      Object.entries(PROBLEM_FIELDS).map(([name, source]) => [
        name,
        problemLabel(numbers[source]) ?? MISSING,
      ]),
    ),
  } as Record<TextField, string | typeof MISSING>;
  const lists = Object.fromEntries(LIST_FIELDS.map((name) => [name, reader.list(name)])) as Record<
    ListField,
    string[] | typeof MISSING
  >;
  const familyDoctor = reader.choice('access_to_family_doctor', ['Yes', 'No'] as const);

  const fcpInts = PARTICIPATION_CATEGORIES.map((c) => numbers[c.name as NumericField]);
  const fcpStrings = participationNames(fcpInts);
  const connection = communityConnection(fcpInts);

  const metrics: Record<string, unknown> = { ...numbers, access_to_family_doctor: familyDoctor };
  const roundFlags = flags(metrics);
  const tiles = computeTiles({
    ...numbers,
    contactFrequencies: [
      numbers.frequency_of_contact_family,
      numbers.frequency_of_contact_friends,
      numbers.frequency_of_contact_neighbours,
    ],
    connectionScore: connection?.score ?? MISSING,
  });

  return {
    numbers,
    texts,
    familyDoctor,
    lists,
    goals: readGoals(reader),
    trustedPeople: readTrustedPeople(reader),
    fcpInts,
    fcpStrings,
    flags: roundFlags,
    tiles,
    wellness: wellnessScore(tiles),
    communityConnection: connection,
    screenerRisk: screenerRisk(numbers),
    advice: selectAdvice(metrics, roundFlags),
    diagnostics: reader.diagnostics,
  };
}
