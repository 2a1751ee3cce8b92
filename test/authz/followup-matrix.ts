import { seriesByName } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { librarySeriesId } from '../../functions/local/seed-series';
import { roleCells, type Cell, type RouteRows } from './cells';
import type { MatrixContext } from './people-matrix';

/** Screener answers scoring every risk point (High Risk) with loneliness Often (a red flag). */
function riskyAnswers(): Record<string, unknown> {
  return {
    ...sampleAnswers(seriesByName('Social Health Screener - NEW')!.chapters[0]!, 1),
    household2_size: 0,
    community_activity_participate: 0,
    life_satisfaction2: 3,
    local_community_belonging: 0,
    lack_companionship: 2,
  };
}

/**
 * Cells on one of Mary's follow-ups (her Volunteer Victor is its assignee; Cora coordinates her facility
 * without being assigned to her; Lena coordinates another facility): staff in scope 200, anyone else 404
 * (a member never reads a follow-up, her own included).
 */
const onMarysFollowup = (admin: number, coordinator: number, volunteer: number): Cell[] => [
  { as: 'admin', target: 'mary', status: admin },
  { as: 'coordinator', target: 'mary', status: coordinator, purpose: 'her facility’s Coordinator' },
  { as: 'volunteer', target: 'mary', status: volunteer, purpose: 'the assignee' },
  { as: 'lena', target: 'mary', status: 404, purpose: 'another facility’s Coordinator' },
  { as: 'mary', target: 'mary', status: 404, purpose: 'her own' },
  { as: 'paul', target: 'mary', status: 404 },
  { as: 'outsider', target: 'mary', status: 404 },
  { as: 'anonymous', target: 'mary', status: 401 },
];

/** The follow-up rows (issue 24), keyed by route name. */
export function followupRows(ctx: MatrixContext) {
  let marys: Promise<string> | undefined;
  /** One open follow-up of Mary's, opened once by a screener round with a red flag and High Risk. */
  function marysFollowup(): Promise<string> {
    marys ??= (async () => {
      const started = await ctx.call('POST', '/api/membercollections', 'admin', {
        collectionTemplate: librarySeriesId('social-health-screener'),
        member: ctx.id('mary'),
      });
      const chapter = started.body.memberCollection.memberChapters[0]._id as string;
      const got = await ctx.call('GET', `/api/membersurveys/${chapter}`, 'admin');
      await ctx.call('PATCH', `/api/membersurveys/${chapter}`, 'admin', {
        action: 'save',
        responseJSON: riskyAnswers(),
        version: got.body.memberSurvey.version,
      });
      const listed = await ctx.call('GET', `/api/followups/member/${ctx.id('mary')}`, 'admin');
      const open = (listed.body.followups as { _id: string; status: string }[]).find(
        (f) => f.status !== 'resolved',
      );
      if (!open) throw new Error('no open follow-up of Mary’s');
      return open._id;
    })();
    return marys;
  }
  /** The follow-up's id and its current version (read by the Admin just before the call). */
  async function current(): Promise<{ id: string; version: number }> {
    const id = await marysFollowup();
    const res = await ctx.call('GET', `/api/followups/${id}`, 'admin');
    return { id, version: res.body.followup.version as number };
  }

  return {
    followupsMine: {
      cells: roleCells({ admin: 200, coordinator: 200, volunteer: 200, lena: 200, mary: 403, outsider: 403 }),
    },
    followupsOfMember: {
      cells: [
        { as: 'admin', target: 'mary', status: 200 },
        { as: 'admin', target: 'paul', status: 200 },
        { as: 'coordinator', target: 'paul', status: 200, purpose: 'assigned' },
        { as: 'coordinator', target: 'mary', status: 200, purpose: 'her facility' },
        { as: 'volunteer', target: 'mary', status: 200, purpose: 'assigned' },
        { as: 'volunteer', target: 'paul', status: 404 },
        { as: 'lena', target: 'mary', status: 404, purpose: 'another facility' },
        { as: 'mary', target: 'mary', status: 404, purpose: 'her own (members read only their state)' },
        { as: 'mary', target: 'paul', status: 404 },
        { as: 'outsider', target: 'mary', status: 404 },
        { as: 'anonymous', target: 'mary', status: 401 },
      ],
      request: (cell: Cell) => ({ params: { id: ctx.id(cell.target === 'paul' ? 'paul' : 'mary') } }),
    },
    followupsMemberState: {
      cells: roleCells({ mary: 200, paul: 200, outsider: 200, admin: 400, coordinator: 400, volunteer: 400 }),
    },
    followupsGet: {
      cells: onMarysFollowup(200, 200, 200),
      request: async () => ({ params: { id: await marysFollowup() } }),
    },
    followupsAct: {
      cells: onMarysFollowup(200, 200, 200),
      request: async () => {
        const { id, version } = await current();
        return { params: { id }, body: { action: 'contacted', version } };
      },
    },
    followupsReassign: {
      // Admins and Coordinators reassign; the assignee Volunteer may work it but not hand it on (403).
      cells: onMarysFollowup(200, 200, 403),
      request: async () => {
        const { id, version } = await current();
        return { params: { id }, body: { version, assigneeId: ctx.id('volunteer') } };
      },
    },
    // The programme's figures: Admins (any scope), Coordinators (their facility only).
    followupsFigures: {
      cells: [
        ...roleCells({ admin: 200, coordinator: 200, lena: 200, volunteer: 403, mary: 403, outsider: 403 }),
        { as: 'admin', status: 200, purpose: 'one facility' },
        { as: 'coordinator', status: 404, purpose: 'another facility' },
      ],
      request: (cell: Cell) =>
        cell.purpose === 'one facility' || cell.purpose === 'another facility'
          ? { query: { facilityId: 'fac-lakeshore' } }
          : {},
    },
    // A facility's services for 'Referred to …': staff of the facility read, Admins read any and write.
    followupsResourcesGet: {
      cells: [
        ...roleCells({ admin: 200, coordinator: 200, volunteer: 200, mary: 403, paul: 403, outsider: 403 }),
        { as: 'lena', status: 404, purpose: 'another facility' },
        { as: 'lena', status: 200, purpose: 'her facility' },
        { as: 'admin', status: 404, purpose: 'no such facility' },
      ],
      request: (cell: Cell) => ({ params: { facilityId: resourcesFacility(cell) } }),
    },
    followupsResourcesPut: {
      cells: [
        ...roleCells({ admin: 200, coordinator: 403, volunteer: 403, lena: 403, mary: 403, outsider: 403 }),
        { as: 'lena', status: 403, purpose: 'her facility' },
        { as: 'admin', status: 404, purpose: 'no such facility' },
      ],
      request: async (cell: Cell) => {
        const facilityId = resourcesFacility(cell);
        const read = await ctx.call('GET', `/api/followups/resources/${RIVERSIDE}`, 'admin');
        const version = (read.body.resources?.version as number | undefined) ?? 0;
        return {
          params: { facilityId },
          body: { version, services: [{ name: 'Riverside Meals on Wheels', phone: '555-0100' }] },
        };
      },
    },
  } satisfies Record<string, RouteRows>;
}

/** Mary's facility (Cora's and Victor's), Lena's, and one that does not exist. */
const RIVERSIDE = 'fac-riverside';
function resourcesFacility(cell: Cell): string {
  if (cell.purpose === 'her facility') return 'fac-lakeshore';
  if (cell.purpose === 'no such facility') return 'fac-nowhere';
  return RIVERSIDE;
}
