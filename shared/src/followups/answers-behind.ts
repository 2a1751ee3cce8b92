import { localText, type SurveyText } from '../messages/local-text';
import { currentLocale, LOCALES, type Locale } from '../messages/locale';
import { moduleQuestions, type ModuleQuestion } from '../research/module-questions';
import { CONTACT_METRICS, GROUP_METRICS } from '../scoring/advice';
import { PROBLEM_ITEMS, PWI_DOMAINS } from '../scoring/flags';
import { FREQUENCY_RANGE } from '../scoring/frequency';
import { LONELINESS_ITEMS } from '../scoring/screener';
import { PSS_ITEMS, QSC_ITEMS } from '../reports/fields';
import { MISSING, readNumber } from '../scoring/values';
import type { FollowupAnswer } from '../schemas/followup';

/**
 * The member's answers behind a finding (issue 24 §2 'the answer behind it'), kept with the follow-up
 * when it opens so the follow-up page never reads the member's modules again. Each answer is the value
 * as the member gave it, with the question's title and the chosen option's label from the round's own
 * module definitions (an Admin-built module's texts included), kept in every language the definition
 * has (issue 25: `{ default, fr }` as the template holds them) and worded for each reader (`answerIn`).
 */

/**
 * One answer behind a finding as the follow-up keeps it: the API's answer with its title and option
 * label as localisable texts (a plain string when the same in every language, or kept before issue 25).
 */
export type StoredAnswer = Omit<FollowupAnswer, 'label' | 'choice'> & {
  label?: SurveyText;
  choice?: SurveyText;
};

/** Most answers kept per finding (a concern may rest on a dozen frequency questions). */
export const MAX_ANSWERS_BEHIND = 12;
/** Longest text kept of a title, an option label or a typed answer (the item stays small). */
export const ANSWER_TEXT_MAX = 300;
/** Most values kept of a multiple-choice answer. */
const MAX_VALUES = 20;

const SCALE_0_2 = { min: 0, max: 2, integer: true };
const SCALE_0_4 = { min: 0, max: 4, integer: true };

/** One chapter of the round: its answers and, where read, its module's definition. */
export interface RoundChapter {
  answers: Readonly<Record<string, unknown>>;
  surveyJSON?: unknown;
}

const answered = (answers: Readonly<Record<string, unknown>>, names: readonly string[]) =>
  names.filter((n) => answers[n] !== undefined && answers[n] !== null && answers[n] !== MISSING);

const withCode = (
  answers: Readonly<Record<string, unknown>>,
  names: readonly string[],
  range: { min: number; max: number; integer: boolean },
  keep: (code: number) => boolean,
) =>
  names.filter((n) => {
    const code = readNumber(answers[n], range);
    return code !== MISSING && keep(code);
  });

/** The screener questions that scored a risk point (METRICS.md §6), as `screenerRisk` counts them. */
function riskPoints(a: Readonly<Record<string, unknown>>): string[] {
  const often = withCode(a, LONELINESS_ITEMS, SCALE_0_2, (c) => c === 2);
  const sometimes = withCode(a, LONELINESS_ITEMS, SCALE_0_2, (c) => c === 1);
  const lonely = often.length > 0 || sometimes.length >= 2;
  return [
    ...withCode(a, ['household2_size'], { min: 0, max: 4, integer: true }, (c) => c === 0),
    ...withCode(a, ['community_activity_participate'], { min: 0, max: 1, integer: true }, (c) => c === 0),
    ...withCode(a, ['life_satisfaction2'], { min: 1, max: 10, integer: true }, (c) => c <= 6),
    ...withCode(a, ['local_community_belonging'], { min: 0, max: 3, integer: true }, (c) => c <= 1),
    ...(lonely ? [...often, ...sometimes] : []),
  ];
}

/**
 * The names of the questions behind a finding's metric, in the round's merged answers: the question
 * itself for a flag on one answer; the items that made a combined value (loneliness items answered
 * Often, problem items at Moderate, the support items, the screener's scored points, the frequencies
 * behind a Community Connections concern). At most {@link MAX_ANSWERS_BEHIND}.
 */
export function questionsBehind(metric: string, answers: Readonly<Record<string, unknown>>): string[] {
  const a = answers;
  let names: string[];
  switch (metric) {
    case 'often_count':
      names = withCode(a, LONELINESS_ITEMS, SCALE_0_2, (c) => c === 2);
      break;
    case 'sometimes_count':
      names = withCode(a, LONELINESS_ITEMS, SCALE_0_2, (c) => c === 1);
      break;
    case 'moderate_problems':
      names = withCode(
        a,
        PROBLEM_ITEMS.map((p) => p.metric),
        SCALE_0_4,
        (c) => c === 2,
      );
      break;
    case 'PSS_QofL1_COMB':
      names = answered(a, PSS_ITEMS);
      break;
    case 'screener_risk':
      names = riskPoints(a);
      break;
    case 'advice.socialTime':
      names = answered(a, ['social_hours_week']);
      if (names.length === 0)
        names = withCode(a, CONTACT_METRICS, { ...FREQUENCY_RANGE, integer: true }, () => true);
      break;
    case 'advice.groupActivity':
      names = withCode(a, GROUP_METRICS, { ...FREQUENCY_RANGE, integer: true }, () => true);
      break;
    case 'advice.wellBeingLow':
      names = answered(
        a,
        PWI_DOMAINS.map((d) => `${d}_QofL3_SD`),
      );
      break;
    case 'advice.socialContactLow':
      names = answered(a, QSC_ITEMS);
      break;
    default:
      names = answered(a, [metric]);
  }
  return names.slice(0, MAX_ANSWERS_BEHIND);
}

