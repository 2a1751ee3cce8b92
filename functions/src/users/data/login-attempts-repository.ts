import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { lockSecondsAfter, LOGIN_ATTEMPTS_BEFORE_LOCK } from '../login-lock';
import type { LoginAttempts } from '../../members/ports';
import { documentClient, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { isConditionalCheckFailed } from '../../platform/data/versioned';
import { storedType } from '../../platform/data/stored-types';

/** Attempts are forgotten a day after the last one (DynamoDB TTL). */
const FORGET_AFTER_SECONDS = 24 * 60 * 60;

/**
 * Sign-in attempts over DynamoDB, one item per normalised login: `attempts` since the last success and
 * `allowance`, the attempts allowed so far. Reserving is one conditional update (refused while locked
 * or once the allowance is used), so parallel guesses cannot slip past the limit; the attempt that
 * uses the allowance sets the lock and allows one more attempt after it.
 */
export const dynamoLoginAttempts: LoginAttempts = {
  async reserve(login, nowSeconds) {
    const key = keys.loginAttempts(login);
    let attempts: number;
    let allowance: number;
    try {
      const out = await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression:
            'SET #attempts = if_not_exists(#attempts, :zero) + :one, #allowance = if_not_exists(#allowance, :n), #expiresAt = :expires, #type = :type',
          ConditionExpression:
            '(attribute_not_exists(#attempts) OR #attempts < #allowance) AND (attribute_not_exists(#lockedUntil) OR #lockedUntil <= :now)',
          ExpressionAttributeNames: {
            '#attempts': 'attempts',
            '#allowance': 'allowance',
            '#lockedUntil': 'lockedUntil',
            '#expiresAt': 'expiresAt',
            '#type': 'type',
          },
          ExpressionAttributeValues: {
            ':zero': 0,
            ':one': 1,
            ':n': LOGIN_ATTEMPTS_BEFORE_LOCK,
            ':now': nowSeconds,
            ':expires': nowSeconds + FORGET_AFTER_SECONDS,
            ':type': storedType.loginAttempts,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      attempts = Number(out.Attributes?.attempts);
      allowance = Number(out.Attributes?.allowance);
    } catch (err) {
      if (!isConditionalCheckFailed(err)) throw err;
      const current = await documentClient().send(
        new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
      );
      const lockedUntil = Number(current.Item?.lockedUntil ?? 0);
      return { allowed: false, retryAfterSeconds: Math.max(1, lockedUntil - nowSeconds) };
    }
    if (attempts >= allowance) {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET #lockedUntil = :until, #allowance = #allowance + :one',
          ExpressionAttributeNames: { '#lockedUntil': 'lockedUntil', '#allowance': 'allowance' },
          ExpressionAttributeValues: { ':until': nowSeconds + lockSecondsAfter(attempts), ':one': 1 },
        }),
      );
    }
    return { allowed: true };
  },

  async reset(login) {
    await documentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.loginAttempts(login) }),
    );
  },
};
