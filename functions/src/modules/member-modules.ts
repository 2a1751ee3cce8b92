import { listScope } from '@circles/shared/access/list-scope';
import { can, memberTarget } from '@circles/shared/access/policy';
import type { Actor } from '@circles/shared/access/types';
import { msg as modulesMsg } from '@circles/shared/messages/modules';
import type {
  MemberModule,
  MemberModuleCreateBody,
  MemberModuleListQuery,
  MemberModuleSummary,
} from '@circles/shared/schemas/module';
import { memberToStartFor, seriesNotFound } from '../members/access-checks';
import { forbidden, instanceInScope, moduleInScope, userInScope } from '../members/scope';
import { audit } from '../platform/audit';
import { AppError } from '../platform/errors';
import { auditEvent } from './module-templates';
import {
  newRecordStamp,
  toMemberModule,
  toMemberModuleSummary,
  type Caller,
  type MemberModuleRecord,
  type ModulesDeps,
  type StoredModule,
} from './module-records';
import { seriesWithoutChapter } from '../series/series-records';

/** Audit subject of a list that spans members (the Admin's whole list, a series instance). */
const MEMBER_MODULES = 'member-modules';

/** The 404 of a module that is missing or outside the caller's scope (existence not revealed). */
export function moduleNotFound(): AppError {
  return new AppError('NOT_FOUND', modulesMsg('modules.api.moduleNotFound'), { code: 'MODULE_NOT_FOUND' });
}

const newestFirst = (a: MemberModuleRecord, b: MemberModuleRecord) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The modules of the members a helper is assigned to, newest first. */
async function caseloadModules(
  deps: ModulesDeps,
  actor: Actor,
  limit: number,
): Promise<MemberModuleRecord[]> {
  const members = [...new Set(actor.patients)];
  const lists = await Promise.all(members.map((id) => deps.modules.listByMember(id, limit)));
  return lists.flat().sort(newestFirst).slice(0, limit);
}

/**
 * The member modules the caller may read, newest first: Admin all, Coordinator and Volunteer their
 * assigned members', a Patient their own; narrowed to one member (404 outside the scope) or one series
 * instance when asked.
 */
export async function listMemberModules(
  deps: ModulesDeps,
  actor: Actor,
  query: MemberModuleListQuery,
): Promise<{ memberSurveyList: MemberModuleSummary[] }> {
  const { patientId: memberId, memberCollection: seriesInstanceId, limit } = query;
  const readable = (m: MemberModuleRecord) => can(actor, 'member.readHealth', memberTarget(m.patientId));
  const scope = listScope(actor, 'member.readHealth');
  let records: MemberModuleRecord[];
  if (memberId !== undefined) {
    await userInScope(
      deps,
      actor,
      memberId,
      { action: 'member.readHealth', event: 'memberModule.list' },
      () => {
        return new AppError('NOT_FOUND', modulesMsg('modules.api.notFound'));
      },
    );
    records = await deps.modules.listByMember(memberId, limit);
    if (seriesInstanceId !== undefined)
      records = records.filter((m) => m.memberCollection === seriesInstanceId);
  } else if (seriesInstanceId !== undefined) {
    records = (await deps.modules.listBySeries(seriesInstanceId, limit)).filter(readable);
  } else if (scope === 'all') {
    records = await deps.modules.listAll(limit);
  } else if (scope === 'own') {
    records = await deps.modules.listByMember(actor.id, limit);
  } else {
    records = (await caseloadModules(deps, actor, limit)).filter(readable);
  }
  await audit(
    deps,
    actor,
    'memberModule.list',
    memberId ?? (scope === 'own' ? actor.id : MEMBER_MODULES),
    'allowed',
  );
  return { memberSurveyList: records.map(toMemberModuleSummary) };
}

/** The caller's own modules (the caller as the member), newest first. */
export async function listOwnModules(
  deps: ModulesDeps,
  actor: Actor,
): Promise<{ count: number; memberSurveys: MemberModuleSummary[] }> {
  const records = await deps.modules.listByMember(actor.id, 1000);
  await audit(deps, actor, 'memberModule.list', actor.id, 'allowed');
  return { count: records.length, memberSurveys: records.map(toMemberModuleSummary) };
}

