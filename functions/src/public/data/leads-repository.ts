import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadRecord, LeadsRepository } from '../leads';
import { AppError } from '../../platform/errors';
import { documentClient, recordOf, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { updateVersioned } from '../../platform/data/versioned';
import { storedType } from '../../platform/data/stored-types';

function item(r: LeadRecord) {
  return {
    ...keys.lead(r.id),
    ...keys.leadByDate(r.createdAt, r.id),
    type: storedType.lead,
    ...r,
  };
}

const fromItem = (i: Record<string, unknown>): LeadRecord => recordOf<LeadRecord>(i);

/**
 * The cursor is the opaque last key of a page; anything else is a 400, never passed to DynamoDB (which
 * refuses empty key values with a ValidationException, a 500 if it got there).
 */
function decodeCursor(cursor: string): Record<string, string> {
  try {
    const k = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    const names = ['pk', 'sk', 'gsi1pk', 'gsi1sk'];
    if (
      Object.keys(k).length === names.length &&
      names.every((n) => typeof k[n] === 'string' && k[n] !== '') &&
      k.gsi1pk === keys.leadsByDate() &&
      k.sk === 'META' &&
      (k.pk as string).startsWith('PUBLICSURVEY#')
    ) {
      return k as Record<string, string>;
    }
  } catch {
    // falls through to the 400 below
  }
  throw new AppError('VALIDATION', 'The request has errors. Please correct them and try again.', {
    issues: [{ path: 'query.cursor', message: 'Invalid cursor' }],
  });
}

/** Public screener submissions over DynamoDB: one item each, listed through gsi1 by date. */
export const dynamoLeadsRepository: LeadsRepository = {
  async putNew(r) {
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: item(r),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) return false;
      throw err;
    }
  },

  async get(id) {
    const out = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.lead(id), ConsistentRead: true }),
    );
    return out.Item ? fromItem(out.Item) : undefined;
  },

  async listNewestFirst(limit, cursor) {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': keys.leadsByDate() },
        ScanIndexForward: false,
        Limit: limit,
        ...(cursor ? { ExclusiveStartKey: decodeCursor(cursor) } : {}),
      }),
    );
    const next = out.LastEvaluatedKey
      ? Buffer.from(JSON.stringify(out.LastEvaluatedKey)).toString('base64url')
      : undefined;
    return { items: (out.Items ?? []).map(fromItem), ...(next ? { cursor: next } : {}) };
  },

  async markContacted(id, expectedVersion, at, by) {
    const attrs = await updateVersioned(keys.lead(id), expectedVersion, {
      contacted: true,
      contactedAt: at,
      contactedBy: by,
    });
    return fromItem(attrs);
  },
};
