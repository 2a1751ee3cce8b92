import { describe, expect, it } from 'vitest';
import { msg } from '@circles/shared/messages/validation';
import { MAX_LINKED } from '@circles/shared/schemas/limits';
import type { StatusHistoryEntry } from '@circles/shared/schemas/people';
import type { PeopleDeps } from './people';
import type { PeopleRepository } from './people-ports';
import { setMemberStatus, startMemberProgram } from './people-status';
import { actorOf, type UserRecord } from '../members/user-record';

const stamp = '2026-01-01T00:00:00.000Z';
const admin: UserRecord = {
  id: 'ada',
  role: 'Admin',
  username: 'ada@example.org',
  status: 'active',
  enabled: true,
  facilityId: 'f1',
  info: { name: 'Ada' },
  patients: [],
  workers: [],
  createdAt: stamp,
  updatedAt: stamp,
  version: 1,
};

/** A member whose status history is full: entries closed one after the other, the last one open. */
function memberWithHistory(entries: number): UserRecord {
  const statusHistory: StatusHistoryEntry[] = Array.from({ length: entries }, (_, i) => ({
    id: `h${i}`,
    status: 'waitlist',
    activeType: '',
    startDate: '2020-01-01',
    ...(i < entries - 1 ? { endDate: '2020-01-01' } : {}),
  }));
  return { ...admin, id: 'mary', role: 'Patient', status: 'waitlist', memberStatusInfo: { statusHistory } };
}

function fakeDeps(users: UserRecord[]) {
  const saves: Partial<UserRecord>[] = [];
  const people = {
    get: async (id: string) => users.find((u) => u.id === id),
    save: async (current: UserRecord, patch: Partial<UserRecord>) => {
      saves.push(patch);
      return { ...current, ...patch };
    },
  } as unknown as PeopleRepository;
  const deps = {
    people,
    audit: { record: async () => {} },
    now: () => new Date('2026-03-01T00:00:00Z'),
  } as unknown as PeopleDeps;
  return { deps, saves };
}

describe('a member’s status history stays inside the user item (issue 19)', () => {
  const full = { path: 'status', message: msg('validation.list.full', { max: MAX_LINKED }) };

  it('refuses a status change past MAX_LINKED entries with 400, and saves nothing', async () => {
    const { deps, saves } = fakeDeps([admin, memberWithHistory(MAX_LINKED)]);
    await expect(
      setMemberStatus(deps, actorOf(admin), 'mary', {
        version: 1,
        status: 'active',
        activeType: 'Education/Group',
      }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', issues: [full] });
    expect(saves).toEqual([]);
  });

  it('refuses a program start past MAX_LINKED entries with 400, and saves nothing', async () => {
    const { deps, saves } = fakeDeps([admin, memberWithHistory(MAX_LINKED)]);
    await expect(
      startMemberProgram(deps, actorOf(admin), 'mary', {
        version: 1,
        status: 'active',
        activeType: 'Education/Group',
      }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', issues: [full] });
    expect(saves).toEqual([]);
  });

  it('still saves a change that keeps the history within it', async () => {
    const { deps, saves } = fakeDeps([admin, memberWithHistory(3)]);
    await setMemberStatus(deps, actorOf(admin), 'mary', {
      version: 1,
      status: 'active',
      activeType: 'Education/Group',
    });
    expect(saves).toHaveLength(1);
  });
});
