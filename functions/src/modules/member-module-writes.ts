import { can } from '@circles/shared/access/policy';
import { checkedCompleteness, hasValidationErrors } from '@circles/shared/completeness/answers';
import { msg } from '@circles/shared/messages/modules';
import type { MemberModule, MemberModulePatchBody, ResponseJSON } from '@circles/shared/schemas/module';
import { followupOpeningFor } from '../followups/opening';
import { audit } from '../platform/audit';
import { AppError } from '../platform/errors';
import { moduleNotFound } from './member-modules';
import { forbidden, memberIdInScope, moduleInScope } from '../members/scope';
import { auditEvent } from './module-templates';
import { reportKindOf, roundRecordFor } from '../reports/reports';
import { seriesChangeFor, type SeriesInstanceRecord } from '../series/series-records';
import {
  toMemberModule,
  type Caller,
  type ModuleWrite,
  type ModulesDeps,
  type StoredModule,
} from './module-records';

/** 409 for a write to a module marked complete or approved. */
export function lockedModule(): AppError {
  return new AppError('CONFLICT', msg('modules.api.locked'), { code: 'MODULE_LOCKED' });
}

/** 409 for a write based on an older version than the stored one. */
function stale(): AppError {
  return new AppError('CONFLICT', msg('modules.api.stale'), {
    code: 'STALE_VERSION',
  });
}

/** Structural equality of two JSON values (stored maps come back in any key order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/** A module's definition is a copy that never changes: its id and start time key its cached model. */
const modelKey = (stored: StoredModule) => `${stored.meta.id}@${stored.meta.createdAt}`;

/**
 * The completeness of `answers` in the module; 400 naming every answer that does not fit its question
 * (wrong type, missing choice, no such question).
 */
export function checkAnswers(stored: StoredModule, answers: ResponseJSON): number {
  const { problems, completeness } = checkedCompleteness(stored.surveyJSON, answers, modelKey(stored));
  if (problems.length === 0) return completeness;
  const issues = problems.map((p) => ({
    path: `responseJSON.${p.name}`,
    message: msg(
      p.reason === 'unknownQuestion' ? 'modules.api.unknownQuestion' : 'modules.api.invalidAnswer',
      {
        name: p.name,
      },
    ),
  }));
  throw new AppError('VALIDATION', issues[0]?.message ?? '', { code: 'INVALID_ANSWER', issues });
}

/**
 * The answers item after writing `next`: the answers before become the previous saved state (what
 * Restore brings back), unless nothing changed (then the previous state stays as it was).
 */
function answersAfter(stored: StoredModule, next: ResponseJSON): ModuleWrite['answers'] {
  if (sameJson(stored.responseJSON, next))
    return {
      responseJSON: next,
      ...(stored.previousResponseJSON ? { previousResponseJSON: stored.previousResponseJSON } : {}),
    };
  return { responseJSON: next, previousResponseJSON: stored.responseJSON };
}

async function write(
  deps: ModulesDeps,
  stored: StoredModule,
  w: Omit<ModuleWrite, 'before'>,
): Promise<MemberModule> {
  const meta = await writeWithSeries(deps, { ...w, before: stored.meta });
  return toMemberModule({
    meta,
    surveyJSON: stored.surveyJSON,
    responseJSON: w.answers?.responseJSON ?? stored.responseJSON,
    previousResponseJSON: w.answers ? w.answers.previousResponseJSON : stored.previousResponseJSON,
  });
}

/**
 * Writes a module; when it belongs to a series instance and its completeness changes, the instance's
 * chapter figure and completeness move in the same transaction (versioned on the instance: a
 * concurrent save of another chapter makes this one re-read the instance and try again).
 * Issue 11: when the instance feeds a report, the same transaction stores its recomputed round
 * (computeReport over all its chapters' answers, this save's included) and, when the instance becomes
 * complete or incomplete, moves the dashboard counters (total and the member's facility). The instance's
 * versioned update is then always part of the write, so the round never mixes stale chapters.
 */
async function writeWithSeries(deps: ModulesDeps, w: ModuleWrite) {
  const seriesId = w.before.memberCollection;
  const figure = w.set.completeness;
  if (!seriesId || figure === undefined || !deps.seriesInstances) return deps.modules.write(w);
  const by = {
    modifiedBy: w.set.modifiedBy ?? w.before.modifiedBy,
    ...(w.set.modifiedByName ? { modifiedByName: w.set.modifiedByName } : {}),
  };
  for (let attempt = 0; ; attempt += 1) {
    const instance = await deps.seriesInstances.get(seriesId);
    // Defence in depth (issue 19): a module moves only its own member's instance and report round; one
    // naming another member's instance (stored before starts checked it) saves as a module of no series.
    if (instance && instance.member !== w.before.patientId) return deps.modules.write(w);
    let set = instance ? seriesChangeFor(instance, w.before.id, figure, by) : undefined;
    let report: ModuleWrite['report'];
    if (instance) {
      const change = await reportChange(deps, w, instance, set);
      if (change) {
        set = set ?? { ...by };
        report = change;
      }
    }
    try {
      return await deps.modules.write(
        instance && set ? { ...w, series: { before: instance, set }, ...(report ? { report } : {}) } : w,
      );
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'SERIES_STALE') || attempt >= 4) throw err;
    }
  }
}

