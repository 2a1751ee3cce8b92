import { listScope } from '@circles/shared/access/list-scope';
import { can } from '@circles/shared/access/policy';
import { isCoordinatorRole } from '@circles/shared/access/roles';
import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/modules';
import type {
  SeriesTemplateAssignProjectBody,
  SeriesTemplate,
  Project,
  ProjectAssignSeriesTemplateBody,
  ProjectAssignMemberBody,
  ProjectCreateBody,
  Workbook,
  WorkbookAssignBody,
  WorkbookCreateBody,
} from '@circles/shared/schemas/series';
import { allowedEvent, liveTemplates } from '../members/access-checks';
import { audit } from '../platform/audit';
import { AppError } from '../platform/errors';
import type { TemplateRecord } from '../modules/module-records';
import type { AuditLog, UsersRepository } from '../members/ports';
import { toProject, toWorkbook, type ProjectRecord, type ProjectsRepository } from './project-records';
import { MAX_PROJECT_SERIES } from '@circles/shared/schemas/series';
import {
  namedRef,
  toSeriesTemplate,
  type SeriesRepository,
  type SeriesTemplateRecord,
} from '../series/series-records';
import { forbidden, requireAction as required } from '../members/scope';
import { assertListFits } from '../platform/stored-lists';

/** What the projects area reaches. */
export interface ProjectsDeps {
  projects: ProjectsRepository;
  series: Pick<SeriesRepository, 'getTemplate'>;
  templates: { get(id: string): Promise<TemplateRecord | undefined> };
  users: Pick<UsersRepository, 'get'>;
  audit: AuditLog;
  now: () => Date;
  newId: () => string;
}

const PROJECTS = 'projects';
const WORKBOOKS = 'workbooks';
const LIMIT = 500;

const event = allowedEvent;

function requireAction(
  deps: ProjectsDeps,
  actor: Actor,
  action: 'project.any' | 'workbook.write',
  name: string,
) {
  return required(deps, actor, action, name, action === 'project.any' ? PROJECTS : WORKBOOKS);
}

const notFound = () => new AppError('NOT_FOUND', 'Not found.');

/** 400 when `project` would hold more than MAX_PROJECT_SERIES series (its delete is one transaction). */
function withinSeriesCap(project: ProjectRecord, adding: number, path: string): void {
  if (project.collectionList.length + adding <= MAX_PROJECT_SERIES) return;
  const message = `A project holds at most ${MAX_PROJECT_SERIES} series.`;
  throw new AppError('VALIDATION', message, { issues: [{ path, message }] });
}

async function seriesAll(deps: ProjectsDeps, ids: string[]): Promise<SeriesTemplateRecord[]> {
  const found = await Promise.all(ids.map((id) => deps.series.getTemplate(id)));
  if (found.some((s) => !s || s.archived))
    throw new AppError('NOT_FOUND', msg('modules.api.seriesNotFound'), { code: 'SERIES_NOT_FOUND' });
  return found as SeriesTemplateRecord[];
}

async function projectOf(deps: ProjectsDeps, id: string): Promise<ProjectRecord> {
  const p = await deps.projects.getProject(id);
  if (!p) throw notFound();
  return p;
}

const stampBy = (actor: Actor) => ({ modifiedBy: actor.id });

/** Each series' change when its project list becomes `next(list)`, stamped by `actor`. */
const seriesChanges = (
  series: readonly SeriesTemplateRecord[],
  actor: Actor,
  next: (projectList: string[]) => string[],
) => series.map((s) => ({ before: s, set: { projectList: next(s.projectList), ...stampBy(actor) } }));

/**
 * An assignment's one transaction, audited as `action`: `change` holds `set` on `before` (the record
 * the caller answers with) beside the linked records' changes, and one audit event per subject
 * (each member affected, or the area's name), each naming `before` as its record. Answers `before`
 * as stored after it.
 */
async function writeAssignment<R extends ProjectRecord | SeriesTemplateRecord>(
  deps: ProjectsDeps,
  actor: Actor,
  action: string,
  before: R,
  set: Partial<R>,
  change: Parameters<ProjectsRepository['write']>[0],
  subjects: readonly string[] = [PROJECTS],
): Promise<R> {
  const at = deps.now().toISOString();
  await deps.projects.write(
    change,
    at,
    subjects.map((s) => ({ ...event(actor, action, s, at), recordId: before.id })),
  );
  return { ...before, ...set, updatedAt: at, version: before.version + 1 };
}

/** Every project (Admin). */
export async function listProjects(deps: ProjectsDeps, actor: Actor): Promise<{ projectList: Project[] }> {
  await requireAction(deps, actor, 'project.any', 'project.list');
  return { projectList: (await deps.projects.listProjects(LIMIT)).map(toProject) };
}

