import { localText } from '../messages/local-text';
import { currentLocale, type Locale } from '../messages/locale';

/**
 * The questions of any module template's SurveyJS JSON (the instrument library's and those built in the
 * designer), read defensively: the research export's dictionary and rows and the FHIR Questionnaire
 * come from the same list, so a variable is named, typed and coded once. Labels are read in one locale
 * (the reader's), from plain or localised texts alike.
 */

/** One choice: the stored value and the label the member saw. */
export interface QuestionChoice {
  value: string | number;
  label: string;
}

/** How a question's answer is exported. */
export type QuestionKind =
  /** One choice of a list (radiogroup, dropdown, boolean): its value. */
  | 'choice'
  /** Several choices (checkbox, tagbox): values joined by ';'. */
  | 'choices'
  /** A number typed or rated (text with inputType number, rating). */
  | 'number'
  /** A date typed: never exported (dates would re-identify; rounds carry day offsets instead). */
  | 'date'
  /** Typed text (text, comment, email, tel): left out unless allow-listed (never email or tel). */
  | 'text'
  /** Contact fields (email, tel): never exported. */
  | 'contact'
  /** Rows of a dynamic matrix: the row count and each choice column's values joined by ';'. */
  | 'rows';

export interface MatrixColumn {
  name: string;
  label: string;
  /** Choice columns are exported; text columns are free text. */
  choices?: QuestionChoice[];
}

export interface ModuleQuestion {
  name: string;
  label: string;
  /** The SurveyJS type as written (radiogroup, text, …). */
  surveyType: string;
  kind: QuestionKind;
  choices: QuestionChoice[];
  columns: MatrixColumn[];
  min?: number;
  max?: number;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** SurveyJS choices: plain values or `{ value, text }`. */
function choicesOf(raw: unknown, locale: Locale): QuestionChoice[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((c): QuestionChoice[] => {
    if (typeof c === 'string' || typeof c === 'number') return [{ value: c, label: String(c) }];
    if (isObject(c) && (typeof c.value === 'string' || typeof c.value === 'number'))
      return [{ value: c.value, label: localText(c.text, locale, String(c.value)) }];
    return [];
  });
}

function numberOf(v: unknown): number | undefined {
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

function kindOf(q: Json): QuestionKind | undefined {
  switch (q.type) {
    case 'radiogroup':
    case 'dropdown':
    case 'boolean':
      return 'choice';
    case 'checkbox':
    case 'tagbox':
      return 'choices';
    case 'rating':
      return 'number';
    case 'comment':
      return 'text';
    case 'matrixdynamic':
      return 'rows';
    case 'text':
      if (q.inputType === 'number' || q.inputType === 'range') return 'number';
      if (q.inputType === 'date' || q.inputType === 'datetime-local') return 'date';
      if (q.inputType === 'email' || q.inputType === 'tel') return 'contact';
      return 'text';
    default:
      return undefined; // html, image, expression, …: nothing the member answered
  }
}

function questionOf(q: Json, locale: Locale): ModuleQuestion | undefined {
  const kind = kindOf(q);
  if (!kind || typeof q.name !== 'string' || q.name === '') return undefined;
  const choices =
    q.type === 'boolean'
      ? [
          { value: 1, label: localText(q.labelTrue, locale, 'Yes') },
          { value: 0, label: localText(q.labelFalse, locale, 'No') },
        ]
      : q.type === 'rating' && Array.isArray(q.rateValues)
        ? choicesOf(q.rateValues, locale)
        : choicesOf(q.choices, locale);
  const columns = Array.isArray(q.columns)
    ? q.columns.filter(isObject).flatMap((c): MatrixColumn[] => {
        if (typeof c.name !== 'string') return [];
        const colChoices = choicesOf(c.choices, locale);
        return [
          {
            name: c.name,
            label: localText(c.title, locale, c.name),
            ...(c.cellType === 'text' || colChoices.length === 0 ? {} : { choices: colChoices }),
          },
        ];
      })
    : [];
  const min = numberOf(q.rateMin) ?? numberOf(q.min);
  const max = numberOf(q.rateMax) ?? numberOf(q.max);
  return {
    name: q.name,
    label: localText(q.title, locale, q.name),
    surveyType: String(q.type),
    kind,
    choices,
    columns,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  };
}

function walk(elements: unknown, locale: Locale, out: ModuleQuestion[]): void {
  if (!Array.isArray(elements)) return;
  for (const e of elements) {
    if (!isObject(e)) continue;
    if (e.type === 'panel') {
      walk(e.elements, locale, out);
      continue;
    }
    const q = questionOf(e, locale);
    if (q) out.push(q);
  }
}

/**
 * The answered questions of a SurveyJS definition in page order (panels flattened), labelled in
 * `locale` (the current locale by default).
 */
export function moduleQuestions(surveyJSON: unknown, locale: Locale = currentLocale()): ModuleQuestion[] {
  const out: ModuleQuestion[] = [];
  if (!isObject(surveyJSON)) return out;
  if (Array.isArray(surveyJSON.pages)) {
    for (const page of surveyJSON.pages) if (isObject(page)) walk(page.elements, locale, out);
  }
  walk(surveyJSON.elements, locale, out);
  return out;
}
