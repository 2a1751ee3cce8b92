import { computeRound } from '@circles/shared/reports/round';
import { FIGURE_VARIABLES, figureValues } from '@circles/shared/research/figures';
import { moduleQuestions, type ModuleQuestion } from '@circles/shared/research/module-questions';

/**
 * The rows and data dictionary of one series of a research export (issue 26), pure: long format, one
 * row per member round. What leaves and what does not (the de-identification, README.md of the ZIP):
 * - no name, contact, user id, series instance id or date: the member is their research ID, a round its
 *   number and the days since the member's first finished round;
 * - option answers as their choice values (only values among the question's choices), numbers as typed;
 * - typed text only for question names on the reviewed allow-list; dates and e-mail / phone answers never;
 * - age as a 10-year band at the round, postal code as its first three characters (the FSA).
 */

export interface SeriesChapter {
  templateId: string;
  name: string;
  surveyJSON: unknown;
}

export interface ResearchSeriesInput {
  id: string;
  name: string;
  chapters: readonly SeriesChapter[];
}

/** One finished round of a consenting member, with what the row needs (identifiers stay here). */
export interface ResearchRoundInput {
  researchId: string;
  seriesTemplateId: string;
  /** The member's n-th finished round of this series (1 = first). */
  roundNumber: number;
  /** Whole days from the member's first finished round (any series) to this one. */
  daysSinceFirstRound: number;
  ageBand: string;
  postalFsa: string;
  /** The chapters' answers merged in chapter order (later chapters win on a shared name). */
  answers: Readonly<Record<string, unknown>>;
}

/** One column of a series file and its dictionary entry. */
export interface ResearchVariable {
  name: string;
  label: string;
  type: string;
  choices: string;
  instrument: string;
  units: string;
  rule: string;
  value: (round: ResearchRoundInput, figures: Record<string, string>) => string;
}

const RECORD_VARIABLES: readonly ResearchVariable[] = [
  {
    name: 'research_id',
    label: 'Research ID',
    type: 'text',
    choices: '',
    instrument: 'record',
    units: '',
    rule: "the member's random research pseudonym (created by the export when missing)",
    value: (r) => r.researchId,
  },
  {
    name: 'round_number',
    label: 'Round of this series',
    type: 'integer',
    choices: '',
    instrument: 'record',
    units: 'round',
    rule: "the member's finished rounds of the series in completion order, from 1",
    value: (r) => String(r.roundNumber),
  },
  {
    name: 'days_since_first_round',
    label: "Days since the member's first round",
    type: 'integer',
    choices: '',
    instrument: 'record',
    units: 'days',
    rule: "whole days from the completion of the member's first finished round of any series",
    value: (r) => String(r.daysSinceFirstRound),
  },
  {
    name: 'age_band',
    label: 'Age band at the round',
    type: 'text',
    choices: '<18 | 18-29 | 30-39 | 40-49 | 50-59 | 60-69 | 70-79 | 80-89 | 90+',
    instrument: 'record',
    units: 'years',
    rule: 'age at completion from the profile date of birth, in bands; blank when unknown',
    value: (r) => r.ageBand,
  },
  {
    name: 'postal_fsa',
    label: 'Postal code, first three characters',
    type: 'text',
    choices: '',
    instrument: 'record',
    units: '',
    rule: 'first three characters of the profile postal code (forward sortation area); blank when unknown',
    value: (r) => r.postalFsa,
  },
];

function choiceList(q: { choices?: readonly { value: string | number; label: string }[] }): string {
  return (q.choices ?? []).map((c) => `${c.value}, ${c.label}`).join(' | ');
}

function known(q: { choices?: readonly { value: string | number }[] }, v: unknown): string | undefined {
  const hit = (q.choices ?? []).find((c) => String(c.value) === String(v));
  return hit === undefined ? undefined : String(hit.value);
}

function numeric(v: unknown): string {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n !== 999 ? String(n) : '';
}

