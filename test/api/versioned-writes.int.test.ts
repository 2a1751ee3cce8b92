import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { useStackEnv } from '../support/stack';
import { testUserRecord } from '../support/user-records';
import { AppError } from '@circles/functions/platform/errors';
import { dynamoUsersRepository } from '@circles/functions/members/data/users-repository';

const record = () => testUserRecord();

const audit = (memberId: string) => ({
  id: ulid(),
  at: new Date().toISOString(),
  actorId: 'test',
  actorRole: 'Admin' as const,
  action: 'user.create',
  memberId,
  outcome: 'allowed' as const,
});

beforeAll(() => useStackEnv());

describe('users repository (DynamoDB Local)', () => {
  it('lets exactly one of two concurrent updates with the same version win; the other gets 409', async () => {
    const user = record();
    await dynamoUsersRepository.create(user, audit(user.id));
    const results = await Promise.allSettled([
      dynamoUsersRepository.update(user.id, 1, { info: { name: 'First Writer' } }),
      dynamoUsersRepository.update(user.id, 1, { info: { name: 'Second Writer' } }),
    ]);
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.reason).toBeInstanceOf(AppError);
    expect((failed[0]!.reason as AppError).kind).toBe('CONFLICT');
    const stored = await dynamoUsersRepository.get(user.id);
    expect(stored?.version).toBe(2);
  });

  it('answers 404 for an update of a user that does not exist', async () => {
    await expect(dynamoUsersRepository.update('nobody', 1, { enabled: false })).rejects.toMatchObject({
      kind: 'NOT_FOUND',
    });
  });

  it('refuses a second user with a taken email in the same transaction, leaving no partial item', async () => {
    const first = record();
    await dynamoUsersRepository.create(first, audit(first.id));
    const second = { ...record(), email: first.email };
    await expect(dynamoUsersRepository.create(second, audit(second.id))).rejects.toMatchObject({
      code: 'EMAIL_TAKEN',
    });
    expect(await dynamoUsersRepository.get(second.id)).toBeUndefined();
    expect(await dynamoUsersRepository.findIdByEmail(first.email!)).toBe(first.id);
  });

  it('assigns a member to a worker in one transaction, and changes neither when one version is stale', async () => {
    const worker = { ...record(), role: 'Volunteer' as const };
    const member = record();
    await dynamoUsersRepository.create(worker, audit(worker.id));
    await dynamoUsersRepository.create(member, audit(member.id));
    await dynamoUsersRepository.update(member.id, 1, { info: { name: 'Changed Meanwhile' } });
    await expect(dynamoUsersRepository.assign(worker, member)).rejects.toMatchObject({ kind: 'CONFLICT' });
    expect((await dynamoUsersRepository.get(worker.id))?.patients).toEqual([]);
    const fresh = (await dynamoUsersRepository.get(member.id))!;
    await dynamoUsersRepository.assign(worker, fresh);
    expect((await dynamoUsersRepository.get(worker.id))?.patients).toEqual([member.id]);
    expect((await dynamoUsersRepository.get(member.id))?.workers).toEqual([worker.id]);
  });
});
