import { listScope } from '@circles/shared/access/list-scope';
import { can, memberTarget } from '@circles/shared/access/policy';
import { isCoordinatorRole, isMemberRole, isVolunteerRole } from '@circles/shared/access/roles';
import type { Action, Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/modules';
import type {
  SeriesTemplate,
  SeriesTemplateAssignMemberBody,
  SeriesTemplateCreateBody,
  SeriesInstanceCreateBody,
  SeriesInstanceListQuery,
  SeriesInstance,
  SeriesInstanceView,
} from '@circles/shared/schemas/series';
import { allowedEvent, liveTemplates, memberToStartFor, seriesNotFound } from '../members/access-checks';
import { audit } from '../platform/audit';
import { forbidden, instanceInScope as loadInstance, userInScope, type KnownMember } from '../members/scope';
import { AppError } from '../platform/errors';
import { newRecordStamp, type MemberModuleRecord, type TemplateRecord } from '../modules/module-records';
import type { AuditLog, UsersRepository } from '../members/ports';
import { assertSeriesStartFits } from './series-limits';
import { assertListFits } from '../platform/stored-lists';
import {
  namedRef,
  toSeriesTemplate,
  toSeriesInstance,
  type NewChapter,
  type SeriesInstanceRecord,
  type SeriesRepository,
  type SeriesTemplateRecord,
} from './series-records';

/** What the series domain reaches: the series repository, module templates, users, the audit log. */
export interface SeriesDeps {
  series: SeriesRepository;
  templates: { get(id: string): Promise<TemplateRecord | undefined> };
  users: Pick<UsersRepository, 'get'>;
  audit: AuditLog;
  now: () => Date;
  newId: () => string;
}

/** The caller and the display name stamped on what they write. */
export interface SeriesCaller {
  actor: Actor;
  name: string;
}

/** Audit subject of series template changes (templates belong to no member). */
const SERIES = 'series-templates';
/** Audit subject of lists spanning members. */
const INSTANCES = 'series-instances';
const LIMIT = 500;

const event = allowedEvent;
const forbid = forbidden;

/** Series templates the caller may read: Admin, Coordinator all; others those listing them. */
export async function listSeriesTemplates(
  deps: SeriesDeps,
  actor: Actor,
): Promise<{ collectionList: SeriesTemplate[] }> {
  const records =
    listScope(actor, 'seriesTemplate.read') === 'all'
      ? await deps.series.listTemplates(LIMIT)
      : await deps.series.listTemplatesListing(actor.id, LIMIT);
  return { collectionList: records.map(toSeriesTemplate) };
}

/** One series template (404 when missing or not readable by the caller). */
export async function getSeriesTemplate(
  deps: SeriesDeps,
  actor: Actor,
  id: string,
): Promise<{ collection: SeriesTemplate }> {
  const record = await deps.series.getTemplate(id);
  if (!record || !can(actor, 'seriesTemplate.read', { memberList: record.memberList }))
    throw seriesNotFound();
  return { collection: toSeriesTemplate(record) };
}

/** Creates a series template (Admin) over existing, unarchived module templates. */
export async function createSeriesTemplate(
  deps: SeriesDeps,
  caller: SeriesCaller,
  body: SeriesTemplateCreateBody,
): Promise<{ collection: SeriesTemplate }> {
  const { actor } = caller;
  if (!can(actor, 'seriesTemplate.write')) await forbid(deps, actor, 'series.create', SERIES);
  const templates = await liveTemplates(deps, body.surveyList);
  const at = deps.now().toISOString();
  const record: SeriesTemplateRecord = {
    id: deps.newId(),
    name: body.name,
    ...(body.nameFr ? { nameFr: body.nameFr } : {}),
    surveyList: body.surveyList,
    surveys: templates.map(namedRef),
    projectList: [],
    memberList: [],
    memberCollectionCount: 0,
    archived: false,
    ...newRecordStamp(caller, at),
  };
  assertSeriesStartFits(record, templates, 'surveyList');
  await deps.series.createTemplate(record, event(actor, 'series.create', SERIES, at));
  return { collection: toSeriesTemplate(record) };
}

/** Deletes a series template (Admin); one with instances is archived, its instances untouched. */
export async function deleteSeriesTemplate(
  deps: SeriesDeps,
  actor: Actor,
  id: string,
): Promise<{ _id: string; archived: boolean }> {
  if (!can(actor, 'seriesTemplate.write')) await forbid(deps, actor, 'series.delete', SERIES);
  const record = await deps.series.getTemplate(id);
  if (!record) throw seriesNotFound();
  if (record.archived) return { _id: id, archived: true };
  const at = deps.now().toISOString();
  const archived = await deps.series.removeTemplate(record, at, event(actor, 'series.delete', SERIES, at));
  return { _id: id, archived };
}

/**
 * Adds users to a series template's memberList: `member` (Admin any, Coordinator their facility's)
 * Patients and Volunteers; `coordinator` (Admin only) Coordinators only.
 */
export async function assignSeriesMembers(
  deps: SeriesDeps,
  caller: SeriesCaller,
  body: SeriesTemplateAssignMemberBody,
): Promise<{ collection: SeriesTemplate }> {
  const { actor } = caller;
  const action = `series.assign.${body.as}`;
  if (
    body.as === 'coordinator'
      ? !can(actor, 'seriesTemplate.write')
      : !can(actor, 'seriesTemplate.assignMembers')
  )
    await forbid(deps, actor, action, SERIES);
  const record = await deps.series.getTemplate(body.collectionId);
  if (!record || record.archived) throw seriesNotFound();
  const users = await Promise.all(body.memberList.map((id) => deps.users.get(id)));
  for (const [i, user] of users.entries()) {
    if (!user || !can(actor, 'seriesTemplate.assignMembers', user)) {
      await audit(deps, actor, action, body.memberList[i] ?? SERIES, 'denied');
      throw new AppError('NOT_FOUND', 'Not found.', { code: 'USER_NOT_FOUND' });
    }
    const fits =
      body.as === 'coordinator'
        ? isCoordinatorRole(user.role)
        : isMemberRole(user.role) || isVolunteerRole(user.role);
    if (!fits) {
      const message = msg(
        body.as === 'coordinator' ? 'modules.api.coordinatorOnly' : 'modules.api.memberRoleOnly',
      );
      throw new AppError('VALIDATION', message, { issues: [{ path: `memberList.${i}`, message }] });
    }
  }
  const added = body.memberList.filter((id) => !record.memberList.includes(id));
  if (added.length === 0) return { collection: toSeriesTemplate(record) };
  assertListFits(record.memberList.length + added.length, 'memberList');
  const at = deps.now().toISOString();
  const set = {
    memberList: [...record.memberList, ...added],
    modifiedBy: actor.id,
    modifiedByName: caller.name,
  };
  // One event per user added, naming the template; written in the same transaction as the change.
  const events = added.map((id) => ({ ...event(actor, action, id, at), recordId: record.id }));
  await deps.series.addListed(record, added, set, at, events);
  return {
    collection: toSeriesTemplate({ ...record, ...set, updatedAt: at, version: record.version + 1 }),
  };
}

/** The viewer's data of an instance. */
async function viewOf(deps: SeriesDeps, r: SeriesInstanceRecord): Promise<SeriesInstanceView> {
  const [chapters, template] = await Promise.all([
    deps.series.chapters(r.memberSurveyList),
    deps.series.getTemplate(r.collectionTemplate),
  ]);
  return {
    ...toSeriesInstance(r),
    patientId: { _id: r.member, info: { name: r.memberName } },
    chapterTemplates:
      template?.surveys ??
      chapters.map((c) => namedRef({ id: c.templateId, name: c.name, nameFr: c.nameFr })),
    memberChapters: chapters.map((c: MemberModuleRecord) => ({
      _id: c.id,
      name: c.name,
      ...(c.nameFr ? { nameFr: c.nameFr } : {}),
      templateId: c.templateId,
      completeStatus: c.completeness,
      completed: c.completed,
      approved: c.approved,
    })),
    overallCompleteness: r.completeness,
  };
}

/** Loads an instance the caller may `action` on; 404 otherwise (denial audited as `event`). */
function instanceInScope(
  deps: SeriesDeps,
  actor: Actor,
  id: string,
  action: Action,
  event: string,
): Promise<SeriesInstanceRecord> {
  const get = (i: string) => deps.series.getInstance(i);
  return loadInstance(deps, get, actor, id, { action, event }, seriesNotFound);
}

/** Starts a series for a member: the instance and one member module per template, in one transaction. */
export async function startSeriesInstance(
  deps: SeriesDeps,
  caller: SeriesCaller,
  body: SeriesInstanceCreateBody,
): Promise<{ memberCollection: SeriesInstanceView }> {
  const { actor } = caller;
  if (!can(actor, 'seriesInstance.start')) await forbid(deps, actor, 'seriesInstance.start', body.member);
  const member = await memberToStartFor(deps, actor, body.member, {
    action: 'seriesInstance.start',
    event: 'seriesInstance.start',
    path: 'member',
  });
  const series = await deps.series.getTemplate(body.collectionTemplate);
  if (!series || series.archived) throw seriesNotFound();
  const templates = await liveTemplates(deps, series.surveyList);
  assertSeriesStartFits(series, templates, 'collectionTemplate');
  const at = deps.now().toISOString();
  const id = deps.newId();
  const stamp = newRecordStamp(caller, at);
  const chapters: NewChapter[] = templates.map((t) => ({
    meta: {
      id: deps.newId(),
      name: t.name,
      ...(t.nameFr ? { nameFr: t.nameFr } : {}),
      templateId: t.id,
      memberCollection: id,
      patientId: member.id,
      patientName: member.info.name,
      completeness: 0,
      completed: false,
      approved: false,
      ...stamp,
    },
    surveyJSON: t.surveyJSON,
  }));
  const instance: SeriesInstanceRecord = {
    id,
    collectionTemplate: series.id,
    collectionName: series.name,
    ...(series.nameFr ? { collectionNameFr: series.nameFr } : {}),
    member: member.id,
    memberName: member.info.name,
    memberSurveyList: chapters.map((c) => c.meta.id),
    chapterStatus: Object.fromEntries(chapters.map((c) => [c.meta.id, 0])),
    completeness: 0,
    complete: false,
    ...stamp,
  };
  // Issue 11: one more series instance in progress, of this template, for the member's facility.
  await deps.series.startInstance(instance, chapters, event(actor, 'seriesInstance.start', member.id, at), {
    facilityId: member.facilityId ?? null,
    inProgress: 1,
    byType: { templateId: series.id, name: series.name, nameFr: series.nameFr, delta: 1 },
  });
  return { memberCollection: await viewOf(deps, instance) };
}

/** The series viewer's data of one instance (read audited). */
export async function getSeriesInstance(
  deps: SeriesDeps,
  actor: Actor,
  id: string,
): Promise<{ memberCollection: SeriesInstanceView }> {
  const record = await instanceInScope(deps, actor, id, 'member.readHealth', 'seriesInstance.read');
  const view = await viewOf(deps, record);
  await audit(deps, actor, 'seriesInstance.read', record.member, 'allowed');
  return { memberCollection: view };
}

/** Instances the caller may read, newest first (Admin all; helpers their caseload; a member their own). */
export async function listSeriesInstances(
  deps: SeriesDeps,
  actor: Actor,
  query: SeriesInstanceListQuery,
): Promise<{ memberCollectionList: SeriesInstance[] }> {
  let records: SeriesInstanceRecord[];
  if (query.member !== undefined) {
    records = (await listSeriesInstancesOf(deps, actor, query.member)).records;
  } else if (listScope(actor, 'member.readHealth') === 'all') {
    records = await deps.series.listAllInstances(query.limit);
  } else {
    const own = listScope(actor, 'member.readHealth') === 'own';
    const members = own ? [actor.id] : [...new Set(actor.patients)];
    const lists = await Promise.all(members.map((m) => deps.series.listInstancesOf(m, query.limit)));
    records = lists
      .flat()
      .filter((r) => can(actor, 'member.readHealth', memberTarget(r.member)))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }
  if (query.collectionTemplate !== undefined)
    records = records.filter((r) => r.collectionTemplate === query.collectionTemplate);
  await audit(deps, actor, 'seriesInstance.list', query.member ?? INSTANCES, 'allowed');
  return { memberCollectionList: records.slice(0, query.limit).map(toSeriesInstance) };
}

/** Who may list a member's instances, and how a refusal is audited and answered. */
const listRule = { action: 'member.readHealth', event: 'seriesInstance.list' } as const;
const listNotFound = () => new AppError('NOT_FOUND', 'Not found.');

/** One member's instances; 404 when no user has the id or they are outside the caller's scope. */
async function listSeriesInstancesOf(deps: SeriesDeps, actor: Actor, memberId: string, known?: KnownMember) {
  await userInScope(deps, actor, memberId, listRule, listNotFound, known);
  return { records: await deps.series.listInstancesOf(memberId, LIMIT) };
}

/**
 * One member's instances, newest first (`{ memberCollections }`); 404 when no user has the id or they
 * are outside the caller's scope (denial audited). `known` is the member's user item when the route
 * already read it (its prefetch). The read is audited.
 */
export async function listMemberSeriesInstances(
  deps: SeriesDeps,
  actor: Actor,
  userId: string,
  known?: KnownMember,
): Promise<{ memberCollections: SeriesInstance[] }> {
  const { records } = await listSeriesInstancesOf(deps, actor, userId, known);
  await audit(deps, actor, 'seriesInstance.list', userId, 'allowed');
  return { memberCollections: records.map(toSeriesInstance) };
}

/** `GET /api/collections/patient/{id}` (spec 002 §7): {@link listMemberSeriesInstances} as `{ collections }`. */
export async function listMemberSeriesTab(
  deps: SeriesDeps,
  actor: Actor,
  memberId: string,
  known?: KnownMember,
): Promise<{ collections: SeriesInstance[] }> {
  const { memberCollections: seriesInstances } = await listMemberSeriesInstances(
    deps,
    actor,
    memberId,
    known,
  );
  return { collections: seriesInstances };
}

/** Deletes an instance without answers (Admin, assigned Coordinator); 409 when any chapter has answers. */
export async function deleteSeriesInstance(
  deps: SeriesDeps,
  actor: Actor,
  id: string,
): Promise<{ _id: string }> {
  if (!can(actor, 'seriesInstance.delete')) await forbid(deps, actor, 'seriesInstance.delete', id);
  const record = await instanceInScope(deps, actor, id, 'seriesInstance.delete', 'seriesInstance.delete');
  const chapters = await deps.series.chapters(record.memberSurveyList);
  if (chapters.some((c) => c.completeness > 0 || c.completed || c.approved))
    throw new AppError('CONFLICT', msg('modules.api.seriesHasAnswers'), { code: 'SERIES_HAS_ANSWERS' });
  const at = deps.now().toISOString();
  // Issue 11: an instance without answers is never complete, so it leaves the in-progress count.
  const member = await deps.users.get(record.member);
  await deps.series.removeInstance(
    record,
    chapters,
    event(actor, 'seriesInstance.delete', record.member, at),
    {
      facilityId: member?.facilityId ?? null,
      inProgress: -1,
      byType: {
        templateId: record.collectionTemplate,
        name: record.collectionName,
        nameFr: record.collectionNameFr,
        delta: -1,
      },
    },
  );
  return { _id: id };
}