/** Creates a project with its series; each series lists the project, in one transaction. */
export async function createProject(
  deps: ProjectsDeps,
  actor: Actor,
  body: ProjectCreateBody,
): Promise<{ project: Project }> {
  await requireAction(deps, actor, 'project.any', 'project.create');
  const series = await seriesAll(deps, body.collectionList);
  for (const s of series) assertListFits(s.projectList.length + 1, 'collectionList');
  const at = deps.now().toISOString();
  const record: ProjectRecord = {
    id: deps.newId(),
    name: body.name,
    memberList: [],
    collectionList: series.map(namedRef),
    createdAt: at,
    createdBy: actor.id,
    updatedAt: at,
    modifiedBy: actor.id,
    version: 1,
  };
  await deps.projects.write(
    {
      create: record,
      series: seriesChanges(series, actor, (list) => [...list, record.id]),
    },
    at,
    [{ ...event(actor, 'project.create', PROJECTS, at), recordId: record.id }],
  );
  return { project: toProject(record) };
}

/** Adds members (Patients) to a project; members already in it stay as they are. */
export async function assignProjectMembers(
  deps: ProjectsDeps,
  actor: Actor,
  body: ProjectAssignMemberBody,
): Promise<{ project: Project }> {
  await requireAction(deps, actor, 'project.any', 'project.assignMember');
  const project = await projectOf(deps, body.projectId);
  const users = await Promise.all(body.memberList.map((id) => deps.users.get(id)));
  if (users.some((u) => !u)) throw notFound();
  const known = new Set(project.memberList.map((m) => m._id));
  const added = users
    .filter((u) => !known.has(u!.id))
    .map((u) => ({ _id: u!.id, info: { name: u!.info.name } }));
  if (added.length === 0) return { project: toProject(project) };
  assertListFits(project.memberList.length + added.length, 'memberList');
  const set = { memberList: [...project.memberList, ...added], ...stampBy(actor) };
  const stored = await writeAssignment(
    deps,
    actor,
    'project.assignMember',
    project,
    set,
    { projects: [{ before: project, set }] },
    added.map((m) => m._id),
  );
  return { project: toProject(stored) };
}

/** Adds series to a project: the project and each series change in one transaction. */
export async function assignProjectSeries(
  deps: ProjectsDeps,
  actor: Actor,
  body: ProjectAssignSeriesTemplateBody,
): Promise<{ project: Project }> {
  await requireAction(deps, actor, 'project.any', 'project.assignCollection');
  const project = await projectOf(deps, body.projectId);
  const known = new Set(project.collectionList.map((c) => c._id));
  const series = (await seriesAll(deps, body.collectionList)).filter((s) => !known.has(s.id));
  if (series.length === 0) return { project: toProject(project) };
  withinSeriesCap(project, series.length, 'collectionList');
  for (const s of series) assertListFits(s.projectList.length + 1, 'collectionList');
  const set = {
    collectionList: [...project.collectionList, ...series.map(namedRef)],
    ...stampBy(actor),
  };
  const stored = await writeAssignment(deps, actor, 'project.assignCollection', project, set, {
    projects: [{ before: project, set }],
    series: seriesChanges(series, actor, (list) => [...list, project.id]),
  });
  return { project: toProject(stored) };
}

/** Adds one series to projects (Admin): the series and each project change in one transaction. */
export async function assignSeriesProjects(
  deps: ProjectsDeps,
  actor: Actor,
  body: SeriesTemplateAssignProjectBody,
): Promise<{ collection: SeriesTemplate }> {
  await requireAction(deps, actor, 'project.any', 'series.assign.project');
  const [series] = await seriesAll(deps, [body.collectionId]);
  const projects = (await Promise.all(body.projectList.map((id) => projectOf(deps, id)))).filter(
    (p) => !series!.projectList.includes(p.id),
  );
  if (projects.length === 0) return { collection: toSeriesTemplate(series!) };
  for (const p of projects) withinSeriesCap(p, 1, 'projectList');
  assertListFits(series!.projectList.length + projects.length, 'projectList');
  const set = { projectList: [...series!.projectList, ...projects.map((p) => p.id)], ...stampBy(actor) };
  const stored = await writeAssignment(deps, actor, 'series.assign.project', series!, set, {
    series: [{ before: series!, set }],
    projects: projects.map((p) => ({
      before: p,
      set: {
        collectionList: [...p.collectionList, namedRef(series!)],
        ...stampBy(actor),
      },
    })),
  });
  return { collection: toSeriesTemplate(stored) };
}

