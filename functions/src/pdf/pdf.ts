import { ulid } from 'ulid';
import { can } from '@circles/shared/access/policy';
import type { Actor } from '@circles/shared/access/types';
import { localName, seriesNamed } from '@circles/shared/messages/local-text';
import { currentLocale, type Locale } from '@circles/shared/messages/locale';
import { msg as modulesMsg } from '@circles/shared/messages/modules';
import { msg as reportsMsg } from '@circles/shared/messages/reports';
import {
  attachmentDisposition,
  completedReportFileName,
  exportFileName,
  reportFileName,
} from '@circles/shared/pdf/file-names';
import type { PrintKind, PrintModule, PrintPayloads } from '@circles/shared/pdf/print-payload';
import {
  PDF_ERROR_CODES,
  PDF_URL_SECONDS,
  type PdfModulesRequest,
  type PdfReportKind,
  type PdfReportRequest,
  type PdfResponse,
} from '@circles/shared/schemas/pdf';
import { audit } from '../platform/audit';
import { AppError } from '../platform/errors';
import type { StoredModule, TemplateRecord } from '../modules/module-records';
import type { AuditLog } from '../members/ports';
import { instanceInScope, memberIdInScope, moduleInScope } from '../members/scope';
import type { SeriesInstanceRecord } from '../series/series-records';

/**
 * Report, module and chapter PDFs on demand (issue 12; ARCHITECTURE.md 'PDFs'). The server reads what it
 * prints with the caller's rights (ACCESS.md `member.readHealth`; anything outside them is a 404, audited
 * as denied), renders it with the print entry, stores the PDF in the files bucket under `pdf/<ulid>.pdf`
 * (no personal data in the key) and answers a presigned GET valid `PDF_URL_SECONDS` that saves the file
 * under the spec's name. Every PDF is audited (`pdf.report`, `pdf.module`, `pdf.chapters`).
 */

/** A report as the report area reads it for the caller (the report engine's payload for the screen). */
export interface ReadReport {
  /** The member the report is about (the audit's subject). */
  memberId: string;
  memberName?: string;
  /** What the report screen's component renders. */
  report: unknown;
  /** A completed round only: its date (ISO) and series name, for the completed report's file name. */
  completedAt?: string;
  seriesName?: string;
}

/**
 * Where report payloads come from (the reports area's domain): each throws a NOT_FOUND AppError when
 * there is no report or the caller may not read it.
 */
export interface PdfReportSource {
  /** The member's latest report of `kind` (their dashboard and report screens). */
  latest(actor: Actor, kind: PdfReportKind, userId: string): Promise<ReadReport>;
  /**
   * The report of one series instance as of its round: that round and the ones before it (historic
   * version, Completed Reports, My Reports, a round picked on a screen). With `memberId` (a picked
   * round of that member's screen) the instance must be the member's and of `kind`'s series, else 404.
   */
  completed(
    actor: Actor,
    kind: PdfReportKind,
    seriesInstanceId: string,
    memberId?: string,
  ): Promise<ReadReport>;
}

/**
 * The renderer as the domain uses it (`PdfRenderer.render` of functions/src/pdf/renderer.ts), in the
 * reader's `locale`.
 */
export type PdfRender = <K extends PrintKind>(
  kind: K,
  payload: PrintPayloads[K],
  locale: Locale,
) => Promise<{ pdf: Uint8Array }>;

/** The files bucket as the PDFs use it. */
export interface PdfFiles {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** A presigned GET valid `seconds` whose answer carries `contentDisposition`. */
  presignDownload(key: string, contentDisposition: string, seconds: number): Promise<string>;
}

export interface PdfDeps {
  modules: { get(id: string): Promise<StoredModule | undefined> };
  /** Module templates (a blank template's export). */
  templates?: { get(id: string): Promise<TemplateRecord | undefined> };
  series: { getInstance(id: string): Promise<SeriesInstanceRecord | undefined> };
  reports?: PdfReportSource;
  render: PdfRender;
  files: PdfFiles;
  audit: AuditLog;
  now: () => Date;
  newId?: () => string;
  /** The Community Connector's contact printed in the reports' What Now?. */
  connectorEmail?: string;
}

/** Where the on-demand PDFs are stored: a random id, nothing about the member or the report. */
export const pdfObjectKey = (id: string) => `pdf/${id}.pdf`;

function contentNotFound(): AppError {
  return new AppError('NOT_FOUND', reportsMsg('reports.error.contentNotFound'));
}

/** Who may print a member's records (their health data); else 404, the denial audited as `event`. */
const readRule = (event: string) => ({ action: 'member.readHealth', event }) as const;

function printModule(stored: StoredModule): PrintModule {
  return {
    id: stored.meta.id,
    // Titles in the reader's language (issue 25); file names keep the stored (English) name.
    name: localName(stored.meta),
    surveyJSON: stored.surveyJSON,
    answers: stored.responseJSON,
    completeness: stored.meta.completeness,
  };
}

/**
 * Renders, stores, audits and presigns one PDF, in the request's locale (functions/src/platform/http/locale.ts:
 * a supported Accept-Language, else the caller's profile language, else English), the one the report
 * payload's server-made texts (bands, labels) were written in. Every PDF is rendered anew under a key
 * of its own, so no PDF of one language is ever served for another.
 */
