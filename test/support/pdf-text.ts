import { execFileSync } from 'node:child_process';

/**
 * The text a reader can select and copy in a PDF, as poppler's `pdftotext` extracts it (Debian
 * `poppler-utils`; `.ci/run` installs it). Whitespace runs are collapsed, so a phrase a line break
 * splits still matches.
 */
export function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, maxBuffer: 64 * 1024 * 1024 })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

/** Whether the bytes are a PDF file (its header). */
export const isPdf = (pdf: Uint8Array): boolean =>
  Buffer.from(pdf.subarray(0, 5)).toString('latin1') === '%PDF-';

/** Page sizes in points of each page's MediaBox (uncompressed page objects, as Chromium writes them). */
export function mediaBoxes(pdf: Uint8Array): [number, number][] {
  const text = Buffer.from(pdf).toString('latin1');
  return [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
}

/** One word of a PDF as `pdftotext -bbox` places it: its text, right edge and its page's width (pt). */
export interface PdfWord {
  text: string;
  xMax: number;
  pageWidth: number;
}

/** Every word of the PDF with where it ends on its page (poppler's `pdftotext -bbox`). */
export function pdfWords(pdf: Uint8Array): PdfWord[] {
  const html = execFileSync('pdftotext', ['-bbox', '-', '-'], {
    input: pdf,
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
  const words: PdfWord[] = [];
  let pageWidth = 0;
  for (const m of html.matchAll(/<page width="([\d.]+)"|<word [^>]*xMax="([\d.]+)"[^>]*>([^<]*)<\/word>/g)) {
    if (m[1] !== undefined) pageWidth = Number(m[1]);
    else words.push({ text: m[3] ?? '', xMax: Number(m[2]), pageWidth });
  }
  return words;
}
