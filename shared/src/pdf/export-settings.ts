import * as z from 'zod';
import { msg as modulesMsg } from '../messages/modules';
import { idSchema } from '../schemas/common';
import { text, tooMany } from '../schemas/limits';

/**
 * Page setup of the PDFs and the number rules of the Export chapters dialog (spec 001 §2.11 and §9):
 * width and height default to 210 and 297 mm (A4) with a minimum of 1, a value that is not a whole
 * number falls back to the default; font 14 pt; margins left 10, right 10, top 18, bottom 10 mm.
 */

/** Margins in millimetres. */
export interface Margins {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A PDF's page: size and margins in millimetres, the body text size in points. */
export interface PageSetup {
  widthMm: number;
  heightMm: number;
  margins: Margins;
  fontPt: number;
}

/** The dialog's defaults (spec 001 §9): A4, 14 pt, margins 10/10/18/10 (left/right/top/bottom). */
export const EXPORT_DEFAULTS: Readonly<PageSetup> = Object.freeze({
  widthMm: 210,
  heightMm: 297,
  margins: Object.freeze({ left: 10, right: 10, top: 18, bottom: 10 }),
  fontPt: 14,
});

/**
 * A module exported from its page (spec 001 §2.2, §2.11: "A4, 14 pt font"). Decision: the dialog's
 * default margins too, so one module and the same module among exported chapters print alike.
 */
export const MODULE_PAGE: Readonly<PageSetup> = EXPORT_DEFAULTS;

/**
 * Bounds beyond the spec's minimum of 1. Decision: a side at most 1189 mm (A0's long side) and a font of
 * 6 to 72 pt, so a typo (29700 for 297) gives a usable page instead of a render that runs out of memory;
 * a value past a bound is clamped to it, as the minimum is.
 */
export const PAGE_LIMITS = Object.freeze({ minSide: 1, maxSide: 1189, minFont: 6, maxFont: 72 });

/** The value as a whole number, from a number or a numeric string; undefined for anything else. */
function wholeNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : undefined;
}

/** One number of the dialog: a whole number clamped to [min, max], else the default. */
export function exportNumber(value: unknown, fallback: number, min: number, max: number): number {
  const n = wholeNumber(value);
  return n === undefined ? fallback : Math.min(max, Math.max(min, n));
}

/** The dialog's fields as typed (numbers or the text of the inputs; any may be missing). */
export interface ExportSettingsInput {
  width?: unknown;
  height?: unknown;
  fontSize?: unknown;
  marginLeft?: unknown;
  marginRight?: unknown;
  marginTop?: unknown;
  marginBottom?: unknown;
}

/**
 * Margins on one axis that leave at least 1 mm of the page; when they would not, they are dropped to 0
 * on that axis (decision: a page of only margin prints nothing, a full-bleed page at least prints).
 */
function fitAxis(a: number, b: number, side: number): [number, number] {
  return a + b < side ? [a, b] : [0, 0];
}

/** The page setup of an Export chapters request, every number by the rules of spec 001 §2.11. */
export function exportSettings(input: ExportSettingsInput = {}): PageSetup {
  const { minSide, maxSide, minFont, maxFont } = PAGE_LIMITS;
  const d = EXPORT_DEFAULTS;
  const widthMm = exportNumber(input.width, d.widthMm, minSide, maxSide);
  const heightMm = exportNumber(input.height, d.heightMm, minSide, maxSide);
  const margin = (value: unknown, fallback: number) => exportNumber(value, fallback, 0, maxSide);
  const [left, right] = fitAxis(
    margin(input.marginLeft, d.margins.left),
    margin(input.marginRight, d.margins.right),
    widthMm,
  );
  const [top, bottom] = fitAxis(
    margin(input.marginTop, d.margins.top),
    margin(input.marginBottom, d.margins.bottom),
    heightMm,
  );
  return {
    widthMm,
    heightMm,
    margins: { left, right, top, bottom },
    fontPt: exportNumber(input.fontSize, d.fontPt, minFont, maxFont),
  };
}

/**
 * The chapter selection rule (spec 001 §2.11 "At least one chapter must be selected", §5 "fails as a
 * bad export"): the spec's export error when none is selected, else undefined.
 */
export function chapterSelectionRule(chapterIds: readonly string[]): string | undefined {
  return chapterIds.length === 0 ? modulesMsg('modules.error.exportChapters') : undefined;
}

/** A loose number field: whatever the input held; `exportSettings` applies the fallbacks. */
const looseNumber = z.union([z.number(), text(20)]).optional();

/**
 * An Export chapters request: the chapters (at least one, each once) and the dialog's numbers, which
 * never fail validation (they fall back to the defaults, as the spec says) and come out as a `PageSetup`.
 */
/** The fields of an Export chapters request (also the pdf area's `chapters` body). */
export const exportChaptersFields = {
  chapterIds: z
    .array(idSchema)
    .max(200, tooMany(200))
    .refine((ids) => ids.length > 0, { error: () => modulesMsg('modules.error.exportChapters') })
    .transform((ids) => [...new Set(ids)]),
  width: looseNumber,
  height: looseNumber,
  fontSize: looseNumber,
  marginLeft: looseNumber,
  marginRight: looseNumber,
  marginTop: looseNumber,
  marginBottom: looseNumber,
};

export const exportChaptersBodySchema = z
  .object(exportChaptersFields)
  .transform(({ chapterIds, ...numbers }) => ({ chapterIds, page: exportSettings(numbers) }));
export type ExportChaptersBody = z.input<typeof exportChaptersBodySchema>;
export type ExportChaptersRequest = z.output<typeof exportChaptersBodySchema>;
