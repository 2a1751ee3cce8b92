/** Texts of the printed PDFs (module and chapter exports; spec 001 §2.11). */
export const pdfEn = {
  'pdf.member': 'Member: {name}',
  'pdf.completeness': 'Completeness: {percent}%',
  'pdf.notAnswered': 'Not answered',
  // Download buttons (issue 12): what a screen reader hears while the server renders the PDF.
  'pdf.rendering': 'Preparing the PDF…',
} as const;
