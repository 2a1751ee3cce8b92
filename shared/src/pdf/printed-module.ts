import { Model, type PanelModelBase, type Question } from 'survey-core';
import { currentLocale, type Locale } from '../messages/locale';

/**
 * A member module as plain printable blocks: what the member saw and answered, with SurveyJS's own
 * rules (visibleIf with these answers, `{placeholder}` titles, choice texts, matrix cells) applied by
 * survey-core, but no form controls. Decision: the print entry renders these blocks as plain HTML
 * rather than survey-react-ui in display mode, because the runner prints badly: it shows one page at
 * a time, text answers sit in fixed-height inputs that clip long answers, choices print as every
 * option with a tiny marked circle, and its CSS and chunks make the warm print page heavier. Plain
 * headings, paragraphs and tables wrap, break between pages cleanly and keep their text selectable.
 */

/** A question's answer as printed. */
export type PrintedAnswer =
  { kind: 'none' } | { kind: 'text'; text: string } | { kind: 'table'; columns: string[]; rows: string[][] };

/** One block of a printed section. */
export type PrintedBlock =
  | { kind: 'heading'; text: string; description?: string }
  | { kind: 'note'; text: string }
  | {
      kind: 'question';
      name: string;
      number?: string;
      title: string;
      description?: string;
      answer: PrintedAnswer;
    };

/** A page of the module. */
export interface PrintedSection {
  title?: string;
  description?: string;
  blocks: PrintedBlock[];
}

export interface PrintedModule {
  title?: string;
  description?: string;
  sections: PrintedSection[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of an html block (decision: printed as text, never as markup, so a template's HTML cannot
 * add elements or handlers to the print page): line breaks at block ends, tags dropped, the common
 * entities decoded.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

const cell = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value);

/** Column order: the question's own column titles first, then any other key in order of appearance. */
function columnsOf(question: Question, rows: readonly Record<string, unknown>[]): string[] {
  const { columns = [] } = question as unknown as { columns?: { title?: string; name: string }[] };
  const declared = columns.map((c) => c.title ?? c.name);
  const seen = new Set(rows.flatMap((row) => Object.keys(row)));
  return [...declared.filter((c) => seen.has(c)), ...[...seen].filter((c) => !declared.includes(c))];
}

/** A question's display value (survey-core's texts) as text or a table. */
export function printedAnswer(question: Question): PrintedAnswer {
  if (question.isEmpty()) return { kind: 'none' };
  const shown: unknown = question.displayValue;
  if (Array.isArray(shown)) {
    // Rows of a dynamic matrix or panel: one object per row, keyed by column title.
    const rows = (shown as unknown[]).map((r): Record<string, unknown> =>
      typeof r === 'object' && r !== null ? (r as Record<string, unknown>) : { '': r },
    );
    const columns = columnsOf(question, rows);
    return { kind: 'table', columns, rows: rows.map((r) => columns.map((c) => cell(r[c]))) };
  }
  if (typeof shown === 'object' && shown !== null) {
    const rows = Object.entries(shown as Record<string, unknown>).map(([row, value]) => [row, cell(value)]);
    return { kind: 'table', columns: ['', ''], rows };
  }
  const text = cell(shown).trim();
  return text === '' ? { kind: 'none' } : { kind: 'text', text };
}

const optional = (text: string | undefined): string | undefined => (text?.trim() ? text.trim() : undefined);

/** The visible blocks of a page or panel, panels as a heading followed by their own blocks. */
function blocksOf(container: PanelModelBase): PrintedBlock[] {
  const blocks: PrintedBlock[] = [];
  for (const element of container.elements) {
    if (!element.isVisible) continue;
    if (element.isPanel) {
      const panel = element as unknown as PanelModelBase;
      const title = optional(panel.processedTitle);
      if (title) blocks.push({ kind: 'heading', text: title, description: optional(panel.description) });
      blocks.push(...blocksOf(panel));
      continue;
    }
    const question = element as unknown as Question;
    if (question.getType() === 'html') {
      const text = htmlToText((question as unknown as { html: string }).html);
      if (text) blocks.push({ kind: 'note', text });
      continue;
    }
    blocks.push({
      kind: 'question',
      name: question.name,
      number: optional(question.no),
      title: question.processedTitle,
      description: optional(question.description),
      answer: printedAnswer(question),
    });
  }
  return blocks;
}

/**
 * The module `surveyJSON` answered with `answers`, as printable blocks: every visible page (a page with
 * nothing visible left out), its visible questions in order with their answers or none. Texts are in
 * `locale` (the reader's, by default the current locale): survey-core picks each localisable string's
 * text, choice texts of the answers included.
 */
export function printedModule(
  surveyJSON: unknown,
  answers: Record<string, unknown>,
  locale: Locale = currentLocale(),
): PrintedModule {
  const model = new Model(surveyJSON);
  model.locale = locale;
  model.mode = 'display';
  model.data = answers;
  const sections = model.visiblePages
    .map((page) => ({
      title: optional(page.processedTitle),
      description: optional(page.description),
      blocks: blocksOf(page),
    }))
    .filter((section) => section.blocks.length > 0);
  return { title: optional(model.title), description: optional(model.description), sections };
}
