import type {
  ChoiceJSON,
  ChoiceQuestionJSON,
  CommentQuestionJSON,
  ElementJSON,
  HtmlJSON,
  LocalisedText,
  LibraryModuleTemplate,
  PageJSON,
  RatingQuestionJSON,
  TextQuestionJSON,
} from './types';

/**
 * A text in English and French, as SurveyJS localises it (`{ default, fr }`): every text a member
 * reads is written with both, side by side, so a template never holds one language only.
 */
export function t(en: string, fr: string): LocalisedText {
  return { default: en, fr };
}

/** Optional parts of a question: a plain-language hint and a condition. */
export interface QuestionOptions {
  description?: LocalisedText;
  visibleIf?: string;
}

/** Longest free text a member may type in one answer (keeps a module well under the size limit). */
export const TEXT_MAX_LENGTH = 500;

function withOptions<T extends object>(question: T, options: QuestionOptions): T {
  return {
    ...question,
    ...(options.description === undefined ? {} : { description: options.description }),
    ...(options.visibleIf === undefined ? {} : { visibleIf: options.visibleIf }),
  };
}

/** An introduction block (html, ignored by completeness); each paragraph is plain text. */
export function intro(name: string, ...paragraphs: readonly LocalisedText[]): HtmlJSON {
  const html = (texts: readonly string[]) => texts.map((p) => `<p>${p}</p>`).join('');
  return {
    type: 'html',
    name,
    html: { default: html(paragraphs.map((p) => p.default)), fr: html(paragraphs.map((p) => p.fr)) },
  };
}

/** A one-answer choice shown as radio buttons. */
export function radio(
  name: string,
  title: LocalisedText,
  choices: readonly ChoiceJSON[],
  options: QuestionOptions = {},
): ChoiceQuestionJSON {
  return withOptions({ type: 'radiogroup', name, title, choices }, options);
}

/** A one-answer choice shown as a drop-down list (long lists). */
export function dropdown(
  name: string,
  title: LocalisedText,
  choices: readonly ChoiceJSON[],
  options: QuestionOptions = {},
): ChoiceQuestionJSON {
  return withOptions({ type: 'dropdown', name, title, choices }, options);
}

/** A several-answer choice shown as check boxes, in columns when the list is long. */
export function checkbox(
  name: string,
  title: LocalisedText,
  choices: readonly ChoiceJSON[],
  options: QuestionOptions = {},
): ChoiceQuestionJSON {
  return withOptions(
    { type: 'checkbox', name, title, choices, ...(choices.length > 8 ? { colCount: 3 } : {}) },
    options,
  );
}

/** A whole number from 0 to `max` (counts of people or visits; METRICS.md allows up to 998). */
export function count(
  name: string,
  title: LocalisedText,
  max = 998,
  options: QuestionOptions = {},
): TextQuestionJSON {
  return withOptions({ type: 'text', name, title, inputType: 'number', min: 0, max, step: 1 }, options);
}

/** A rating on a numeric scale with words at both ends. */
export function rating(
  name: string,
  title: LocalisedText,
  scale: { min: number; max: number; minText: LocalisedText; maxText: LocalisedText },
  options: QuestionOptions = {},
): RatingQuestionJSON {
  return withOptions(
    {
      type: 'rating',
      name,
      title,
      rateMin: scale.min,
      rateMax: scale.max,
      minRateDescription: scale.minText,
      maxRateDescription: scale.maxText,
    },
    options,
  );
}

/** A free-text answer of several lines. */
export function comment(
  name: string,
  title: LocalisedText,
  options: QuestionOptions = {},
): CommentQuestionJSON {
  return withOptions({ type: 'comment', name, title, maxLength: TEXT_MAX_LENGTH, rows: 3 }, options);
}

/** A short free-text answer on one line. */
export function shortText(
  name: string,
  title: LocalisedText,
  options: QuestionOptions = {},
): TextQuestionJSON {
  return withOptions({ type: 'text', name, title, maxLength: 120 }, options);
}

/** A calendar date (stored as YYYY-MM-DD). */
export function date(name: string, title: LocalisedText, options: QuestionOptions = {}): TextQuestionJSON {
  return withOptions({ type: 'text', name, title, inputType: 'date' }, options);
}

/** One page of a module. */
export function page(name: string, title: LocalisedText, elements: readonly ElementJSON[]): PageJSON {
  return { name, title, elements };
}

/**
 * One chapter (module template): the SurveyJS definition titled with the chapter name, with question
 * numbers per page and hidden answers cleared as soon as they are hidden. The progress bar is left to
 * the fill-in screen, which draws its own. The template's stored name is the English chapter name (the
 * spec's text, which the reports match); the definition's title carries both languages.
 */
export function chapter(
  key: string,
  name: LocalisedText,
  description: LocalisedText,
  pages: readonly PageJSON[],
): LibraryModuleTemplate {
  return {
    key,
    name: name.default,
    surveyJSON: {
      title: name,
      description,
      clearInvisibleValues: 'onHidden',
      showQuestionNumbers: 'onPage',
      pages,
    },
  };
}
