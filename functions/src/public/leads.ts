import { randomUUID } from 'node:crypto';
import { can } from '@circles/shared/access/policy';
import { msg } from '@circles/shared/messages/shell';
import { normaliseEmail, normalisePostalCode } from '@circles/shared/rules/contact';
import { normaliseName } from '@circles/shared/rules/text';
import { screenerRisk } from '@circles/shared/scoring/screener';
import { screenerQuestionNames } from '@circles/shared/rules/screener-answers';
import type {
  LeadCreateBody,
  LeadCreateResponse,
  Lead,
  LeadListResponse,
} from '@circles/shared/schemas/lead';
import type { ScreenerAnswers, ScreenerSource } from '@circles/shared/rules/screener-answers';
import { AppError } from '../platform/errors';
import { audit } from '../platform/audit';
import type { AuditLog } from '../members/ports';
import type { Actor } from '@circles/shared/access/types';

/** A public screener submission as stored (spec 000 §3 'Public survey submission'). */
export interface LeadRecord {
  /** The client's submission id (also its Idempotency-Key). */
  id: string;
  surveyTemplate: string;
  memberInfo: { name: string; email?: string; phone?: string; postalCode?: string };
  source?: ScreenerSource;
  responseJSON: ScreenerAnswers;
  score: number;
  level: LeadCreateResponse['level'];
  /** con_que answered Yes: a Community Connector may make contact. */
  consentToContact: boolean;
  contacted: boolean;
  contactedAt?: string;
  contactedBy?: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** Stored submissions. Implemented over DynamoDB in data/, by in-memory fakes in unit tests. */
export interface LeadsRepository {
  /** Stores a new submission unless its id exists; false when it already did (nothing written). */
  putNew(record: LeadRecord): Promise<boolean>;
  /** Strongly consistent read of one submission. */
  get(id: string): Promise<LeadRecord | undefined>;
  /** Newest first, one page at a time (a query on the by-date index, never a scan). */
  listNewestFirst(limit: number, cursor?: string): Promise<{ items: LeadRecord[]; cursor?: string }>;
  /** Versioned update: stale version → 409, unknown id → 404. */
  markContacted(id: string, expectedVersion: number, at: string, by: string): Promise<LeadRecord>;
}

export interface LeadDeps {
  leads: LeadsRepository;
  audit: AuditLog;
  now: () => Date;
}

/** The stored form of a request: the spec's normalised name and email (spec 000 §3). */
export function toRecord(body: LeadCreateBody, now: string, id: string): LeadRecord {
  const { firstName, lastName, email, phone, postalCode } = body.memberInfo;
  const risk = screenerRisk(body.responseJSON);
  return {
    id,
    surveyTemplate: body.surveyTemplate,
    memberInfo: {
      name: normaliseName(firstName, lastName),
      ...(email ? { email: normaliseEmail(email) } : {}),
      ...(phone ? { phone } : {}),
      ...(postalCode ? { postalCode: normalisePostalCode(postalCode) } : {}),
    },
    ...(body.source ? { source: body.source } : {}),
    responseJSON: { ...body.responseJSON },
    score: risk.score,
    level: risk.level,
    consentToContact: body.responseJSON.con_que === 1,
    contacted: false,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
}

/** Compares what the person sent; stored maps come back in any key order, so answers are read by name. */
function sameSubmission(a: LeadRecord, b: LeadRecord): boolean {
  const pick = (r: LeadRecord) =>
    JSON.stringify([
      r.surveyTemplate,
      r.memberInfo.name,
      r.memberInfo.email,
      r.memberInfo.phone,
      r.memberInfo.postalCode,
      r.source,
      screenerQuestionNames.map((n) => r.responseJSON[n]),
    ]);
  return pick(a) === pick(b);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function badKey(message: string): AppError {
  return new AppError('VALIDATION', 'The request has errors. Please correct them and try again.', {
    issues: [{ path: 'submissionId', message }],
  });
}

/**
 * Stores one screener submission with its risk computed here (never trusted from the client).
 * Idempotent on the submission id: a retry answers the first result and writes nothing; the same id
 * with another body is a 409. The id is the body's `submissionId`, else the `idempotencyKey` header (a
 * uuid; spec 000 §3's body has no id), else a new one (no retry protection: see the body schema).
 * When both are sent they must be equal.
 */
export async function createLead(
  deps: LeadDeps,
  body: LeadCreateBody,
  idempotencyKey?: string,
): Promise<LeadCreateResponse> {
  if (idempotencyKey !== undefined && !UUID.test(idempotencyKey))
    throw badKey('The Idempotency-Key header must be a uuid');
  if (idempotencyKey !== undefined && body.submissionId !== undefined && idempotencyKey !== body.submissionId)
    throw badKey('Must equal the Idempotency-Key header');
  const id = body.submissionId ?? idempotencyKey ?? randomUUID();
  const record = toRecord(body, deps.now().toISOString(), id);
  if (await deps.leads.putNew(record)) {
    await audit(deps, undefined, 'publicSubmission.create', record.id, 'allowed', record.createdAt);
    return { id: record.id, score: record.score, level: record.level };
  }
  const existing = await deps.leads.get(record.id);
  if (!existing || !sameSubmission(existing, record)) {
    throw new AppError('CONFLICT', 'This submission id was already used for other answers.', {
      code: 'IDEMPOTENCY_MISMATCH',
    });
  }
  return { id: existing.id, score: existing.score, level: existing.level };
}

/**
 * Who may see the leads inbox (ACCESS.md 'public screener submissions'): Admin all; Coordinator their
 * facility's catchment, or all when none is set (no catchment exists yet, so all); others none.
 */
export function canReadLeads(actor: Actor): boolean {
  // Submissions carry no catchment yet, so a Coordinator's scope is all of them (no facility target).
  return can(actor, 'publicSubmission.read');
}

/** The inbox view of a submission: contact details only when the person agreed to be contacted. */
export function toLead(r: LeadRecord): Lead {
  return {
    id: r.id,
    createdAt: r.createdAt,
    score: r.score,
    level: r.level,
    consentToContact: r.consentToContact,
    contacted: r.contacted,
    ...(r.contactedAt ? { contactedAt: r.contactedAt } : {}),
    ...(r.source ? { source: r.source } : {}),
    ...(r.consentToContact
      ? {
          name: r.memberInfo.name,
          ...(r.memberInfo.email ? { email: r.memberInfo.email } : {}),
          ...(r.memberInfo.phone ? { phone: r.memberInfo.phone } : {}),
          ...(r.memberInfo.postalCode ? { postalCode: r.memberInfo.postalCode } : {}),
        }
      : {}),
    version: r.version,
  };
}

async function guard(deps: LeadDeps, actor: Actor, action: string, memberId: string): Promise<void> {
  if (canReadLeads(actor)) return;
  await audit(deps, actor, action, memberId, 'denied');
  throw new AppError('FORBIDDEN', msg('shell.notAuthorized'));
}

/** The leads inbox, newest first, one page at a time. */
export async function listLeads(
  deps: LeadDeps,
  actor: Actor,
  limit: number,
  cursor?: string,
): Promise<LeadListResponse> {
  await guard(deps, actor, 'publicSubmission.list', 'public-submissions');
  const page = await deps.leads.listNewestFirst(limit, cursor);
  await audit(deps, actor, 'publicSubmission.list', 'public-submissions', 'allowed');
  return { items: page.items.map(toLead), ...(page.cursor ? { cursor: page.cursor } : {}) };
}

/** Marks one lead contacted (versioned: a stale version is a 409). */
export async function markLeadContacted(
  deps: LeadDeps,
  actor: Actor,
  id: string,
  version: number,
): Promise<Lead> {
  await guard(deps, actor, 'publicSubmission.contacted', id);
  const at = deps.now().toISOString();
  const updated = await deps.leads.markContacted(id, version, at, actor.id);
  await audit(deps, actor, 'publicSubmission.contacted', id, 'allowed', at);
  return toLead(updated);
}
