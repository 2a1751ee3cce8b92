import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../errors';
import { documentClient, tableName } from './client';
import type { TableKey } from './keys';

type Attrs = Record<string, unknown>;

/** The Update part of a versioned write: condition on the expected version, bump it, stamp updatedAt. */
export function versionedUpdateInput(
  key: TableKey,
  expectedVersion: number,
  set: Attrs,
  now = new Date().toISOString(),
) {
  const names: Record<string, string> = { '#version': 'version', '#updatedAt': 'updatedAt' };
  const values: Attrs = { ':expected': expectedVersion, ':one': 1, ':now': now };
  const assignments = ['#version = #version + :one', '#updatedAt = :now'];
  Object.entries(set).forEach(([field, value], i) => {
    if (field === 'version' || field === 'updatedAt' || field === 'pk' || field === 'sk') return;
    names[`#f${i}`] = field;
    values[`:v${i}`] = value;
    assignments.push(`#f${i} = :v${i}`);
  });
  return {
    TableName: tableName(),
    Key: key,
    UpdateExpression: `SET ${assignments.join(', ')}`,
    ConditionExpression: 'attribute_exists(pk) AND #version = :expected',
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * Updates one item if and only if its stored version is `expectedVersion`. A stale version gets 409,
 * a missing item 404: never a silent overwrite. Returns the new item.
 */
export async function updateVersioned(key: TableKey, expectedVersion: number, set: Attrs): Promise<Attrs> {
  try {
    const out = await documentClient().send(
      new UpdateCommand({
        ...versionedUpdateInput(key, expectedVersion, set),
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return out.Attributes ?? {};
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) {
      throw err.Item ? staleVersion(err) : new AppError('NOT_FOUND', 'Not found.', { cause: err });
    }
    throw err;
  }
}

/** The 409 of a stale write. */
export function staleVersion(cause?: unknown): AppError {
  return new AppError('CONFLICT', 'This record was changed by someone else. Please refresh and try again.', {
    code: 'STALE_VERSION',
    cause,
  });
}

export function isConditionalCheckFailed(err: unknown): boolean {
  return err instanceof ConditionalCheckFailedException;
}

/** Which items of a cancelled transaction failed their condition (by position). */
export function cancelledConditions(err: unknown): boolean[] | undefined {
  if (!(err instanceof TransactionCanceledException)) return undefined;
  return (err.CancellationReasons ?? []).map((r) => r.Code === 'ConditionalCheckFailed');
}
