import type { ComponentType } from 'react';
import type { PrintKind, PrintPayloads } from '@circles/shared/pdf/print-payload';
import type { PdfReportKind } from '@circles/shared/schemas/pdf';
import { ChaptersPrint, ModulePrint } from './module-print';
import {
  CommunityConnectionsPrint,
  DashboardPrint,
  QualityOfLifePrint,
  QualityOfLifeShortPrint,
  ScreenerPrint,
} from './report-print';

/** The component that prints one kind's payload. */
export type PrintView<K extends PrintKind> = ComponentType<{ payload: PrintPayloads[K] }>;

/**
 * Each print kind's component. The report kinds are the slot of issue 11's report components: each
 * one plugs in here with the same component its screen uses (and its payload type replaces
 * `ReportPrintPayload['report']`'s `unknown`); until then rendering a report kind fails with a clear
 * error instead of printing an empty page.
 */
export const PRINT_VIEWS: { [K in 'module' | 'chapters']: PrintView<K> } & {
  [K in PdfReportKind]?: PrintView<K>;
} = {
  module: ModulePrint,
  chapters: ChaptersPrint,
  dashboard: DashboardPrint,
  screener: ScreenerPrint,
  cc: CommunityConnectionsPrint,
  qofl: QualityOfLifePrint,
  qoflShort: QualityOfLifeShortPrint,
};

/** The view of `kind`, or undefined for a kind with no view yet (or an unknown kind from outside). */
export function printView<K extends PrintKind>(kind: K): PrintView<K> | undefined {
  return Object.hasOwn(PRINT_VIEWS, kind) ? (PRINT_VIEWS[kind] as PrintView<K> | undefined) : undefined;
}
