import { ulid } from 'ulid';
import type { Role } from '@circles/shared/access/types';
import { rebuildCounters } from '../src/reports/data/counters-rebuild';
import { dynamoFacilitiesRepository } from '../src/users/data/facilities-repository';
import { dynamoUsersRepository } from '../src/members/data/users-repository';
import { cognitoIdentityProvider } from '../src/users/identity/cognito';
import { DEMO_PASSWORD } from './demo-password';
import type { UserRecord } from '../src/members/user-record';
import { seedLeads } from './seed-leads';
import { seedModules } from './seed-modules';
import { seedPeople } from './seed-people';
import { SEED_HISTORY, seedDay } from './seed-history';
import { fillMissingProfile, type SeedProfile } from './seed-profile';
import { seedReports } from './seed-reports';
import { seedFacilityDueDays, seedFollowups, seedLakeshoreFollowups } from './seed-followups';
import { seedResearchConsent } from './seed-research';
import { seedSeries } from './seed-series';

/** A demo sign-in printed by `npm start` and used by the end-to-end tests. */
export interface DemoSignIn {
  role: Role;
  name: string;
  login: string;
  password: string;
  /** The sign-in's phone number (E.164), the other way to sign in. */
  phone?: string;
  /**
   * Staff (issue 21): the base32 secret of the demo authenticator app enrolled for this sign-in, whose
   * current code (functions/local/totp.ts) answers the sign-in's second step. Local use only.
   */
  totpSecret?: string;
}

export { DEMO_PASSWORD };

export const DEMO_FACILITY = { id: 'fac-riverside', name: 'Riverside Community Centre', prefix: 'RCC' };

const people: {
  key: keyof typeof SEED_HISTORY.users;
  role: Role;
  name: string;
  email: string;
  phone: string;
  profile: SeedProfile;
}[] = [
  {
    key: 'admin',
    role: 'Admin',
    name: 'Ada Admin',
    email: 'admin@circles.example.org',
    phone: '5195550101',
    profile: { gender: 'Female', language: 'English' },
  },
  {
    key: 'coordinator',
    role: 'Coordinator',
    name: 'Cora Coordinator',
    email: 'coordinator@circles.example.org',
    phone: '5195550102',
    profile: { gender: 'Female', language: 'English' },
  },
  {
    key: 'volunteer',
    role: 'Volunteer',
    name: 'Victor Volunteer',
    email: 'volunteer@circles.example.org',
    phone: '5195550103',
    profile: { gender: 'Male', language: 'English' },
  },
  {
    key: 'member1',
    role: 'Patient',
    name: 'Mary Member',
    email: 'mary@circles.example.org',
    phone: '5195550104',
    profile: { gender: 'Female', language: 'English' },
  },
  {
    key: 'member2',
    role: 'Patient',
    name: 'Paul Member',
    email: 'paul@circles.example.org',
    phone: '5195550105',
    profile: { gender: 'Male', language: 'French' },
  },
];

/** Who is assigned to whom: member1 to the Volunteer, member2 to the Coordinator. */
const assignments: [worker: string, member: string][] = [
  ['volunteer', 'member1'],
  ['coordinator', 'member2'],
];

/** A demo sign-in, created on its day of the demo's timeline (seed-history.ts) before `now`. */
async function ensureUser(p: (typeof people)[number], now: Date): Promise<UserRecord> {
  const existingId = await dynamoUsersRepository.findIdByEmail(p.email);
  const existing = existingId ? await dynamoUsersRepository.get(existingId) : undefined;
  if (existing) return fillMissingProfile(existing, p.profile);
  const phone = `+1${p.phone}`;
  const id = await cognitoIdentityProvider.createUser({
    username: p.email,
    email: p.email,
    phone,
    name: p.name,
    password: DEMO_PASSWORD,
    role: p.role,
  });
  const at = seedDay(now, SEED_HISTORY.users[p.key]).toISOString();
  const record: UserRecord = {
    id,
    role: p.role,
    username: p.email,
    email: p.email,
    phone,
    status: 'active',
    enabled: true,
    facilityId: DEMO_FACILITY.id,
    facilityName: DEMO_FACILITY.name,
    info: {
      name: p.name,
      email: p.email,
      phone: p.phone,
      city: 'Windsor',
      province: 'ON',
      country: 'Canada',
      ...p.profile,
    },
    patients: [],
    workers: [],
    createdAt: at,
    updatedAt: at,
    createdBy: 'seed',
    modifiedBy: 'seed',
    version: 1,
  };
  await dynamoUsersRepository.create(record, {
    id: ulid(),
    at,
    actorId: 'seed',
    actorRole: 'Admin',
    action: 'user.create',
    memberId: id,
    outcome: 'allowed',
  });
  return record;
}

/**
 * Seeds the demo data, idempotently (safe on every start): one facility, one user per role, two members
 * (one assigned to the Volunteer, one to the Coordinator). Each new record is dated on its day of the
 * demo's timeline before `now` (issue 20, seed-history.ts); records already stored keep their dates.
 * Returns the demo sign-ins.
 */
export async function seedDemo(now = new Date()): Promise<DemoSignIn[]> {
  await dynamoFacilitiesRepository.ensure(DEMO_FACILITY);
  await seedFacilityDueDays(DEMO_FACILITY.id); // issue 24: Riverside's own due days, before any save
  const byKey = new Map<string, UserRecord>();
  // The users are independent of each other: creating them at once halves the start of a fresh stack.
  await Promise.all(people.map(async (p) => byKey.set(p.key, await ensureUser(p, now))));
  for (const [workerKey, memberKey] of assignments) {
    const worker = byKey.get(workerKey);
    const member = byKey.get(memberKey);
    if (worker && member && !(worker.patients.includes(member.id) && member.workers.includes(worker.id))) {
      await dynamoUsersRepository.assign(worker, member);
    }
  }
  await seedResearchConsent([...byKey.values()]); // issue 26: Mary and Paul consented to research use
  await seedModules(now);
  await seedSeries(now);
  await seedReports(now); // issue 11: rounds that light every report feature (seed-rounds.ts)
  const others = await seedPeople(byKey, now); // issue 10: second facility, every status, notes
  await seedLakeshoreFollowups(now); // issue 24: Lena's member Otto's rounds open his follow-ups
  await seedFollowups(now); // issue 24: the helpers' work on the follow-ups the rounds opened
  await seedLeads(now); // the Screener Leads inbox (issue 20: no screen of the seed empty)
  // Issue 11: the dashboard counters recounted from the data (data older than the counters, a lost item).
  await rebuildCounters();
  return [
    ...people.map((p) => ({ role: p.role, name: p.name, login: p.email, phone: `+1${p.phone}` })),
    others,
  ].map((p) => ({
    ...p,
    password: DEMO_PASSWORD,
  }));
}
