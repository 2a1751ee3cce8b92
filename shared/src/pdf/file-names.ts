/**
 * Download names of the PDFs (spec 000 §2 and §9, spec 001 §2.11). The object keys in the files bucket
 * never carry these names (they may hold a member's series or module name); only the presigned URL's
 * `Content-Disposition` does, so the browser saves the file under the spec's name.
 */

import type { PdfReportKind } from '../schemas/pdf';

/** The fixed download name of each report kind's screen (spec 000 §9). */
const REPORT_FILE_NAMES: Readonly<Record<PdfReportKind, string>> = {
  // The dashboard's Download saves its report area, the social screener's report: both screener_report.pdf.
  dashboard: 'screener_report.pdf',
  screener: 'screener_report.pdf',
  cc: 'cc_report.pdf',
  // The full and the short Quality of Life reports share the name.
  qofl: 'QL_report.pdf',
  qoflShort: 'QL_report.pdf',
};

/** The download name of a report screen's Download button. */
export function reportFileName(kind: PdfReportKind): string {
  return REPORT_FILE_NAMES[kind];
}

/**
 * A name part as a file name allows it: whitespace runs become one underscore (the spec's "with
 * underscores"), characters that Windows, macOS or a shell refuse in a file name are dropped, and
 * underscores never pile up or hang at the ends. Letters of any script stay (a French module name
 * keeps its accents; `attachmentDisposition` encodes them for the header).
 */
export function fileNamePart(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '')
      .trim()
      .replace(/\s+/g, '_')
      .replace(/_+/g, '_')
      .replace(/^_+|_+$/g, '')
  );
}

/**
 * A completed report's download (the Completed Reports table, My Reports): its date (the first 10
 * characters, as the table shows it), the series name with underscores, then `_report.pdf`, e.g.
 * `2026-03-02_Quality_of_Life_-_Short_report.pdf`. Decision: an underscore joins the date and the name
 * (the spec is silent; without it the date runs into the name).
 */
export function completedReportFileName(date: string, seriesName: string): string {
  const day = fileNamePart(date.slice(0, 10));
  const name = fileNamePart(seriesName);
  return `${[day, name].filter(Boolean).join('_')}_report.pdf`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The timestamp of an export's name: UTC, compact ISO 8601 (`20261123T143005Z`). Decision: UTC with its
 * `Z`, because the server renders the file and a reader must not guess the zone; it also sorts by time.
 */
export function exportTimestamp(at: Date): string {
  return (
    `${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}` +
    `T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`
  );
}

/**
 * A module or chapter export's download (spec 001 §2.11: "a timestamp plus the id and name"):
 * `20261123T143005Z_<id>_<name>.pdf`. For a module it names the member module, for chapters the
 * series instance they belong to.
 */
export function exportFileName(at: Date, id: string, name: string): string {
  const parts = [exportTimestamp(at), fileNamePart(id), fileNamePart(name)].filter(Boolean);
  return `${parts.join('_')}.pdf`;
}

/**
 * The `Content-Disposition` of a download (RFC 6266): an ASCII `filename` for old clients (other
 * characters become `_`) and the exact name as RFC 5987 `filename*`.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
