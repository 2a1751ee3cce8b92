import type { PdfMessageKey } from './pdf';

/** Texts of the printed PDFs in French: every key of `pdf.en.ts`, in the same order (see GLOSSARY.fr.md). */
export const pdfFr: Record<PdfMessageKey, string> = {
  'pdf.member': 'Membre : {name}',
  'pdf.completeness': 'Taux de réponse : {percent} %',
  'pdf.notAnswered': 'Sans réponse',
  'pdf.rendering': 'Préparation du PDF…',
};