/** The answer columns of one question; empty when it is withheld. */
function questionVariables(
  q: ModuleQuestion,
  instrument: string,
  allowList: ReadonlySet<string>,
): ResearchVariable[] {
  const entry = { label: q.label, instrument, units: '', rule: 'answer as given' };
  const cell = (r: ResearchRoundInput) => r.answers[q.name];
  switch (q.kind) {
    case 'choice':
      return [
        {
          ...entry,
          name: q.name,
          type: 'single choice',
          choices: choiceList(q),
          value: (r) => known(q, cell(r)) ?? '',
        },
      ];
    case 'choices':
      return [
        {
          ...entry,
          name: q.name,
          type: 'multiple choice',
          choices: choiceList(q),
          rule: 'chosen values joined by ;',
          value: (r) => {
            const v = cell(r);
            return (Array.isArray(v) ? v : [])
              .map((x) => known(q, x))
              .filter((x) => x !== undefined)
              .join(';');
          },
        },
      ];
    case 'number': {
      const range = q.min !== undefined || q.max !== undefined ? `${q.min ?? ''}–${q.max ?? ''}` : '';
      return [
        { ...entry, name: q.name, type: 'number', choices: '', units: range, value: (r) => numeric(cell(r)) },
      ];
    }
    case 'text':
      if (!allowList.has(q.name)) return [];
      return [
        {
          ...entry,
          name: q.name,
          type: 'text',
          choices: '',
          rule: 'typed text (on the reviewed allow-list)',
          value: (r) => {
            const v = cell(r);
            return typeof v === 'string' ? v : '';
          },
        },
      ];
    case 'date':
    case 'contact':
      return [];
    case 'rows':
      return [
        {
          ...entry,
          name: `${q.name}__rows`,
          label: `${q.label}: rows`,
          type: 'integer',
          choices: '',
          units: 'rows',
          rule: 'number of rows answered',
          value: (r) => {
            const v = cell(r);
            return Array.isArray(v) ? String(v.length) : '';
          },
        },
        ...q.columns
          .filter((col) => col.choices)
          .map((col): ResearchVariable => ({
            ...entry,
            name: `${q.name}__${col.name}`,
            label: `${q.label}: ${col.label}`,
            type: 'multiple choice',
            choices: choiceList(col),
            rule: 'the value of each row, in row order, joined by ;',
            value: (r) => {
              const v = cell(r);
              return (Array.isArray(v) ? v : [])
                .map(
                  (row) =>
                    known(
                      col,
                      typeof row === 'object' && row ? (row as Record<string, unknown>)[col.name] : undefined,
                    ) ?? '',
                )
                .join(';');
            },
          })),
      ];
  }
}

/**
 * The variables of a series, in column order: the record's, each chapter's answers (a name asked in an
 * earlier chapter keeps its first place), then the computed figures. Also the questions withheld.
 */
export function seriesVariables(
  series: ResearchSeriesInput,
  allowList: ReadonlySet<string>,
): { variables: ResearchVariable[]; withheld: string[] } {
  const seen = new Set<string>(RECORD_VARIABLES.map((v) => v.name));
  const variables: ResearchVariable[] = [...RECORD_VARIABLES];
  const withheld: string[] = [];
  for (const chapter of series.chapters) {
    for (const q of moduleQuestions(chapter.surveyJSON)) {
      const vars = questionVariables(q, chapter.name, allowList);
      if (vars.length === 0 && !withheld.includes(q.name)) withheld.push(q.name);
      for (const v of vars) {
        if (seen.has(v.name)) continue;
        seen.add(v.name);
        variables.push(v);
      }
    }
  }
  for (const f of FIGURE_VARIABLES) {
    variables.push({
      name: f.name,
      label: f.label,
      type: f.type,
      choices: f.choices ?? '',
      instrument: 'computed',
      units: f.units,
      rule: f.rule,
      value: (_r, figures) => figures[f.name] ?? '',
    });
  }
  return { variables, withheld };
}

/** The rows of a series: one per round, in the order given, each cell a string. */
export function seriesRows(
  variables: readonly ResearchVariable[],
  rounds: readonly ResearchRoundInput[],
): string[][] {
  return rounds.map((round) => {
    const figures = figureValues(computeRound(round.answers, 0), round.answers);
    return variables.map((v) => v.value(round, figures));
  });
}

/** Ten-year age band at a date from a YYYY-MM-DD date of birth; '' when unknown or implausible. */
export function ageBand(dateOfBirth: string | undefined, at: string): string {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}/.test(dateOfBirth)) return '';
  const born = new Date(`${dateOfBirth.slice(0, 10)}T00:00:00Z`);
  const when = new Date(at);
  if (Number.isNaN(born.getTime()) || Number.isNaN(when.getTime())) return '';
  let age = when.getUTCFullYear() - born.getUTCFullYear();
  const before =
    when.getUTCMonth() < born.getUTCMonth() ||
    (when.getUTCMonth() === born.getUTCMonth() && when.getUTCDate() < born.getUTCDate());
  if (before) age -= 1;
  if (age < 0 || age > 130) return '';
  if (age < 18) return '<18';
  if (age < 30) return '18-29';
  if (age >= 90) return '90+';
  const low = Math.floor(age / 10) * 10;
  return `${low}-${low + 9}`;
}

/** The first three characters of a Canadian postal code (its FSA), upper case; '' when not one. */
export function postalFsa(postalCode: string | undefined): string {
  const fsa = (postalCode ?? '').replace(/\s+/g, '').slice(0, 3).toUpperCase();
  return /^[A-Z]\d[A-Z]$/.test(fsa) ? fsa : '';
}
