import type { COMPOSED_FIELDS, ListField, NumericField, TextField } from '../reports/fields';
import type { TileName } from '../scoring/tiles';

/**
 * The subset of the SurveyJS JSON schema the instrument library writes. Typed here (survey-core ships
 * classes, not JSON types) so a template with a misspelt property or a wrongly shaped choice fails to
 * compile; the tests load every template in survey-core as well.
 */

/**
 * A text the member reads, in both languages as SurveyJS localises it: English under `default` (the
 * survey's default locale), French under `fr`. A model whose `locale` is 'fr' shows the French.
 */
export interface LocalisedText {
  default: string;
  fr: string;
}

/**
 * One choice: `value` is the coding the reports read (language-neutral, never translated), `text`
 * what the member sees.
 */
export interface ChoiceJSON {
  value: string | number;
  text: LocalisedText;
}

interface QuestionBaseJSON {
  /** The question name is the metric input (METRICS.md §1): never change it for wording's sake. */
  name: string;
  title: LocalisedText;
  description?: LocalisedText;
  isRequired?: boolean;
  visibleIf?: string;
}

export interface HtmlJSON {
  type: 'html';
  name: string;
  html: LocalisedText;
}

export interface ChoiceQuestionJSON extends QuestionBaseJSON {
  type: 'radiogroup' | 'dropdown' | 'checkbox';
  choices: readonly ChoiceJSON[];
  colCount?: number;
}

export interface TextQuestionJSON extends QuestionBaseJSON {
  type: 'text';
  inputType?: 'number' | 'date' | 'tel' | 'email';
  min?: number | string;
  max?: number | string;
  step?: number;
  maxLength?: number;
}

export interface CommentQuestionJSON extends QuestionBaseJSON {
  type: 'comment';
  maxLength?: number;
  rows?: number;
}

export interface RatingQuestionJSON extends QuestionBaseJSON {
  type: 'rating';
  rateMin: number;
  rateMax: number;
  minRateDescription?: LocalisedText;
  maxRateDescription?: LocalisedText;
}

export interface MatrixColumnJSON {
  name: string;
  title: LocalisedText;
  cellType: 'text' | 'dropdown';
  choices?: readonly ChoiceJSON[];
  maxLength?: number;
}

export interface MatrixDynamicJSON extends QuestionBaseJSON {
  type: 'matrixdynamic';
  columns: readonly MatrixColumnJSON[];
  rowCount: number;
  minRowCount?: number;
  maxRowCount?: number;
  addRowText?: LocalisedText;
  removeRowText?: LocalisedText;
}

export type QuestionJSON =
  ChoiceQuestionJSON | TextQuestionJSON | CommentQuestionJSON | RatingQuestionJSON | MatrixDynamicJSON;

export type ElementJSON = HtmlJSON | QuestionJSON;

export interface PageJSON {
  name: string;
  title?: LocalisedText;
  elements: readonly ElementJSON[];
}

/** A module definition as the designer and the fill-in screens load it. */
export interface LibraryModuleDefinition {
  title: LocalisedText;
  description?: LocalisedText;
  /** Hidden answers are dropped at once, so a report never reads an answer the member took back. */
  clearInvisibleValues: 'onHidden';
  showQuestionNumbers?: 'on' | 'off' | 'onPage';
  pages: readonly PageJSON[];
}

/** A module template of the library: one chapter of a series. */
export interface LibraryModuleTemplate {
  /** Stable key a seed uses to find the stored template again (idempotent seeding). */
  key: string;
  /** The module name, the spec's chapter title (English: stored as the template's name). */
  name: string;
  surveyJSON: LibraryModuleDefinition;
}

/**
 * A report field a series feeds (METRICS.md §3, the payload of spec 000 §3): an answer copied after
 * its range check, a metric derived from several answers, or a list built from rows.
 */
export type ReportMetric =
  NumericField | TextField | ListField | (typeof COMPOSED_FIELDS)[number] | 'wellness_score';

/** A series template of the library: its chapters in order and what its reports read. */
export interface InstrumentSeries {
  /** Stable key a seed uses to find the stored series template again. */
  key: string;
  /** The series name, the spec's text (the Completed Reports table maps it to its report). */
  name: string;
  /** Its French name (issue 25): the reports catalogue's name of the series in French. */
  nameFr: string;
  chapters: readonly LibraryModuleTemplate[];
  /** Report fields a fully answered instance of this series gives a value (never 999). */
  metrics: readonly ReportMetric[];
  /** Dashboard tiles a fully answered instance gives a value. */
  tiles: readonly TileName[];
}
