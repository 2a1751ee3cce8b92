import { BatchWriteCommand, type BatchWriteCommandOutput, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { msg } from '@circles/shared/messages/users';
import { AppError } from '../../platform/errors';
import type { FacilityRecord, PeopleRepository } from '../people-ports';
import type { UserRecord } from '../../members/user-record';
import { auditItem } from '../../platform/data/audit-repository';
import {
  batchGet,
  documentClient,
  putItem,
  putNew,
  queryAll,
  recordOf,
  tableName,
} from '../../platform/data/client';
import { activeUserItems } from '../../reports/data/reports-repository';
import { keys, type TableKey } from '../../platform/data/keys';
import { dynamoUserReads, dynamoUsersRepository } from '../../members/data/users-repository';
import { cancelledConditions, staleVersion, versionedUpdateInput } from '../../platform/data/versioned';
import { storedType } from '../../platform/data/stored-types';

type Item = Record<string, unknown>;

const fromItem = (item: Item): UserRecord => recordOf<UserRecord>(item);

/** Deletes items by key, 25 at a time, retrying what DynamoDB leaves unprocessed. */
export async function deleteKeys(keysToDelete: readonly TableKey[]): Promise<void> {
  for (let i = 0; i < keysToDelete.length; i += 25) {
    let request: BatchWriteCommandOutput['UnprocessedItems'] = {
      [tableName()]: keysToDelete
        .slice(i, i + 25)
        .map((k) => ({ DeleteRequest: { Key: { pk: k.pk, sk: k.sk } } })),
    };
    while (request && Object.keys(request).length > 0) {
      const out: BatchWriteCommandOutput = await documentClient().send(
        new BatchWriteCommand({ RequestItems: request }),
      );
      request = out.UnprocessedItems;
    }
  }
}

/** The set part of a save: defined fields only (DynamoDB refuses undefined values), plus the index keys. */
function setOf(next: UserRecord, patch: Partial<UserRecord>): Item {
  const set: Item = {};
  for (const [field, value] of Object.entries(patch)) if (value !== undefined) set[field] = value;
  Object.assign(set, keys.userByFacility(next.facilityId, next.status, next.createdAt, next.id));
  return set;
}

function claimPut(key: TableKey, userId: string) {
  return putNew({ ...key, type: storedType.uniqueClaim, userId });
}

function claimDelete(key: TableKey, userId: string) {
  return {
    Delete: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: 'userId = :owner',
      ExpressionAttributeValues: { ':owner': userId },
    },
  };
}

/** The unique claims of a person: its field, its claim key, and the 409 of a value taken. */
const UNIQUE_CLAIMS = [
  { field: 'email', key: keys.uniqueEmail, code: 'EMAIL_TAKEN', message: 'users.server.emailExists' },
  { field: 'phone', key: keys.uniquePhone, code: 'PHONE_TAKEN', message: 'users.server.phoneExists' },
] as const;

/** Unique claims that move when email or phone change: puts (new values) first, then deletes. */
function claimMoves(current: UserRecord, next: UserRecord) {
  const puts: { item: ReturnType<typeof claimPut>; code: 'EMAIL_TAKEN' | 'PHONE_TAKEN'; message: string }[] =
    [];
  const deletes: ReturnType<typeof claimDelete>[] = [];
  for (const claim of UNIQUE_CLAIMS) {
    const [was, now] = [current[claim.field], next[claim.field]];
    if (now === was) continue;
    if (now)
      puts.push({ item: claimPut(claim.key(now), next.id), code: claim.code, message: msg(claim.message) });
    if (was) deletes.push(claimDelete(claim.key(was), current.id));
  }
  return { puts, deletes };
}

async function transact(
  items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
) {
  await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
}

const getPeople = async (ids: string[]) => (await batchGet(ids.map((id) => keys.user(id)))).map(fromItem);

/**
 * The reads of one or more users, apart from user management's writes (the notes area needs no more):
 * an area taking these alone leaves the writes and their texts out of its bundle (no spread between the
 * two objects: esbuild would keep the writes).
 */
export const dynamoPeopleReads: Pick<PeopleRepository, 'get' | 'getMany'> = {
  get: (id) => dynamoUserReads.get(id),
  getMany: getPeople,
};