/** Deletes a project: unlinked from its series in the same transaction; no member data changes. */
export async function deleteProject(deps: ProjectsDeps, actor: Actor, id: string): Promise<{ _id: string }> {
  await requireAction(deps, actor, 'project.any', 'project.delete');
  const project = await projectOf(deps, id);
  const series = (
    await Promise.all(project.collectionList.map((c) => deps.series.getTemplate(c._id)))
  ).filter((s): s is SeriesTemplateRecord => s !== undefined);
  const at = deps.now().toISOString();
  await deps.projects.write(
    {
      remove: project,
      series: seriesChanges(series, actor, (list) => list.filter((p) => p !== id)),
    },
    at,
    [{ ...event(actor, 'project.delete', PROJECTS, at), recordId: id }],
  );
  return { _id: id };
}

/** Every workbook (Admin, Coordinator). */
export async function listWorkbooks(deps: ProjectsDeps, actor: Actor): Promise<{ workbookList: Workbook[] }> {
  await requireAction(deps, actor, 'workbook.write', 'workbook.list');
  return { workbookList: (await deps.projects.listWorkbooks(LIMIT)).map(toWorkbook) };
}

/** The caller's workbooks: defaults set for them, and those they created. */
export async function listOwnWorkbooks(deps: ProjectsDeps, actor: Actor): Promise<Workbook[]> {
  const [defaults, created] = await Promise.all([
    deps.projects.listDefaultWorkbooks(actor.id, LIMIT),
    can(actor, 'workbook.write') ? deps.projects.listWorkbooksBy(actor.id, LIMIT) : Promise.resolve([]),
  ]);
  const seen = new Set<string>();
  return [...defaults, ...created].filter((w) => !seen.has(w.id) && seen.add(w.id)).map(toWorkbook);
}

/** Creates a workbook over existing module templates (Admin, Coordinator). */
export async function createWorkbook(
  deps: ProjectsDeps,
  actor: Actor,
  body: WorkbookCreateBody,
): Promise<{ workbook: Workbook }> {
  await requireAction(deps, actor, 'workbook.write', 'workbook.create');
  const templates = await liveTemplates(deps, body.surveyIds);
  const at = deps.now().toISOString();
  const record = {
    id: deps.newId(),
    name: body.name,
    surveys: templates.map(namedRef),
    createdAt: at,
    createdBy: actor.id,
    updatedAt: at,
    modifiedBy: actor.id,
    version: 1,
  };
  await deps.projects.createWorkbook(record, event(actor, 'workbook.create', WORKBOOKS, at));
  return { workbook: toWorkbook(record) };
}

/**
 * Who assigns, when the body names someone else (`cordinator_id`): an Admin may name a stored
 * Coordinator (404 otherwise, audited); a Coordinator only themself (403, audited).
 */
async function checkAssigner(deps: ProjectsDeps, actor: Actor, assignerId: string | undefined) {
  if (assignerId === undefined || assignerId === actor.id) return;
  if (listScope(actor, 'workbook.write') !== 'all')
    await forbidden(deps, actor, 'workbook.assign', WORKBOOKS);
  const assigner = await deps.users.get(assignerId);
  if (assigner && isCoordinatorRole(assigner.role)) return;
  await audit(deps, actor, 'workbook.assign', assignerId, 'denied');
  throw notFound();
}

/** Sets workbooks as users' defaults: Admin any user, Coordinator their facility's (404 otherwise). */
export async function assignWorkbooks(
  deps: ProjectsDeps,
  actor: Actor,
  body: WorkbookAssignBody,
): Promise<{ assigned: number }> {
  await requireAction(deps, actor, 'workbook.write', 'workbook.assign');
  await checkAssigner(deps, actor, body.cordinator_id);
  const workbooks = await Promise.all(body.workbookId.map((id) => deps.projects.getWorkbook(id)));
  if (workbooks.some((w) => !w)) throw notFound();
  const users = await Promise.all(body.userIds.map((id) => deps.users.get(id)));
  for (const [i, u] of users.entries())
    if (!u || !can(actor, 'user.assign', u)) {
      await audit(deps, actor, 'workbook.assign', body.userIds[i] ?? WORKBOOKS, 'denied');
      throw notFound();
    }
  const by = body.cordinator_id ?? actor.id;
  const at = deps.now().toISOString();
  const pairs = body.userIds.flatMap((userId) =>
    body.workbookId.map((workbookId) => ({ userId, workbookId, by })),
  );
  // One event per user given the workbooks, naming them; written with the defaults.
  const recordId = body.workbookId.join(',');
  const assigned = await deps.projects.setDefaults(
    pairs,
    at,
    body.userIds.map((userId) => ({ ...event(actor, 'workbook.assign', userId, at), recordId })),
  );
  return { assigned };
}