/** The report round and counter change of a save in `instance` (issue 11), if any. */
async function reportChange(
  deps: ModulesDeps,
  w: ModuleWrite,
  instance: SeriesInstanceRecord,
  set: Record<string, unknown> | undefined,
): Promise<ModuleWrite['report']> {
  const kind = reportKindOf(instance.collectionName);
  const complete = typeof set?.complete === 'boolean' ? set.complete : instance.complete;
  const flips = complete !== instance.complete;
  const roundNeeded = kind !== undefined && w.answers !== undefined && deps.chapterAnswers !== undefined;
  if (!roundNeeded && !flips) return undefined;
  const member = await deps.users.get(instance.member);
  const facilityId = member?.facilityId;
  const report: NonNullable<ModuleWrite['report']> = {};
  if (flips)
    report.counters = {
      facilityId: facilityId ?? null,
      completed: complete ? 1 : -1,
      inProgress: complete ? -1 : 1,
    };
  if (roundNeeded && kind && w.answers && deps.chapterAnswers) {
    const others = await deps.chapterAnswers(instance.memberSurveyList.filter((id) => id !== w.before.id));
    const answers = instance.memberSurveyList.map((id) =>
      id === w.before.id ? (w.answers?.responseJSON ?? {}) : (others.get(id) ?? {}),
    );
    report.round = roundRecordFor({ instance, kind, answers, at: w.at, complete, facilityId });
    if (member && deps.followupOpening) {
      const opening = await followupOpeningFor(deps.followupOpening, {
        member,
        round: report.round,
        by: w.audit,
        at: w.at,
        chapters: instance.memberSurveyList.map((id, i) => ({ id, answers: answers[i] ?? {} })),
      });
      if (opening) report.followups = opening;
    }
  }
  return report;
}

/**
 * PATCH /api/membersurveys/{id}: save answers, Mark Complete, approve or restore (spec 001 §4). The
 * server computes completeness from the module's own definition; fields it owns never come from the
 * body. Writes are versioned (stale → 409); a completed or approved module's answers are locked (409);
 * only a module marked complete may be approved (409 MODULE_INCOMPLETE otherwise).
 */
export async function updateMemberModule(
  deps: ModulesDeps,
  caller: Caller,
  id: string,
  body: MemberModulePatchBody,
): Promise<{ memberSurvey: MemberModule }> {
  const { actor } = caller;
  const event = `memberModule.${body.action}`;
  if (body.action === 'approve' && !can(actor, 'module.approve')) await forbidden(deps, actor, event, id);
  const action = body.action === 'approve' ? 'member.readHealth' : 'member.fillModule';
  const stored = await moduleInScope(deps, actor, id, { action, event }, moduleNotFound);
  const meta = stored.meta;
  const at = deps.now().toISOString();
  const by = { modifiedBy: actor.id, modifiedByName: caller.name };
  const auditOf = () => auditEvent(actor, event, meta.patientId, at);

  if (body.action === 'approve') {
    await memberIdInScope(deps, actor, meta.patientId, { action: 'module.approve', event }, moduleNotFound);
    // Approving twice changes nothing (spec 001 §4: "cannot be repeated; the button does nothing").
    if (meta.approved) {
      await audit(deps, actor, 'memberModule.read', meta.patientId, 'allowed');
      return { memberSurvey: toMemberModule(stored) };
    }
    // Approval signs off final answers: only a module marked complete (its answers locked) may be
    // approved, else an approved 0 % module would be locked for good with nothing in it (issue 20).
    if (!meta.completed)
      throw new AppError('CONFLICT', msg('modules.approval.notComplete'), { code: 'MODULE_INCOMPLETE' });
    if (body.version !== meta.version) throw stale();
    const approval = { approved: true, approvedBy: actor.id, approvedByName: caller.name, approvedAt: at };
    return {
      memberSurvey: await write(deps, stored, {
        set: { ...approval, ...by },
        unlocked: 'approval',
        audit: auditOf(),
        at,
      }),
    };
  }

  if (meta.completed || meta.approved) throw lockedModule();
  if (body.version !== meta.version) throw stale();

  let next: ResponseJSON;
  if (body.action === 'restore') {
    if (stored.previousResponseJSON === undefined)
      throw new AppError('CONFLICT', msg('modules.api.noPrevious'), { code: 'NO_PREVIOUS_STATE' });
    next = stored.previousResponseJSON;
  } else {
    next = body.responseJSON ?? stored.responseJSON;
  }
  // Restored answers were checked when saved; checking them again costs nothing extra (one model).
  const figure = checkAnswers(stored, next);
  const set: ModuleWrite['set'] = { completeness: figure, ...by };
  if (body.action === 'complete') {
    if (figure < 100 || hasValidationErrors(stored.surveyJSON, next, modelKey(stored)))
      throw new AppError('VALIDATION', msg('modules.markComplete.required'), { code: 'INCOMPLETE' });
    Object.assign(set, { completed: true, completedAt: at });
  }
  const answers =
    body.action === 'restore'
      ? { responseJSON: next, previousResponseJSON: stored.responseJSON }
      : answersAfter(stored, next);
  return {
    memberSurvey: await write(deps, stored, { set, answers, unlocked: 'answers', audit: auditOf(), at }),
  };
}
