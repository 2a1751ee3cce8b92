import { jsPDF } from 'jspdf';
import { currentLocale, intlLocale } from '@circles/shared/messages/locale';

const MARGIN = 15;
const WIDTH = 210 - 2 * MARGIN;

/** Writes wrapped text at `y` and returns the next free line, starting a new page when needed. */
function write(
  doc: jsPDF,
  text: string,
  y: number,
  size = 11,
  bold = false,
  x = MARGIN,
  width = WIDTH,
): number {
  doc.setFont('helvetica', bold ? 'bold' : 'normal');
  doc.setFontSize(size);
  const lines = doc.splitTextToSize(text, width) as string[];
  const lineHeight = size * 0.45;
  let yy = y;
  for (const line of lines) {
    if (yy > 297 - MARGIN) {
      doc.addPage();
      yy = MARGIN + lineHeight;
    }
    doc.text(line, x, yy);
    yy += lineHeight;
  }
  return yy;
}

/** A two-column table as text rows: the first column in bold, the second wrapped beside it. */
function table(doc: jsPDF, head: [string, string], rows: [string, string][], y: number): number {
  const col = WIDTH * 0.45;
  let yy = y;
  for (const [a, b] of [head, ...rows]) {
    if (yy > 297 - MARGIN - 20) {
      doc.addPage();
      yy = MARGIN + 5;
    }
    const left = write(doc, a, yy, 10, true, MARGIN, col - 4);
    const right = write(doc, b, yy, 10, a === head[0], MARGIN + col, WIDTH - col);
    yy = Math.max(left, right) + 2;
    doc.setDrawColor(200);
    doc.line(MARGIN, yy - 3, MARGIN + WIDTH, yy - 3);
  }
  return yy;
}

/**
 * A new A4 document in the visitor's language: its texts come in the screener's locale, and the file
 * says which (the PDF's /Lang), so a screen reader reads it in that language.
 */
function newDocument(): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setLanguage(intlLocale(currentLocale()));
  return doc;
}

/** The report as a text PDF: your-survey.pdf (spec 000 §9). */
export function saveReportPdf(r: {
  title: string;
  level: string;
  score: number;
  rows: [string, string][];
  message: string;
  levelText: string;
  scoreText: string;
  head: [string, string];
}): void {
  const doc = newDocument();
  let y = write(doc, r.title, MARGIN + 5, 18, true);
  y = write(doc, r.levelText, y + 3, 13, true);
  y = write(doc, r.scoreText, y + 1, 11);
  y = table(doc, r.head, r.rows, y + 5);
  write(doc, r.message, y + 4, 11);
  doc.save('your-survey.pdf');
}

/** The information sheet as a text PDF: SocialHealthInfo.pdf (spec 000 §9). */
export function saveInfoPdf(s: {
  title: string;
  intro: string;
  head: [string, string];
  rows: [string, string][];
}): void {
  const doc = newDocument();
  let y = write(doc, s.title, MARGIN + 5, 18, true);
  y = write(doc, s.intro, y + 3, 11);
  table(doc, s.head, s.rows, y + 5);
  doc.save('SocialHealthInfo.pdf');
}
