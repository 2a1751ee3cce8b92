/**
 * PDF downloads (issue 12). Stable API for the screens:
 * - `<DownloadPdfButton target={{ report: { kind: 'cc', userId } }} />`, or
 *   `target={{ modules: { kind: 'module', memberSurveyId } }}`;
 * - `useDownloadPdf()` for a custom control (`download(target)`, `pending`, `errorText`).
 */
export { DownloadPdfButton, type DownloadPdfButtonProps } from './download-pdf-button';
export {
  PDF_CALL_TIMEOUT_MS,
  pdfErrorText,
  requestPdf,
  saveDownload,
  useDownloadPdf,
  type PdfErrorTexts,
  type PdfTarget,
  type UseDownloadPdfOptions,
} from './use-download-pdf';
