/**
 * The demo's timeline (issue 20: the seed of `npm start` shows every feature with believable data). Every
 * seeded record is dated a number of whole days before the seed's "now", never on a fixed calendar date
 * and never in the future, so trends, 'last completed' dates and report lists read like a year of work:
 * the library and the staff first, then the members joining, their rounds spread over the months, and the
 * latest notes and modules a few days ago. The rounds' days are in seed-rounds.ts (beside their answers),
 * the modules' in seed-modules.ts; the other records' here. No I/O.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The hour (UTC) a seeded day's work starts: 14:00 UTC is mid-morning in Windsor, Ontario (UTC-5 or -4),
 * where the demo facilities are, so a record is never stamped in the middle of the night.
 */
const WORKDAY_START_UTC = 14;

/**
 * The moment `days` whole days before `now`'s day (UTC), at the start of that day's work plus `minutes`.
 * At least a day back, so it is always before `now` whatever time of day the seed runs.
 */
export function seedDay(now: Date, days: number, minutes = 0): Date {
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`A seeded record is dated whole days before the seed, not ${String(days)}`);
  const start = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), WORKDAY_START_UTC);
  return new Date(start - days * DAY_MS + minutes * 60_000);
}

/** The date (YYYY-MM-DD, UTC as the API stamps it) of a record seeded `days` before `now`. */
export function seedDate(now: Date, days: number): string {
  return seedDay(now, days).toISOString().slice(0, 10);
}

/**
 * A clock for one seeded record's writes (a round's start, each chapter's save and completion, an
 * approval): it answers `start`, then a little later at each reading, so the server-owned timestamps keep
 * the order of a real session (createdAt < each updatedAt < completedAt) and the writes keep their order.
 */
export function steppingClock(start: Date, stepMinutes = 2): () => Date {
  let next = start.getTime();
  return () => {
    const at = new Date(next);
    next += stepMinutes * 60_000;
    return at;
  };
}

/**
 * Days before the seed of the records that are not rounds or modules. The five demo people joined before
 * their first round (Mary a year ago, Paul nine months ago); the library came first.
 */
export const SEED_HISTORY = {
  /** The module and series templates of the instrument library, and the members listed on the series. */
  library: 600,
  /** When each demo sign-in was created (seed.ts keys). */
  users: { admin: 620, coordinator: 540, volunteer: 450, member1: 400, member2: 280 },
  /** The Intake workbook set as Mary's default, and the Good Neighbours project. */
  workbook: 390,
  project: 160,
  /** The people of seed-people.ts without a sign-in, and Lena, the second facility's Coordinator. */
  people: 330,
  /** Sticky notes on Mary (Victor's) and on Otto (Lena's), and Victor's note with a PDF to Mary. */
  stickyNotes: { maryInfo: 38, maryWarning: 9, otto: 21 },
  note: 4,
  /**
   * The status histories of seed-people.ts, in days before the seed: Wanda on the waitlist; Terry active,
   * then terminated; Dora active; Vera volunteering; Otto on the waitlist, then active.
   */
  status: {
    wandaWaitlist: 45,
    terryActive: 300,
    terryTerminated: 90,
    doraActive: 240,
    veraVolunteer: 450,
    ottoWaitlist: 200,
    ottoActive: 140,
  },
} as const;