/** One module with its definition and answers. */
export async function getMemberModule(
  deps: ModulesDeps,
  actor: Actor,
  id: string,
): Promise<{ memberSurvey: MemberModule }> {
  const rule = { action: 'member.readHealth', event: 'memberModule.read' } as const;
  const stored = await moduleInScope(deps, actor, id, rule, moduleNotFound);
  await audit(deps, actor, 'memberModule.read', stored.meta.patientId, 'allowed');
  return { memberSurvey: toMemberModule(stored) };
}

/**
 * Starts a module for a member from a template: Admin any member, Coordinator and Volunteer their
 * assigned members, a Patient only themselves. The template's definition is copied into the module.
 * A series instance named in the body (the spec's dialog variant) must exist and be that member's
 * (issue 19: else 404 `SERIES_NOT_FOUND`, the denial audited): the module's saves move that instance.
 */
export async function startMemberModule(
  deps: ModulesDeps,
  caller: Caller,
  body: MemberModuleCreateBody,
): Promise<{ memberSurvey: MemberModule }> {
  const { actor } = caller;
  const member = await memberToStartFor(deps, actor, body.patientId, {
    action: 'member.fillModule',
    event: 'memberModule.start',
    path: 'patientId',
  });
  if (body.memberCollection !== undefined)
    await instanceInScope(
      deps,
      (id) => deps.seriesInstances?.get(id) ?? Promise.resolve(undefined),
      actor,
      body.memberCollection,
      { action: 'member.fillModule', event: 'memberModule.start', memberId: member.id },
      seriesNotFound,
    );
  const template = await deps.templates.get(body.templateId);
  // A member starts from public templates only: the ones their template list shows them.
  const publicOnly = !can(actor, 'moduleTemplate.read');
  if (!template || template.archived || (publicOnly && !template.isPublic))
    throw new AppError('NOT_FOUND', modulesMsg('modules.api.templateNotFound'), {
      code: 'TEMPLATE_NOT_FOUND',
    });
  const at = deps.now().toISOString();
  const stored: StoredModule = {
    meta: {
      id: deps.newId(),
      name: template.name,
      ...(template.nameFr ? { nameFr: template.nameFr } : {}),
      templateId: template.id,
      memberCollection: body.memberCollection ?? null,
      patientId: member.id,
      patientName: member.info.name,
      completeness: 0,
      completed: false,
      approved: false,
      ...newRecordStamp(caller, at),
    },
    surveyJSON: template.surveyJSON,
    responseJSON: {},
  };
  await deps.modules.start(stored, auditEvent(actor, 'memberModule.start', member.id, at));
  return { memberSurvey: toMemberModule(stored) };
}

/**
 * Deletes a module: Admin, or a Coordinator assigned to the member (Volunteer, Patient: 403). A chapter's
 * instance records who changed it last by id and name (the series viewer shows the name).
 */
export async function deleteMemberModule(
  deps: ModulesDeps,
  caller: Caller,
  id: string,
): Promise<{ _id: string }> {
  const { actor } = caller;
  if (!can(actor, 'memberModule.delete')) await forbidden(deps, actor, 'memberModule.delete', id);
  const rule = { action: 'memberModule.delete', event: 'memberModule.delete' } as const;
  const stored = await moduleInScope(deps, actor, id, rule, moduleNotFound);
  const at = deps.now().toISOString();
  const event = auditEvent(actor, 'memberModule.delete', stored.meta.patientId, at);
  const seriesId = stored.meta.memberCollection;
  if (!seriesId || !deps.seriesInstances) {
    await deps.modules.remove(stored.meta, event);
    return { _id: id };
  }
  // A chapter of a series instance: the instance loses it in the same transaction (re-read and
  // retried when another chapter's save moved the instance in between).
  for (let attempt = 0; ; attempt += 1) {
    const read = await deps.seriesInstances.get(seriesId);
    // Defence in depth (issue 19): only the module's own member's instance loses the chapter.
    const instance = read?.member === stored.meta.patientId ? read : undefined;
    const series = instance && {
      before: instance,
      set: seriesWithoutChapter(instance, id, { modifiedBy: actor.id, modifiedByName: caller.name }),
      at,
    };
    try {
      await deps.modules.remove(stored.meta, event, series);
      return { _id: id };
    } catch (err) {
      if (!(err instanceof AppError && err.code === 'SERIES_STALE') || attempt >= 4) throw err;
    }
  }
}
