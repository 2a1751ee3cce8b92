import { listScope } from '@circles/shared/access/list-scope';
import type { Actor } from '@circles/shared/access/types';
import type {
  MemberDashboardResponse,
  SeriesByTemplateResponse,
  RecentSeriesInstance,
  RecentMemberModule,
} from '@circles/shared/schemas/reports';
import type { SeriesInstance } from '@circles/shared/schemas/series';
import { auditedRead } from '../platform/audit';
import { forbidden, userInScope, type KnownMember } from '../members/scope';
import { AppError } from '../platform/errors';
import type { MemberModuleRecord } from '../modules/module-records';
import type { AuditLog, UsersRepository } from '../members/ports';
import { toSeriesInstance, type SeriesInstanceRecord } from '../series/series-records';

/** The Admin dashboard's totals of one scope. */
export interface CounterTotals {
  activeUsers: number;
  completed: number;
  inProgress: number;
}

/** A change of the dashboard counters, applied to the total and to the member's facility. */
export interface CounterDelta {
  facilityId: string | null | undefined;
  activeUsers?: number;
  completed?: number;
  inProgress?: number;
  /** Series instances of one template (names kept for the bar chart; the French one when it has one). */
  byType?: { templateId: string; name: string; nameFr?: string; delta: number };
}

/** Dashboard counters, kept per facility and in total by the writes they count. */
export interface CountersRepository {
  /** Totals of the programme (`undefined`) or of one facility: one GetItem. */
  totals(facilityId: string | undefined): Promise<CounterTotals>;
  /** Series instances per series template of the scope: one Query. */
  byType(facilityId: string | undefined): Promise<SeriesByTemplateResponse['data']>;
}

export interface DashboardDeps {
  counters: CountersRepository;
  users: Pick<UsersRepository, 'get'>;
  modules: { listByMember(memberId: string, limit: number): Promise<MemberModuleRecord[]> };
  series: { listInstancesOf(memberId: string, limit: number): Promise<SeriesInstanceRecord[]> };
  audit: AuditLog;
  now: () => Date;
}

const LIMIT = 1000;
const COUNTS = 'dashboard.counts';

/**
 * The scope of the counts: Admin the programme, Coordinator their facility (one without a facility
 * counts the users without one); other roles 403 (audited).
 */
async function countScope(
  deps: Pick<DashboardDeps, 'audit' | 'now'>,
  actor: Actor,
): Promise<string | undefined> {
  const scope = listScope(actor, 'adminDashboard.read');
  if (scope === 'all') return undefined;
  if (scope === 'facility') return actor.facilityId ?? 'NONE';
  return forbidden(deps, actor, COUNTS, actor.id);
}

/** GET /api/users/count, /api/memberCollections/completed/count, /inprogress/count. */
export async function readCount(
  deps: Pick<DashboardDeps, 'counters' | 'audit' | 'now'>,
  actor: Actor,
  which: keyof CounterTotals,
): Promise<{ count: number }> {
  const scope = await countScope(deps, actor);
  const totals = await deps.counters.totals(scope);
  return { count: totals[which] };
}

/** GET /api/membercollections/memberSurveybyType: instances per series template, by name. */
export async function readSeriesByTemplate(
  deps: Pick<DashboardDeps, 'counters' | 'audit' | 'now'>,
  actor: Actor,
): Promise<SeriesByTemplateResponse> {
  const scope = await countScope(deps, actor);
  const data = (await deps.counters.byType(scope))
    .filter((d) => d.totalMemberCollections > 0)
    .sort((a, b) => a.collectionTemplateName.localeCompare(b.collectionTemplateName));
  return { data };
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', 'Not found.');
}

/** The member a dashboard names: 404 (audited) when no user has the id or they are outside scope. */
function inScope(deps: DashboardDeps, actor: Actor, memberId: string, event: string, known?: KnownMember) {
  return userInScope(deps, actor, memberId, { action: 'member.readHealth', event }, notFound, known);
}

/** A French name as a response carries it: only when there is one (issue 25). */
const frenchName = (nameFr: string | undefined) => (nameFr ? { nameFr } : {});

