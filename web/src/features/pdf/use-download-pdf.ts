import { useMutation } from '@tanstack/react-query';
import type { PdfModulesBody, PdfReportBody, PdfResponse } from '@circles/shared/schemas/pdf';
import { msg as reportsMsg } from '@circles/shared/messages/reports';
import { ApiError, apiCall } from '../../lib/api-client';

/**
 * What a Download asks the server to print (issue 12): a report (`POST /api/pdf/report`) or a module or
 * chapters of a series (`POST /api/pdf/modules`). The server reads the content itself with the caller's
 * rights; a request only names it.
 */
export type PdfTarget = { report: PdfReportBody } | { modules: PdfModulesBody };

/** The texts shown when a download fails; default the spec's (000 §8). */
export interface PdfErrorTexts {
  /** 404: nothing to print, or not the caller's. Default 'Report content not found. Please try again.' */
  notFound?: string;
  /** Anything else (render failed or timed out, network). Default 'Failed to capture the report. Please try again.' */
  failed?: string;
  /** 400 (e.g. no chapter selected): default the server's message. */
  invalid?: string;
}

/**
 * How long the browser waits for a render: a cold Lambda starts Chromium (a few seconds) before the
 * render's own limit of 20 s on the server.
 */
export const PDF_CALL_TIMEOUT_MS = 30_000;

/** Asks the server for the PDF of `target`: its presigned download. */
export function requestPdf(target: PdfTarget, signal?: AbortSignal): Promise<PdfResponse> {
  const options = { signal, timeoutMs: PDF_CALL_TIMEOUT_MS };
  return 'report' in target
    ? apiCall('pdfReport', { body: target.report, ...options })
    : apiCall('pdfModules', { body: target.modules, ...options });
}

/**
 * Saves a presigned download: the address answers the file as an attachment under the spec's name, so
 * following it saves the PDF and leaves the page where it is.
 */
export function saveDownload({ url, fileName }: Pick<PdfResponse, 'url' | 'fileName'>): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** The text of a failed download. */
export function pdfErrorText(error: unknown, texts: PdfErrorTexts = {}): string {
  const notFound = texts.notFound ?? reportsMsg('reports.error.contentNotFound');
  const failed = texts.failed ?? reportsMsg('reports.error.captureFailed');
  if (error instanceof ApiError) {
    if (error.status === 404) return notFound;
    if (error.status === 400) return texts.invalid ?? (error.issues[0]?.message || error.message || failed);
  }
  return failed;
}

export interface UseDownloadPdfOptions {
  errorTexts?: PdfErrorTexts;
  /** Called with the saved download (e.g. to close a dialog). */
  onSaved?: (saved: PdfResponse) => void;
}

/**
 * A Download: `download(target)` renders on the server and saves the PDF under the spec's name.
 * `pending` while it renders; `errorText` holds the spec's message after a failure (cleared by the
 * next download or `reset`).
 */
export function useDownloadPdf(options: UseDownloadPdfOptions = {}) {
  const mutation = useMutation({
    mutationFn: (target: PdfTarget) => requestPdf(target),
    onSuccess: (saved) => {
      saveDownload(saved);
      options.onSaved?.(saved);
    },
  });
  return {
    /** Starts a download (ignored while one runs). */
    download: (target: PdfTarget) => {
      if (!mutation.isPending) mutation.mutate(target);
    },
    /** The same, awaitable: resolves with the download, rejects with the error. */
    downloadAsync: (target: PdfTarget) => mutation.mutateAsync(target),
    pending: mutation.isPending,
    saved: mutation.data,
    errorText: mutation.isError ? pdfErrorText(mutation.error, options.errorTexts) : undefined,
    reset: mutation.reset,
  };
}
