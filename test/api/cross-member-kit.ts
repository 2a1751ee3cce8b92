import { SEED_PEOPLE } from '../../functions/local/seed-people';
import { keys } from '../../functions/src/platform/data/keys';
import type { ApiAnswer } from '../support/api';
import { adminFixtures, userVersion, type CallAs, type Who } from '../support/cross-member-fixtures';
import type { Partition } from '../support/table-snapshot';

/**
 * What the rows of test/api/cross-member-writes.int.test.ts are made of: for every write route of the contract, calls by a
 * member or a helper that name another member's record (or a record outside their scope) by id, each
 * with the status it must answer and the partitions it must leave exactly as they were.
 */

/** What one case sends (path parameters, body) and the partitions the call must not change. */
export interface Prepared {
  params?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  unchanged: Partition[];
}

export interface WriteCase {
  what: string;
  as: Who;
  status: number;
  /** Makes the data the case needs (as the Admin) and builds its call. */
  prepare: () => Promise<Prepared>;
  /** More about the answer, where the status alone says too little. */
  check?: (res: ApiAnswer) => void;
}

/** A write route's cases, or why it names no record by id. */
export type WriteRows = { cases: WriteCase[] } | { none: string };

/** Paul's third Community Connections round (functions/local/seed-rounds.ts): a guessable id. */
export const PAUL_INSTANCE = 'demo-round-paul-cc-3';
/** Victor's note to Mary (functions/local/seed-people.ts). */
export const MARYS_NOTE = 'seed-note-1';
/** Otto's current status entry (seed-people.ts `history`: `seed-<who>-h<i>`). */
export const OTTOS_ENTRY = 'seed-otto-h1';

const CALLERS: readonly string[] = ['admin', 'coordinator', 'volunteer', 'mary', 'paul', 'lena'];

/** The partitions cases name, by what they hold. */
export const P = {
  user: (id: string): Partition => ({ pk: keys.user(id).pk }),
  module: (id: string): Partition => ({ pk: keys.memberModulePartition(id) }),
  modulesOf: (id: string): Partition => ({ index: 'gsi1', pk: keys.memberModulesOf(id) }),
  instance: (id: string): Partition => ({ pk: keys.seriesInstance(id).pk }),
  chaptersOf: (id: string): Partition => ({ index: 'gsi3', pk: keys.memberModulesOfSeries(id) }),
  instancesOf: (id: string): Partition => ({ index: 'gsi1', pk: keys.seriesInstancesOf(id) }),
  rounds: (id: string): Partition => ({ pk: keys.reportRoundsOf(id) }),
  counters: [{ pk: keys.countersOf() }, { pk: keys.countersOf('fac-riverside') }] as Partition[],
  sticky: (id: string): Partition => ({ pk: keys.stickyNotesOf(id) }),
  note: (id: string): Partition => ({ pk: keys.note(id).pk }),
  notesTo: (id: string): Partition => ({ index: 'gsi1', pk: keys.notesTo(id) }),
  upload: (id: string): Partition => ({ pk: keys.noteUpload(id).pk }),
  series: (id: string): Partition => ({ pk: keys.seriesTemplate(id).pk }),
  listings: (userId: string): Partition => ({ index: 'gsi1', pk: keys.seriesListingsOf(userId) }),
  template: (id: string): Partition => ({ pk: keys.moduleTemplate(id).pk }),
  templates: { index: 'gsi1', pk: keys.moduleTemplatesList() } as Partition,
  seriesList: { index: 'gsi1', pk: keys.seriesTemplatesList() } as Partition,
  project: (id: string): Partition => ({ pk: keys.project(id).pk }),
  projects: { index: 'gsi1', pk: keys.projectsList() } as Partition,
  workbooks: { index: 'gsi1', pk: keys.workbooksList() } as Partition,
  defaults: (id: string): Partition => ({ pk: keys.defaultWorkbooksOf(id) }),
  lead: (id: string): Partition => ({ pk: keys.lead(id).pk }),
  facilityUsers: (id: string): Partition => ({ index: 'gsi1', pk: keys.usersOfFacility(id) }),
};

/** How the rows of an area are built: the callers, the Admin's fresh data and the case builders. */
export function caseKit(call: CallAs, id: (who: Who) => string) {
  const fresh = adminFixtures(call, id);
  const otto = SEED_PEOPLE.otto;
  const bea = SEED_PEOPLE.bea;
  const one = (
    what: string,
    as: Who,
    status: number,
    prepare: WriteCase['prepare'],
    check?: WriteCase['check'],
  ): WriteCase => ({ what, as, status, prepare, ...(check ? { check } : {}) });
  const rows = (...cases: WriteCase[]): WriteRows => ({ cases });
  /** A PATCH/POST on user `target` (a caller, or a seeded id) with their stored version in `body`. */
  const onUser =
    (target: string, body: Record<string, unknown> = {}) =>
    async (): Promise<Prepared> => {
      const user = CALLERS.includes(target) ? id(target as Who) : target;
      return {
        params: { id: user },
        body: { version: await userVersion(user), ...body },
        unchanged: [P.user(user)],
      };
    };
  /** A call on one of Paul's modules (or Mary's), made fresh by the Admin. */
  const onModuleOf = (member: Who, body?: (moduleId: string) => unknown) => async (): Promise<Prepared> => {
    const moduleId = await fresh.moduleOf(member);
    return {
      params: { id: moduleId },
      body: body?.(moduleId),
      unchanged: [P.module(moduleId), P.modulesOf(id(member))],
    };
  };
  const paulsRound = (): Partition[] => [
    P.instance(PAUL_INSTANCE),
    P.chaptersOf(PAUL_INSTANCE),
    P.rounds(id('paul')),
  ];
  const adminOnly = (as: Who, prepare: WriteCase['prepare']) =>
    rows(one('a role that may never', as, 403, prepare));
  return { call, id, fresh, one, rows, onUser, onModuleOf, paulsRound, adminOnly, otto, bea };
}

export type CaseKit = ReturnType<typeof caseKit>;
