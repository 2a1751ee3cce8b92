/**
 * The shapes of the authorization matrix (test/authz/matrix.test.ts and the people rows of
 * test/authz/people-matrix.ts) and the builders of their cells, shared by both files.
 */

/** Signed-in callers of the demo data (and Lena of the other facility, and a self-registered outsider). */
export type PeopleCaller = 'admin' | 'coordinator' | 'volunteer' | 'mary' | 'paul' | 'outsider' | 'lena';
/** Who a cell is about: a caller, a seeded user without sign-in, or a user created for the cell. */
export type PeopleTarget = PeopleCaller | 'otto' | 'wanda' | 'dora' | 'vera' | 'fresh' | 'freshOther';
/** Who calls: a signed-in demo user, or nobody (no token). */
export type Caller = PeopleCaller | 'anonymous';

/** One cell: the caller, the user the call is about (path `{id}`) when there is one, and the answer. */
export interface Cell {
  as: Caller;
  target?: PeopleTarget;
  status: number;
  /** Which of a route's bodies the cell sends, where a route has several (e.g. PATCH save / approve). */
  purpose?: string;
}

/** What one request of a cell sends besides the caller's token. */
export interface Request {
  params?: Record<string, string>;
  /** Query string parameters. */
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** A token of its own instead of the caller's shared one (for calls that end the session). */
  token?: string;
}

/** A route's rows: its cells, and how to build the request of a cell (fresh data where a call consumes it). */
export interface RouteRows {
  cells: Cell[];
  request?: (cell: Cell) => Request | Promise<Request>;
}

/** One cell; `target` left out when undefined. */
export const cell = (as: Caller, target: PeopleTarget | undefined, status: number): Cell => ({
  as,
  ...(target ? { target } : {}),
  status,
});

/**
 * A route's cells by role: one cell per caller of `statuses` (in its order), each about `target` when
 * given, then the anonymous caller's 401 (about `anonymousTarget`, default `target`).
 */
export function roleCells(
  statuses: Partial<Record<PeopleCaller, number>>,
  target?: PeopleTarget,
  anonymousTarget: PeopleTarget | undefined = target,
): Cell[] {
  const callers = Object.entries(statuses) as [PeopleCaller, number][];
  return [
    ...callers.map(([as, status]) => cell(as, target, status)),
    cell('anonymous', anonymousTarget, 401),
  ];
}

/** Each of `callers` answered `status`, then the anonymous caller's 401. */
export const allAnswer = (callers: readonly PeopleCaller[], status: number, target?: PeopleTarget): Cell[] =>
  roleCells(Object.fromEntries(callers.map((as) => [as, status])), target);
