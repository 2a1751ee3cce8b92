import type { Locale } from '../messages/locale';
import type { PdfReportKind } from '../schemas/pdf';
import { EXPORT_DEFAULTS, MODULE_PAGE, type PageSetup } from './export-settings';

/**
 * What the print entry of the web build (`web/print.html`) renders: a kind and its payload, handed to
 * `window.circlesPrint.render(kind, payload)` by the PDF renderer. The PDF function builds the payload
 * from the data itself (never from a request), so it only ever holds what the caller may read.
 */

/** A member module as printed: its definition and the member's answers, shown read-only. */
export interface PrintModule {
  id: string;
  /** The module's name (its chapter title). */
  name: string;
  /** The SurveyJS definition the module was filled in with. */
  surveyJSON: unknown;
  /** The member's answers, keyed by question name. */
  answers: Record<string, unknown>;
  /** Percent complete (0–100), when known. */
  completeness?: number;
}

/** The Export Pdf button of a module's page (spec 001 §2.2): one module, A4 14 pt. */
export interface ModulePrintPayload {
  memberName?: string;
  module: PrintModule;
}

/** The Export chapters dialog (spec 001 §2.11): the chosen chapters of a series, on the dialog's page. */
export interface ChaptersPrintPayload {
  /** The series instance's name. */
  title: string;
  memberName?: string;
  /** At least one (`chapterSelectionRule`). */
  chapters: PrintModule[];
  /** The dialog's numbers after `exportSettings`. */
  page: PageSetup;
}

/**
 * The reports (spec 000 §2; issue 11's components) print under their report kind, the same word the
 * request names (`PdfReportKind`: `cc`, `screener`, `qofl`, `qoflShort`, `dashboard`; issue 22 item 3,
 * one vocabulary): `web/src/print/kinds.tsx` maps each kind to its component.
 */
/** A report's payload: the report data its screen component reads, and the member it is about. */
export interface ReportPrintPayload {
  memberName?: string;
  report: unknown;
  /** The Community Connector's contact shown in What Now? (the server's CONNECTOR_EMAIL). */
  connectorEmail?: string;
  /** A completed round's report (the historic version's title). */
  historic?: boolean;
}

/** Each kind's payload. */
export type PrintPayloads = {
  module: ModulePrintPayload;
  chapters: ChaptersPrintPayload;
} & Record<PdfReportKind, ReportPrintPayload>;

export type PrintKind = keyof PrintPayloads;

/**
 * The reports' page. Decision: A4 portrait with 10 mm margins, not the seed system's A2 with 5 mm
 * (spec 000 §9): A2 only suited a screenshot taken at 3× scale; a vector A2 page prints at a third of
 * its size on a home printer, and the print CSS lays the report out for A4 instead.
 */
export const REPORT_PAGE: Readonly<PageSetup> = Object.freeze({
  widthMm: EXPORT_DEFAULTS.widthMm,
  heightMm: EXPORT_DEFAULTS.heightMm,
  margins: Object.freeze({ left: 10, right: 10, top: 10, bottom: 10 }),
  fontPt: 11,
});

/** The page a kind prints on: the dialog's for chapters, A4 14 pt for a module, `REPORT_PAGE` else. */
export function printPageSetup<K extends PrintKind>(kind: K, payload: PrintPayloads[K]): PageSetup {
  if (kind === 'chapters') return (payload as ChaptersPrintPayload).page;
  if (kind === 'module') return MODULE_PAGE;
  return REPORT_PAGE;
}

/** What the print entry exposes on `window.circlesPrint`. */
export interface CirclesPrint {
  /**
   * Renders the payload in place of the previous one, in `locale` (the reader's language: catalogue
   * texts, template texts, dates and numbers, `<html lang>`; English when not given), and resolves with
   * the page it is laid out for once fonts and layout are ready (then `document.body.dataset.ready` is
   * `'true'`; it is `'false'` while a render runs, and `'error'` with the message in `data-error` when
   * one fails).
   */
  render<K extends PrintKind>(kind: K, payload: PrintPayloads[K], locale?: Locale): Promise<PageSetup>;
}
