import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { msg } from '@circles/shared/messages/auth';
import { AppError } from '../../platform/errors';
import type { AuditEvent, UsersRepository } from '../ports';
import type { UserRecord } from '../user-record';
import { auditItem } from '../../platform/data/audit-repository';
import { batchGet, documentClient, putItem, putNew, recordOf, tableName } from '../../platform/data/client';
import { activeUserItems } from '../../reports/data/reports-repository';
import { keys, type TableKey } from '../../platform/data/keys';
import {
  cancelledConditions,
  staleVersion,
  updateVersioned,
  versionedUpdateInput,
} from '../../platform/data/versioned';
import { storedType } from '../../platform/data/stored-types';

function userItem(user: UserRecord) {
  return {
    ...keys.user(user.id),
    ...keys.userByFacility(user.facilityId, user.status, user.createdAt, user.id),
    ...keys.userInAll(user.createdAt, user.id),
    type: storedType.user,
    ...user,
  };
}

const fromItem = (item: Record<string, unknown>): UserRecord => recordOf<UserRecord>(item);

const sameKey = (item: { pk?: unknown; sk?: unknown }, key: TableKey) =>
  item.pk === key.pk && item.sk === key.sk;

/**
 * A stored user and one more item in ONE BatchGetItem (a route's prefetch, functions/src/platform/http/handler.ts):
 * one round trip where a GetItem of the user followed by a GetItem of the item would take two. Both reads
 * are strongly consistent.
 */
export async function getUserAndItem(
  userId: string,
  other: TableKey,
): Promise<{ user?: UserRecord; item?: Record<string, unknown> }> {
  const userKey = keys.user(userId);
  const found = await batchGet([userKey, other], { consistent: true });
  const user = found.find((i) => sameKey(i, userKey));
  const item = found.find((i) => sameKey(i, other));
  return { user: user ? fromItem(user) : undefined, item: item ? recordOf(item) : undefined };
}

async function uniqueOwner(key: { pk: string; sk: string }): Promise<string | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return out.Item?.userId as string | undefined;
}

async function getUser(id: string): Promise<UserRecord | undefined> {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.user(id) }));
  return out.Item ? fromItem(out.Item) : undefined;
}

const findIdByEmail = (email: string) => uniqueOwner(keys.uniqueEmail(email));
const findIdByPhone = (phone: string) => uniqueOwner(keys.uniquePhone(phone));

/**
 * The reads of users over DynamoDB, apart from the writes: what the pipeline and most areas need. An
 * area that takes these alone leaves the writes out of its bundle, and with them the registration's
 * texts (the whole auth catalogue, in both languages: about 12 KB minified). No spread between the two
 * objects: esbuild keeps an object spread (it may run getters), and with it the writes.
 */
export const dynamoUserReads: Pick<UsersRepository, 'get' | 'findIdByEmail' | 'findIdByPhone'> = {
  get: getUser,
  findIdByEmail,
  findIdByPhone,
};

/** Users over DynamoDB. */
export const dynamoUsersRepository: UsersRepository = {
  get: getUser,
  findIdByEmail,
  findIdByPhone,

  async create(user: UserRecord, audit: AuditEvent) {
    const claims: {
      key: { pk: string; sk: string };
      message: string;
      code: 'EMAIL_TAKEN' | 'PHONE_TAKEN';
    }[] = [];
    if (user.email)
      claims.push({
        key: keys.uniqueEmail(user.email),
        message: msg('auth.register.server.emailRegistered'),
        code: 'EMAIL_TAKEN',
      });
    if (user.phone)
      claims.push({
        key: keys.uniquePhone(user.phone),
        message: msg('auth.register.server.phoneRegistered'),
        code: 'PHONE_TAKEN',
      });
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            putNew(userItem(user)),
            ...claims.map((c) => putNew({ ...c.key, type: storedType.uniqueClaim, userId: user.id })),
            putItem(auditItem(audit)),
            // Issue 11: the Admin dashboard's active users (total and facility).
            ...activeUserItems(undefined, user),
          ],
        }),
      );
    } catch (err) {
      const failed = cancelledConditions(err);
      const taken = failed && claims.find((_c, i) => failed[i + 1]);
      if (taken) throw new AppError('BAD_REQUEST', taken.message, { code: taken.code, cause: err });
      throw err;
    }
  },

  async assign(worker, member) {
    const now = new Date().toISOString();
    const memberIds = worker.patients.includes(member.id) ? worker.patients : [...worker.patients, member.id];
    const workers = member.workers.includes(worker.id) ? member.workers : [...member.workers, worker.id];
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: versionedUpdateInput(
                keys.user(worker.id),
                worker.version,
                { patients: memberIds },
                now,
              ),
            },
            { Update: versionedUpdateInput(keys.user(member.id), member.version, { workers }, now) },
          ],
        }),
      );
    } catch (err) {
      if (err instanceof TransactionCanceledException) throw staleVersion(err);
      throw err;
    }
  },

  async endSession(id, sessionId, expiresAt, expired) {
    const key = keys.user(id);
    // A map entry can only be set once the map exists; two updates keep concurrent sign-outs from
    // overwriting each other's entries (never a read-modify-write of the whole map).
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #ended = if_not_exists(#ended, :empty)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#ended': 'endedSessions' },
        ExpressionAttributeValues: { ':empty': {} },
      }),
    );
    const stale = expired.filter((s) => s !== sessionId);
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression:
          'SET #ended.#session = :expires' +
          (stale.length ? ` REMOVE ${stale.map((_s, i) => `#ended.#old${i}`).join(', ')}` : ''),
        ExpressionAttributeNames: {
          '#ended': 'endedSessions',
          '#session': sessionId,
          ...Object.fromEntries(stale.map((s, i) => [`#old${i}`, s])),
        },
        ExpressionAttributeValues: { ':expires': expiresAt },
      }),
    );
  },

  async update(id, expectedVersion, patch) {
    const attrs = await updateVersioned(keys.user(id), expectedVersion, patch);
    return fromItem(attrs);
  },
};
