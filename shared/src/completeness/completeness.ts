import {
  Model,
  QuestionMatrixDropdownModel,
  QuestionMatrixDynamicModel,
  QuestionMatrixModel,
  QuestionMultipleTextModel,
  QuestionPanelDynamicModel,
  type Question,
} from 'survey-core';
import { answeredShare, asRecord, isAnswered } from './answered';

/** Question types that hold no answer of the member's (spec 001 §4: html ignored). */
const NO_INPUT_TYPES = new Set(['html', 'image', 'expression']);

interface ConsoleLike {
  warn: (...args: unknown[]) => void;
  error: (...args: unknown[]) => void;
}

/**
 * Runs `fn` with console warnings and errors muted: survey-core prints answer values it rejects
 * ("An attempt to assign an incorrect value …"), and answers are personal health information that
 * must never reach the logs. Synchronous, so nothing else runs while the console is muted.
 */
export function withoutConsole<T>(fn: () => T): T {
  const sink = (globalThis as { console?: ConsoleLike }).console;
  if (sink === undefined) return fn();
  const { warn, error } = sink;
  sink.warn = () => undefined;
  sink.error = () => undefined;
  try {
    return fn();
  } finally {
    sink.warn = warn;
    sink.error = error;
  }
}

function parse(input: unknown): unknown {
  if (typeof input !== 'string') return input;
  try {
    return JSON.parse(input) as unknown;
  } catch {
    return undefined;
  }
}

/** Progress of one question between 0 and 1 (spec 001 §4, per question type). */
export function questionProgress(question: Question, value: unknown): number {
  if (question instanceof QuestionMatrixModel) {
    // A matrix counts only when every row is answered.
    const rows = question.rows.map((row: { value: unknown }) => String(row.value));
    return rows.length > 0 ? (answeredShare(asRecord(value), rows) === 1 ? 1 : 0) : Number(isAnswered(value));
  }
  if (question instanceof QuestionMatrixDynamicModel) {
    const columns = question.columns.map((c: { name: string }) => c.name);
    const rows = Array.isArray(value) ? value : [];
    if (rows.length === 0 || columns.length === 0) return Number(isAnswered(value));
    return rows.reduce((sum: number, row) => sum + answeredShare(asRecord(row), columns), 0) / rows.length;
  }
  if (question instanceof QuestionMatrixDropdownModel) {
    const columns = question.columns.map((c: { name: string }) => c.name);
    const rows = question.rows.map((row: { value: unknown }) => String(row.value));
    if (rows.length === 0 || columns.length === 0) return Number(isAnswered(value));
    const record = asRecord(value);
    return rows.reduce((sum, row) => sum + answeredShare(asRecord(record[row]), columns), 0) / rows.length;
  }
  if (question instanceof QuestionMultipleTextModel) {
    const items = question.items.map((item: { name: string }) => item.name);
    return items.length > 0 ? answeredShare(asRecord(value), items) : Number(isAnswered(value));
  }
  if (question instanceof QuestionPanelDynamicModel) {
    const names = question.template.questions.map((q: Question) => q.getValueName());
    const panels = Array.isArray(value) ? value : [];
    if (panels.length === 0 || names.length === 0) return Number(isAnswered(value));
    return (
      panels.reduce((sum: number, panel) => sum + answeredShare(asRecord(panel), names), 0) / panels.length
    );
  }
  // checkbox: at least one choice; text, comment, slider: non-blank; radiogroup, rating and the rest: a value.
  return Number(isAnswered(value));
}

/**
 * Completeness of a member module (spec 001 §4): the share of its questions answered, as an integer
 * 0–100 rounded down (so 100 means everything is answered). Html, image, expression and read-only
 * questions are ignored, and so are questions hidden by their conditions given the answers; matrix
 * dropdown, dynamic matrix, multiple text and dynamic panel questions count partially. Both arguments
 * may be objects or JSON strings; a module definition without countable questions, or one that cannot be read, is 0.
 */
export function completeness(surveyJSON: unknown, responses: unknown): number {
  const json = parse(surveyJSON);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 0;
  const answers = asRecord(parse(responses));
  return withoutConsole(() => {
    try {
      return modelCompleteness(new Model(json), answers);
    } catch {
      return 0;
    }
  });
}

/**
 * `completeness` over a model already built from the definition (the server checks the answers on the
 * same model, so a save builds it once). Sets the model's mode and data to the answers.
 */
export function modelCompleteness(model: Model, answers: Record<string, unknown>): number {
  model.mode = 'edit';
  model.data = answers;
  const questions = model
    .getAllQuestions(true)
    .filter((q) => !NO_INPUT_TYPES.has(q.getType()) && !q.isReadOnly && q.isParentVisible);
  if (questions.length === 0) return 0;
  const total =
    questions.reduce((sum, q) => sum + questionProgress(q, answers[q.getValueName()]), 0) / questions.length;
  return Math.min(100, Math.max(0, Math.floor(total * 100 + 1e-9)));
}