const clip = (s: string) => (s.length > ANSWER_TEXT_MAX ? `${s.slice(0, ANSWER_TEXT_MAX - 1)}…` : s);

/** The answer as given, kept when it is a number, a text, a yes/no or a list of choices. */
function valueOf(raw: unknown): FollowupAnswer['value'] | undefined {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw === 'string') return clip(raw);
  if (typeof raw === 'boolean') return raw;
  if (Array.isArray(raw)) {
    const items = raw.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
    return items.slice(0, MAX_VALUES).map((v) => (typeof v === 'string' ? clip(v) : v));
  }
  return undefined;
}

/** The value as a choice label would repeat it (a yes/no as 1 or 0, several values joined). */
function valuesOf(value: FollowupAnswer['value']): (string | number)[] {
  return Array.isArray(value) ? value : [typeof value === 'boolean' ? (value ? 1 : 0) : value];
}

const shownValues = (value: FollowupAnswer['value']) => valuesOf(value).map(String).join(', ');

/** The label of the option(s) chosen, in the language its question was read in. */
function choiceOf(question: ModuleQuestion, value: FollowupAnswer['value']): string | undefined {
  const labels = valuesOf(value).flatMap((v) => {
    const c = question.choices.find((choice) => String(choice.value) === String(v));
    return c ? [c.label] : [];
  });
  return labels.length === 0 ? undefined : clip(labels.join(', '));
}

/**
 * One text per locale as a localisable text: a plain string when every locale reads the same (or it
 * says nothing more than `repeats`, in every locale), else `{ default: English, fr: … }`.
 */
function localisable(texts: Record<Locale, string | undefined>, repeats: string): SurveyText | undefined {
  const worded = LOCALES.map((l) => texts[l]);
  if (worded.every((t) => t === undefined || t === repeats)) return undefined;
  if (worded.every((t) => t === worded[0])) return worded[0];
  return Object.fromEntries(LOCALES.map((l) => [l === 'en' ? 'default' : l, texts[l] ?? repeats]));
}

/**
 * An answer behind a finding as a reader in `locale` (the current one by default) reads it: its title
 * and option label in that language; one that only repeats the question's name or the value is left
 * out. Plain texts (answers kept before issue 25) as they are.
 */
export function answerIn(answer: StoredAnswer, locale: Locale = currentLocale()): FollowupAnswer {
  const { label: storedLabel, choice: storedChoice, ...rest } = answer;
  const label = storedLabel === undefined ? undefined : localText(storedLabel, locale);
  const choice = storedChoice === undefined ? undefined : localText(storedChoice, locale);
  return {
    ...rest,
    ...(label && label !== answer.question ? { label } : {}),
    ...(choice && choice !== shownValues(answer.value) ? { choice } : {}),
  };
}

/**
 * The answers behind a finding, from the round's chapters (in order; a later chapter's answer wins, as
 * in the round's merged answers). Each carries its question's title and option label, in every
 * language, from the definition of the chapter that holds the answer (else any chapter that has the
 * question).
 */
export function answersBehind(metric: string, chapters: readonly RoundChapter[]): StoredAnswer[] {
  const merged = Object.assign({}, ...chapters.map((c) => c.answers)) as Record<string, unknown>;
  // Each chapter's questions read once per locale, only when an answer needs them.
  const read = new Map<string, ModuleQuestion[]>();
  const questionsOf = (i: number, locale: Locale) => {
    const key = `${String(i)}:${locale}`;
    if (!read.has(key)) read.set(key, moduleQuestions(chapters[i]?.surveyJSON, locale));
    return read.get(key) ?? [];
  };
  const order = chapters.map((_, i) => chapters.length - 1 - i);
  return questionsBehind(metric, merged).flatMap((name): StoredAnswer[] => {
    const value = valueOf(merged[name]);
    if (value === undefined) return [];
    const holder = order.find((i) => chapters[i]?.answers[name] !== undefined);
    const search = holder === undefined ? order : [holder, ...order.filter((i) => i !== holder)];
    const chapter = search.find((i) => questionsOf(i, 'en').some((q) => q.name === name));
    const question = (l: Locale) =>
      chapter === undefined ? undefined : questionsOf(chapter, l).find((q) => q.name === name);
    const perLocale = (text: (q: ModuleQuestion) => string | undefined) =>
      Object.fromEntries(
        LOCALES.map((l) => {
          const q = question(l);
          return [l, q ? text(q) : undefined];
        }),
      ) as Record<Locale, string | undefined>;
    const label = localisable(
      perLocale((q) => clip(q.label)),
      name,
    );
    const choice = localisable(
      perLocale((q) => choiceOf(q, value)),
      shownValues(value),
    );
    return [{ question: name, ...(label ? { label } : {}), value, ...(choice ? { choice } : {}) }];
  });
}
