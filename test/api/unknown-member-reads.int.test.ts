import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { contract, type RouteName } from '@circles/shared/api/contract';
import { DEMO_NAMES, type Who } from '../support/cross-member-fixtures';
import { peopleApi } from '../support/people-api';

/**
 * Issue 19: a read about a member (their reports, dashboards, modules, series instances, notes, profile)
 * answers 404 when no user has the id, for every role, the Admin included: the Admin's scope is every
 * member, not every id. Routes that name their member in the path or the query are found from the
 * contract, so a new member-keyed read without its row fails here.
 */

const { api, as, signInDemo } = peopleApi('198.18.1.');
const UNKNOWN = 'no-such-member-19';
const ROLES: readonly Who[] = ['admin', 'coordinator', 'volunteer', 'mary'];

/** How a read names the member: its path parameter or query field, and a body where it takes one. */
interface MemberRead {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Roles that may never call the route at all (ACCESS.md): 403 whatever the id. */
  forbidden?: readonly Who[];
}

const byUser = (name: string): MemberRead => ({ params: { [name]: UNKNOWN } });

const reads: Partial<Record<RouteName, MemberRead>> = {
  reportsDashboard: byUser('userId'),
  reportsNeighbours: byUser('userId'),
  reportsScreen: byUser('userId'),
  reportsQoflShort: byUser('userId'),
  reportsQofl: byUser('userID'),
  reportsCompletedOfMember: byUser('userId'),
  usersClient: byUser('userID'),
  memberCollectionsOfClient: byUser('userId'),
  collectionsOfPatient: byUser('id'),
  memberSurveysList: { query: { patientId: UNKNOWN } },
  memberCollectionsList: { query: { member: UNKNOWN } },
  usersGet: byUser('id'),
  usersProfile: byUser('id'),
  usersGetAll: byUser('id'),
  notesList: byUser('id'),
  usersResearchCreate: { ...byUser('id'), forbidden: ['coordinator', 'volunteer', 'mary'] },
  // Issue 23: an account's partner link (Admins only).
  usersPartnerGet: { ...byUser('id'), forbidden: ['coordinator', 'volunteer', 'mary'] },
  pdfReport: { body: { kind: 'dashboard', userId: UNKNOWN } },
  // Issue 26: a member's FHIR resources, with the reports' access.
  fhirQuestionnaireResponses: byUser('userId'),
  fhirObservations: byUser('userId'),
  // Issue 24: a member's follow-ups.
  followupsOfMember: byUser('id'),
};

/** Query fields that name a member. */
const MEMBER_FIELDS = ['patientId', 'member', 'userId'];

/** Reads of the contract that name a member: a user id in the path, or a member field in the query. */
function memberKeyedReads(): RouteName[] {
  return (Object.keys(contract) as RouteName[]).filter((name) => {
    const route = contract[name];
    if (route.method !== 'GET') return false;
    const byPath =
      /\{user(Id|ID)\}/.test(route.path) ||
      /^\/api\/users\/.*\{id\}$/.test(route.path) ||
      /\/patient\/\{id\}$/.test(route.path) ||
      route.path === '/api/notes/{id}';
    const query = route.query as z.ZodType | undefined;
    const shape = query instanceof z.ZodObject ? Object.keys(query.shape) : [];
    return byPath || shape.some((field) => MEMBER_FIELDS.includes(field));
  });
}

const pathOf = (template: string, params: Record<string, string> = {}) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));

beforeAll(async () => {
  await signInDemo(DEMO_NAMES.filter(([who]) => ROLES.includes(who)));
});

describe('reads about a member who does not exist', () => {
  it('cover every member-keyed read of the contract', () => {
    expect(memberKeyedReads().filter((name) => !(name in reads))).toEqual([]);
  });

  for (const [name, read] of Object.entries(reads) as [RouteName, MemberRead][]) {
    const route = contract[name];
    it.each(ROLES.map((who) => [who, read.forbidden?.includes(who) ? 403 : 404]))(
      `${route.method} ${route.path} (${name}) as %s answers %i`,
      async (who, status) => {
        const search = read.query ? `?${new URLSearchParams(read.query).toString()}` : '';
        const res = await api(route.method, pathOf(route.path, read.params) + search, {
          token: as(who).token,
          body: read.body,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(status);
      },
    );
  }
});