function toRecentMemberModule(m: MemberModuleRecord): RecentMemberModule {
  return {
    _id: m.id,
    name: m.name,
    ...frenchName(m.nameFr),
    patientId: m.patientId,
    completeness: m.completeness,
    approved: m.approved,
    updatedAt: m.updatedAt,
    surveyTemplate: { _id: m.templateId, name: m.name, ...frenchName(m.nameFr) },
  };
}

function toRecentSeriesInstance(
  r: SeriesInstanceRecord,
  modules: Map<string, MemberModuleRecord>,
): RecentSeriesInstance {
  return {
    _id: r.id,
    member: { _id: r.member },
    userName: r.memberName,
    collectionTemplate: {
      _id: r.collectionTemplate,
      name: r.collectionName,
      ...frenchName(r.collectionNameFr),
    },
    memberSurveyList: r.memberSurveyList.map((id) => ({
      _id: id,
      completeness: modules.get(id)?.completeness ?? r.chapterStatus[id] ?? 0,
      surveyTemplate: { name: modules.get(id)?.name ?? '', ...frenchName(modules.get(id)?.nameFr) },
    })),
    completeness: r.completeness,
    updatedAt: r.updatedAt,
  };
}

/**
 * GET /api/membercollections/client/{userId}: the member's instances (newest first), the module updated
 * last, the instances by last update and the incomplete modules outside any series (Current Assigned
 * Tasks). Two Queries and the audit write, all at once.
 */
export async function memberSeriesDashboard(
  deps: DashboardDeps,
  actor: Actor,
  userId: string,
  known?: KnownMember,
): Promise<{
  memberCollections: SeriesInstance[];
  recentSurvey: RecentMemberModule | null;
  recentCollection: RecentSeriesInstance[];
  assignedSurveys: RecentMemberModule[];
}> {
  const event = 'seriesInstance.list';
  // Spec 000 §2: a Coordinator's dashboard lists the series assigned to themself too, so anyone may
  // list their own series instances (a helper's own list is usually empty); others as member data.
  if (actor.id !== userId) await inScope(deps, actor, userId, event, known);
  const [instances, modules] = await auditedRead(deps, actor, event, userId, () =>
    Promise.all([deps.series.listInstancesOf(userId, LIMIT), deps.modules.listByMember(userId, LIMIT)]),
  );
  const byId = new Map(modules.map((m) => [m.id, m]));
  const newestFirst = [...modules].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return {
    memberCollections: instances.map(toSeriesInstance),
    recentSurvey: newestFirst[0] ? toRecentMemberModule(newestFirst[0]) : null,
    recentCollection: [...instances]
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      .map((r) => toRecentSeriesInstance(r, byId)),
    // A module started on its own (by the member or a helper) is a task too: the series list alone
    // never showed it (issue 20).
    assignedSurveys: newestFirst
      .filter((m) => !m.memberCollection && m.completeness < 100)
      .map(toRecentMemberModule),
  };
}

/** GET /api/users/client/{userID}: the member's dashboard data (spec 000 §3); 404 unknown or outside scope; audited. */
export async function memberDashboard(
  deps: DashboardDeps,
  actor: Actor,
  userId: string,
  known?: KnownMember,
): Promise<MemberDashboardResponse> {
  const event = 'dashboard.client';
  const user = await inScope(deps, actor, userId, event, known);
  // The audit event goes with the reads.
  const [instances, modules] = await auditedRead(deps, actor, event, userId, () =>
    Promise.all([deps.series.listInstancesOf(userId, LIMIT), deps.modules.listByMember(userId, LIMIT)]),
  );
  const byId = new Map(modules.map((m) => [m.id, m]));
  const completed = modules.filter((m) => m.completeness >= 100).length;
  return {
    surveys: modules.length,
    completedSurveys: completed,
    notCompletedSurveys: modules.length - completed,
    collectionNames: instances.map((r) => r.collectionName),
    collections: instances.map((r) =>
      r.memberSurveyList.map((id) => ({
        _id: id,
        completeness: byId.get(id)?.completeness ?? r.chapterStatus[id] ?? 0,
        name: byId.get(id)?.name ?? '',
        ...frenchName(byId.get(id)?.nameFr),
      })),
    ),
    userName: user.info.name,
    facilityName: user.facilityName ?? '',
  };
}