/** User management over DynamoDB. */
export const dynamoPeopleRepository: PeopleRepository = {
  get: (id) => dynamoUserReads.get(id),
  getMany: getPeople,
  create: (user, audit) => dynamoUsersRepository.create(user, audit),
  findIdByEmail: (email) => dynamoUsersRepository.findIdByEmail(email),
  findIdByPhone: (phone) => dynamoUsersRepository.findIdByPhone(phone),

  async listInFacility(facilityId, activeOnly) {
    const items = await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: activeOnly ? 'gsi1pk = :pk AND begins_with(gsi1sk, :active)' : 'gsi1pk = :pk',
      ExpressionAttributeValues: {
        ':pk': keys.usersOfFacility(facilityId),
        ...(activeOnly ? { ':active': 'active#' } : {}),
      },
    });
    return items.map(fromItem);
  },

  async listAll() {
    const items = await queryAll({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.allUsers() },
    });
    return items.map(fromItem);
  },

  async save(current, patch, audit) {
    const next = { ...current, ...patch };
    const { puts, deletes } = claimMoves(current, next);
    const at = audit.at;
    try {
      await transact([
        { Update: versionedUpdateInput(keys.user(current.id), current.version, setOf(next, patch), at) },
        ...puts.map((p) => p.item),
        ...deletes,
        putItem(auditItem(audit)),
        // Issue 11: active users counted per facility and in total move with the profile.
        ...activeUserItems(current, next),
      ]);
    } catch (err) {
      const failed = cancelledConditions(err);
      const taken = failed && puts.find((_p, i) => failed[i + 1]);
      if (taken) throw new AppError('BAD_REQUEST', taken.message, { code: taken.code, cause: err });
      if (failed) throw staleVersion(err);
      throw err;
    }
    return { ...next, version: current.version + 1, updatedAt: at };
  },

  async saveResearch(current, research, audit) {
    try {
      await transact([
        { Update: versionedUpdateInput(keys.user(current.id), current.version, { research }, audit.at) },
        claimPut(keys.researchId(research.id), current.id),
        putItem(auditItem(audit)),
      ]);
    } catch (err) {
      if (err instanceof TransactionCanceledException) throw staleVersion(err);
      throw err;
    }
    return { ...current, research, version: current.version + 1, updatedAt: audit.at };
  },

  async setAssignments(changes, at) {
    if (changes.length === 0) return;
    try {
      await transact(
        changes.map((c) => ({
          Update: versionedUpdateInput(
            keys.user(c.user.id),
            c.user.version,
            { patients: c.patients, workers: c.workers },
            at,
          ),
        })),
      );
    } catch (err) {
      if (err instanceof TransactionCanceledException) throw staleVersion(err);
      throw err;
    }
  },

  async deleteProfile(user, others, audit) {
    const table = tableName();
    try {
      await transact([
        {
          Delete: {
            TableName: table,
            Key: keys.user(user.id),
            ConditionExpression: '#version = :v',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: { ':v': user.version },
          },
        },
        ...(user.email ? [{ Delete: { TableName: table, Key: keys.uniqueEmail(user.email) } }] : []),
        ...(user.phone ? [{ Delete: { TableName: table, Key: keys.uniquePhone(user.phone) } }] : []),
        ...(user.research ? [{ Delete: { TableName: table, Key: keys.researchId(user.research.id) } }] : []),
        ...others.map((c) => ({
          Update: versionedUpdateInput(
            keys.user(c.user.id),
            c.user.version,
            { patients: c.patients, workers: c.workers },
            audit.at,
          ),
        })),
        putItem(auditItem(audit)),
        ...activeUserItems(user, undefined),
      ]);
    } catch (err) {
      if (err instanceof TransactionCanceledException) throw staleVersion(err);
      throw err;
    }
  },

  async facilities() {
    const items = await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.facilitiesList() },
    });
    return items.map((i): FacilityRecord => ({
      id: i.id as string,
      name: i.name as string,
      prefix: i.prefix as string,
    }));
  },

  async facility(id) {
    const [found] = await queryAll({
      KeyConditionExpression: 'pk = :pk AND sk = :sk',
      ExpressionAttributeValues: { ':pk': keys.facility(id).pk, ':sk': 'META' },
    });
    return found
      ? { id: found.id as string, name: found.name as string, prefix: found.prefix as string }
      : undefined;
  },
};