async function deliver<K extends PrintKind>(
  deps: PdfDeps,
  actor: Actor,
  action: string,
  memberId: string,
  kind: K,
  payload: PrintPayloads[K],
  fileName: string,
): Promise<PdfResponse> {
  let pdf: Uint8Array;
  try {
    ({ pdf } = await deps.render(kind, payload, currentLocale()));
  } catch (error) {
    throw new AppError('INTERNAL', reportsMsg('reports.error.captureFailed'), {
      code: PDF_ERROR_CODES.renderFailed,
      cause: error,
    });
  }
  const key = pdfObjectKey((deps.newId ?? ulid)());
  await deps.files.put(key, pdf, 'application/pdf');
  const now = deps.now();
  await audit(deps, actor, action, memberId, 'allowed', now.toISOString());
  const url = await deps.files.presignDownload(key, attachmentDisposition(fileName), PDF_URL_SECONDS);
  return { url, fileName, expiresAt: new Date(now.getTime() + PDF_URL_SECONDS * 1000).toISOString() };
}

/** `POST /api/pdf/modules`: one member module (A4, 14 pt) or chapters of a series (the dialog's page). */
export async function moduleExportPdf(
  deps: PdfDeps,
  actor: Actor,
  request: PdfModulesRequest,
): Promise<PdfResponse> {
  if (request.kind === 'template') {
    // Staff who may read templates (ACCESS.md `moduleTemplate.read`); a member gets 404 like any other
    // content they may not read. A template holds no member's data: the audit names the template.
    if (!can(actor, 'moduleTemplate.read')) {
      await audit(deps, actor, 'pdf.template', request.surveyId, 'denied');
      throw contentNotFound();
    }
    const template = await deps.templates?.get(request.surveyId);
    if (!template) throw contentNotFound();
    const payload = {
      module: {
        id: template.id,
        name: localName(template),
        surveyJSON: template.surveyJSON,
        answers: {},
        completeness: 0,
      },
    };
    const fileName = exportFileName(deps.now(), template.id, template.name);
    return deliver(deps, actor, 'pdf.template', template.id, 'module', payload, fileName);
  }
  if (request.kind === 'module') {
    const rule = readRule('pdf.module');
    const stored = await moduleInScope(deps, actor, request.memberSurveyId, rule, contentNotFound);
    const payload = { memberName: stored.meta.patientName, module: printModule(stored) };
    const fileName = exportFileName(deps.now(), stored.meta.id, stored.meta.name);
    return deliver(deps, actor, 'pdf.module', stored.meta.patientId, 'module', payload, fileName);
  }
  const instance = await instanceInScope(
    deps,
    (id) => deps.series.getInstance(id),
    actor,
    request.memberCollectionId,
    readRule('pdf.chapters'),
    contentNotFound,
  );
  const wanted = new Set(request.chapterIds);
  // The series' order, whatever order the ids came in; an id not of this series is refused.
  const ids = instance.memberSurveyList.filter((id) => wanted.has(id));
  const missing = request.chapterIds.length - ids.length;
  if (missing > 0)
    throw new AppError('BAD_REQUEST', modulesMsg('modules.error.exportChaptersCount', { n: missing }), {
      code: 'CHAPTERS_NOT_IN_SERIES',
    });
  const stored = await Promise.all(ids.map((id) => deps.modules.get(id)));
  const lost = stored.filter((m) => !m || m.meta.patientId !== instance.member).length;
  if (lost > 0) throw new AppError('NOT_FOUND', modulesMsg('modules.error.exportChaptersCount', { n: lost }));
  const payload = {
    title: localName(seriesNamed(instance)),
    memberName: instance.memberName,
    chapters: stored.map((m) => printModule(m!)),
    page: request.page,
  };
  const fileName = exportFileName(deps.now(), instance.id, instance.collectionName);
  return deliver(deps, actor, 'pdf.chapters', instance.member, 'chapters', payload, fileName);
}

/** `POST /api/pdf/report`: a report screen's, the Completed Reports table's or My Reports' Download. */
export async function reportPdf(
  deps: PdfDeps,
  actor: Actor,
  request: PdfReportRequest,
): Promise<PdfResponse> {
  if (!deps.reports) throw contentNotFound();
  // A round picked on a member's screen names the member too: the caller's right to that member is
  // checked (and a refusal audited) before the instance is read.
  if (request.userId !== undefined && request.collectionId !== undefined)
    await memberIdInScope(deps, actor, request.userId, readRule('pdf.report'), contentNotFound);
  const read = request.collectionId
    ? await deps.reports.completed(actor, request.kind, request.collectionId, request.userId)
    : await deps.reports.latest(actor, request.kind, request.userId ?? actor.id);
  // The source checks the caller's rights; checked again here so a source's slip never leaks a report.
  await memberIdInScope(deps, actor, read.memberId, readRule('pdf.report'), contentNotFound);
  const fileName =
    request.naming === 'completed'
      ? completedReportFileName(read.completedAt ?? deps.now().toISOString(), read.seriesName ?? request.kind)
      : reportFileName(request.kind);
  const payload = {
    memberName: read.memberName,
    report: read.report,
    connectorEmail: deps.connectorEmail,
    // The historic version's title only for a series instance's own report, not a screen's picked round.
    historic: request.collectionId !== undefined && request.userId === undefined,
  };
  return deliver(deps, actor, 'pdf.report', read.memberId, request.kind, payload, fileName);
}
