import { msg } from '../messages/exports';

/** What a research export prints in place of an answer the member typed. */
export const removedAnswer = (): string => msg('exports.removed');

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Questions whose answer is one or more of their choices. */
const CHOICE_TYPES = new Set([
  'radiogroup',
  'dropdown',
  'checkbox',
  'tagbox',
  'imagepicker',
  'ranking',
  'buttongroup',
]);
/** SurveyJS's own special choices (none of them typed by the member). */
const SPECIAL_CHOICES = new Set(['other', 'none', 'refused', 'dontknow', 'selectall']);
/** Numeric inputs of a text question: a number, never a name. */
const NUMBER_INPUTS = new Set(['number', 'range']);

/** The values of a static choice list (`choices`, `rateValues`: plain values or `{ value }` items). */
function choiceValues(items: unknown): Set<unknown> {
  return new Set(list(items).map((item) => (isObject(item) ? item.value : item)));
}

/** One answer of `question` (or a matrix cell, described like a question) with typed text removed. */
function safeValue(question: Json, value: unknown): unknown {
  const type = typeof question.type === 'string' ? question.type : '';
  if (CHOICE_TYPES.has(type)) {
    const allowed = choiceValues(question.choices);
    const keep = (v: unknown) => (allowed.has(v) || SPECIAL_CHOICES.has(v as string) ? v : removedAnswer());
    return Array.isArray(value) ? value.map(keep) : keep(value);
  }
  switch (type) {
    case 'boolean':
      return typeof value === 'boolean' || value === question.valueTrue || value === question.valueFalse
        ? value
        : removedAnswer();
    case 'rating':
      return (typeof value === 'number' && Number.isFinite(value)) ||
        choiceValues(question.rateValues ?? question.choices).has(value)
        ? value
        : removedAnswer();
    case 'text':
      return NUMBER_INPUTS.has(question.inputType as string) &&
        typeof value === 'number' &&
        Number.isFinite(value)
        ? value
        : removedAnswer();
    case 'multipletext':
      return isObject(value)
        ? Object.fromEntries(Object.keys(value).map((k) => [k, removedAnswer()]))
        : removedAnswer();
    case 'matrix': {
      const columns = choiceValues(question.columns);
      if (!isObject(value)) return removedAnswer();
      const rows = choiceValues(question.rows);
      return Object.fromEntries(
        Object.entries(value)
          .filter(([row]) => rows.has(row))
          .map(([row, v]) => [row, columns.has(v) ? v : removedAnswer()]),
      );
    }
    case 'matrixdropdown': {
      if (!isObject(value)) return removedAnswer();
      const rows = choiceValues(question.rows);
      return Object.fromEntries(
        Object.entries(value)
          .filter(([row]) => rows.has(row))
          .map(([row, cells]) => [row, safeRow(question, cells)]),
      );
    }
    case 'matrixdynamic':
      return Array.isArray(value) ? value.map((cells) => safeRow(question, cells)) : removedAnswer();
    case 'paneldynamic':
      return Array.isArray(value)
        ? value.map((panel) => (isObject(panel) ? safeAnswers(list(question.templateElements), panel) : {}))
        : removedAnswer();
    default:
      // comment, signaturepad, file and any type not known here: whatever it holds may be typed text.
      return removedAnswer();
  }
}

/** A row of a dropdown or dynamic matrix: each declared column's cell as a question of its cell type. */
function safeRow(matrix: Json, cells: unknown): Json {
  if (!isObject(cells)) return {};
  const out: Json = {};
  for (const column of list(matrix.columns).filter(isObject)) {
    const name = column.name;
    if (typeof name !== 'string' || !(name in cells)) continue;
    const cell = {
      ...column,
      type: column.cellType ?? matrix.cellType ?? 'dropdown',
      choices: column.choices ?? matrix.choices,
    };
    out[name] = safeValue(cell, cells[name]);
  }
  return out;
}

/** Every question of `elements` and of the panels inside them (not of dynamic panels' templates). */
function questionsOf(elements: readonly unknown[]): Json[] {
  return elements
    .filter(isObject)
    .flatMap((element) => (element.type === 'panel' ? questionsOf(list(element.elements)) : [element]));
}

/** The answers to `elements`, each through `safeValue`; keys no question owns are dropped. */
function safeAnswers(elements: readonly unknown[], answers: Json): Json {
  const out: Json = {};
  for (const question of questionsOf(elements)) {
    const key = typeof question.valueName === 'string' ? question.valueName : question.name;
    if (typeof key !== 'string' || !(key in answers) || question.type === 'expression') continue;
    const value = answers[key];
    out[key] = value === undefined || value === null ? value : safeValue(question, value);
  }
  return out;
}

/**
 * A module's answers for a research export's `chapters` print (a series that feeds no report; issue 12
 * item 4), with whatever the member typed replaced by "[removed in research export]". The question types
 * come from the module's own SurveyJS definition. Decision (spec silent):
 * - Kept: answers that are options of the definition: choices of radio groups, drop-downs, check boxes,
 *   tag boxes, image pickers, rankings (values not among the question's static choices are replaced,
 *   SurveyJS's own none/other codes stay), booleans, ratings, single-choice matrix cells, and numbers of
 *   number inputs (`text` with `inputType` number or range).
 * - Replaced: every other `text` (dates, emails, phone numbers too), `comment`, each `multipletext`
 *   item, `signaturepad`, `file` and any type not known here; in dropdown and dynamic matrices each cell
 *   by its column's cell type (text cells replaced, choice cells kept; rows and columns the definition does
 *   not declare dropped); in dynamic panels each inner
 *   question by these same rules.
 * - Dropped: `expression` values (computed, may join typed answers) and every key no question owns
 *   (e.g. the `<name>-Comment` text of an "Other" choice), so `{name}` placeholders in titles cannot
 *   print them either.
 */
export function deidentifyAnswers(surveyJSON: unknown, answers: Readonly<Record<string, unknown>>): Json {
  const survey = isObject(surveyJSON) ? surveyJSON : {};
  const elements = [
    ...list(survey.elements),
    ...list(survey.pages).flatMap((page) => (isObject(page) ? list(page.elements) : [])),
  ];
  return safeAnswers(elements, answers);
}
