import { Model, type Question } from 'survey-core';
import { modelCompleteness, withoutConsole } from './completeness';

/*
 * Whether saved answers fit the questions of their module (issue 8: "answers that do not fit their
 * question get 400 with the question's name"). Checked against the module's own definition in
 * survey-core: the answer's type per question type, and choice values that exist. Questions whose
 * choices come from elsewhere (a URL, another question) accept any scalar value.
 */

/** One answer that does not fit: the question's name (the answer's key) and why. */
export interface AnswerProblem {
  name: string;
  reason: 'unknownQuestion' | 'invalidAnswer';
}

type Check = (question: Question, value: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isScalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
const valuesOf = (items: readonly { value: unknown }[] | undefined): unknown[] =>
  (items ?? []).map((item) => item.value);

/** The values a choice question accepts: its choices and the special items it shows. */
function choiceValues(question: Question): unknown[] | undefined {
  const q = question as unknown as Record<string, unknown> & {
    choices?: { value: unknown }[];
    choicesByUrl?: { url?: string };
  };
  if (q.choicesByUrl?.url || q.choicesFromQuestion) return undefined;
  const specials: [flag: string, value: string][] = [
    ['showOtherItem', 'other'],
    ['showNoneItem', 'none'],
    ['showRefuseItem', 'refused'],
    ['showDontKnowItem', 'dontknow'],
  ];
  return [...valuesOf(q.choices), ...specials.filter(([flag]) => q[flag] === true).map(([, v]) => v)];
}

/** A choice value: equal to one of the choices (1 and '1' are the same choice, as in survey-core). */
function isChoice(values: unknown[] | undefined, value: unknown): boolean {
  if (!isScalar(value)) return false;
  return values === undefined || values.some((v) => v === value || String(v) === String(value));
}

const singleChoice: Check = (q, v) => isChoice(choiceValues(q), v);
const multipleChoice: Check = (q, v) => {
  const values = choiceValues(q);
  return Array.isArray(v) && v.every((item) => isChoice(values, item));
};

const checks: Record<string, Check> = {
  text: (_q, v) => typeof v === 'string' || typeof v === 'number',
  comment: (_q, v) => typeof v === 'string',
  radiogroup: singleChoice,
  dropdown: singleChoice,
  imagepicker: (q, v) => (Array.isArray(v) ? multipleChoice(q, v) : singleChoice(q, v)),
  checkbox: multipleChoice,
  tagbox: multipleChoice,
  ranking: multipleChoice,
  rating: (q, v) => {
    const values = valuesOf((q as unknown as { visibleRateValues?: { value: unknown }[] }).visibleRateValues);
    return isChoice(values.length > 0 ? values : undefined, v);
  },
  boolean: (q, v) => {
    const b = q as unknown as { valueTrue?: unknown; valueFalse?: unknown };
    return typeof v === 'boolean' || (v !== undefined && (v === b.valueTrue || v === b.valueFalse));
  },
  matrix: (q, v) => {
    const rows = valuesOf((q as unknown as { rows: { value: unknown }[] }).rows).map(String);
    const columns = valuesOf((q as unknown as { columns: { value: unknown }[] }).columns);
    return (
      isObject(v) && Object.entries(v).every(([row, cell]) => rows.includes(row) && isChoice(columns, cell))
    );
  },
  matrixdropdown: (q, v) => {
    const rows = valuesOf((q as unknown as { rows: { value: unknown }[] }).rows).map(String);
    return isObject(v) && Object.entries(v).every(([row, cells]) => rows.includes(row) && isObject(cells));
  },
  matrixdynamic: (_q, v) => Array.isArray(v) && v.every(isObject),
  paneldynamic: (_q, v) => Array.isArray(v) && v.every(isObject),
  multipletext: (q, v) => {
    const items = (q as unknown as { items: { name: string }[] }).items.map((i) => i.name);
    return isObject(v) && Object.entries(v).every(([item, text]) => items.includes(item) && isScalar(text));
  },
  // No answer of the member's: an html block holds none (expression values are computed by SurveyJS).
  html: () => false,
  image: () => false,
};

/** The answers of `answers` that do not fit the questions of `model` (see `answerProblems`). */
function problemsIn(model: Model, answers: Record<string, unknown>): AnswerProblem[] {
  const byValueName = new Map<string, Question>();
  for (const q of model.getAllQuestions(false)) byValueName.set(q.getValueName(), q);
  const calculated = new Set(model.calculatedValues.filter((c) => c.includeIntoResult).map((c) => c.name));
  const problems: AnswerProblem[] = [];
  for (const [name, value] of Object.entries(answers)) {
    const question = byValueName.get(name);
    if (!question) {
      const base = name.endsWith('-Comment') ? name.slice(0, -'-Comment'.length) : undefined;
      const companion = base !== undefined && byValueName.has(base) && typeof value === 'string';
      if (!companion && !calculated.has(name)) problems.push({ name, reason: 'unknownQuestion' });
      continue;
    }
    if (value === null || value === undefined) continue;
    const check = checks[question.getType()];
    if (check && !check(question, value)) problems.push({ name, reason: 'invalidAnswer' });
  }
  return problems;
}

/**
 * The answers that do not fit the module `surveyJSON`, in answer order: a key that is no question's
 * (nor a question's `-Comment` companion or a calculated value kept in the results), or a value of the
 * wrong type or outside the question's choices. Empty when all fit; null answers count as not given.
 */
export function answerProblems(
  surveyJSON: Record<string, unknown>,
  answers: Record<string, unknown>,
): AnswerProblem[] {
  return withoutConsole(() => problemsIn(new Model(surveyJSON), answers));
}

/** Models kept between calls, by the key their caller gives (most recently used last). */
const models = new Map<string, Model>();
const MODELS_KEPT = 16;

/**
 * The survey-core model of a definition that never changes under `key` (a member module's copy): built
 * once per process and reused, since building one is most of the cost of a 200-question save. Setting
 * `data` replaces all of a model's values, so a reused model carries nothing over between calls.
 */
function modelFor(surveyJSON: Record<string, unknown>, key?: string): Model {
  if (key === undefined) return new Model(surveyJSON);
  const kept = models.get(key);
  models.delete(key);
  const model = kept ?? new Model(surveyJSON);
  models.set(key, model);
  if (models.size > MODELS_KEPT) models.delete(models.keys().next().value as string);
  return model;
}

/**
 * What a save needs, on one survey-core model: the answers that do not fit, and, when all fit, the
 * completeness (spec 001 §4). `key` names a definition that never changes (e.g. a member module's id
 * and start time), so its model is built once per process and reused.
 */
export function checkedCompleteness(
  surveyJSON: Record<string, unknown>,
  answers: Record<string, unknown>,
  key?: string,
): { problems: AnswerProblem[]; completeness: number } {
  return withoutConsole(() => {
    const model = modelFor(surveyJSON, key);
    const problems = problemsIn(model, answers);
    return { problems, completeness: problems.length > 0 ? 0 : modelCompleteness(model, answers) };
  });
}

/**
 * Whether survey-core finds validation errors in the answers (required questions left empty, numeric
 * ranges, validators), on all pages, as the fill-in's Mark Complete does (spec 001 §4).
 */
export function hasValidationErrors(
  surveyJSON: Record<string, unknown>,
  answers: Record<string, unknown>,
): boolean {
  return withoutConsole(() => {
    try {
      const model = new Model(surveyJSON);
      model.data = answers;
      return !model.validate(false, false);
    } catch {
      return true;
    }
  });
}
