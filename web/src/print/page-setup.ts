import type { PageSetup } from '@circles/shared/pdf/export-settings';

/**
 * Lays the document out for `page`: the `@page` rule (size and margins, the same numbers the renderer
 * hands `page.pdf`, so a browser's own print dialog agrees) and the body text size.
 */
export function applyPageSetup(page: PageSetup, doc: Document = document): void {
  let style = doc.getElementById('print-page-setup');
  if (!style) {
    style = doc.createElement('style');
    style.id = 'print-page-setup';
    doc.head.append(style);
  }
  const { widthMm, heightMm, margins: m } = page;
  style.textContent = `@page { size: ${widthMm}mm ${heightMm}mm; margin: ${m.top}mm ${m.right}mm ${m.bottom}mm ${m.left}mm; }`;
  doc.documentElement.style.setProperty('--print-font', `${page.fontPt}pt`);
}
