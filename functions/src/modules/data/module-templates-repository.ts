import { msg } from '@circles/shared/messages/modules';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TemplateRecord, TemplatesRepository } from '../module-records';
import { AppError } from '../../platform/errors';
import { auditItem } from '../../platform/data/audit-repository';
import { documentClient, putItem, putNew, queryAll, recordOf, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { staleVersion, versionedUpdateInput } from '../../platform/data/versioned';
import { storedType } from '../../platform/data/stored-types';

function item(r: TemplateRecord) {
  return {
    ...keys.moduleTemplate(r.id),
    ...keys.moduleTemplateInList(r.archived, r.createdAt, r.id),
    type: storedType.moduleTemplate,
    ...r,
  };
}

export function templateFromItem(i: Record<string, unknown>): TemplateRecord {
  return {
    surveyJSON: {},
    archived: false,
    isPublic: false,
    ...recordOf<Partial<TemplateRecord>>(i),
  } as TemplateRecord;
}

/** What a list reads of each template: everything but the definition (lists stay light). */
const SUMMARY_FIELDS = [
  'id',
  'name',
  'nameFr',
  'textsWithoutFrench',
  'isPublic',
  'archived',
  'createdAt',
  'createdBy',
  'createdByName',
  'updatedAt',
  'modifiedBy',
  'modifiedByName',
  'version',
];

/** The old item of the first cancelled condition of a transaction, if DynamoDB returned it. */
export function cancelledItem(
  err: unknown,
): { failed: boolean[]; item?: Record<string, unknown> } | undefined {
  if (!(err instanceof TransactionCanceledException)) return undefined;
  const reasons = err.CancellationReasons ?? [];
  const failed = reasons.map((r) => r.Code === 'ConditionalCheckFailed');
  const first = reasons.find((r) => r.Code === 'ConditionalCheckFailed');
  return { failed, ...(first?.Item ? { item: first.Item } : {}) };
}

/** Module templates over DynamoDB: one item each, listed through gsi1 (archived ones under their own key). */
export const dynamoTemplatesRepository: TemplatesRepository = {
  async get(id) {
    const out = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.moduleTemplate(id), ConsistentRead: true }),
    );
    return out.Item ? templateFromItem(out.Item) : undefined;
  },

  async list() {
    const items = await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': keys.moduleTemplatesList(false) },
      ProjectionExpression: SUMMARY_FIELDS.map((_f, i) => `#f${i}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(SUMMARY_FIELDS.map((f, i) => [`#f${i}`, f])),
      ScanIndexForward: false,
    });
    return items.map(templateFromItem);
  },

  async create(record, audit) {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [putNew(item(record)), putItem(auditItem(audit))],
      }),
    );
  },

  async update(before, expectedVersion, change, at, audit) {
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                ...versionedUpdateInput(keys.moduleTemplate(before.id), expectedVersion, change, at),
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
            putItem(auditItem(audit)),
          ],
        }),
      );
    } catch (err) {
      const cancelled = cancelledItem(err);
      if (cancelled?.failed[0]) {
        throw cancelled.item
          ? staleVersion(err)
          : new AppError('NOT_FOUND', msg('modules.api.notFound'), { cause: err });
      }
      throw err;
    }
    return { ...before, ...change, updatedAt: at, version: expectedVersion + 1 };
  },

  async remove(id, at, audit) {
    const table = tableName();
    const auditPut = putItem(auditItem(audit));
    try {
      // Removed only while no member module counts on it; otherwise the condition fails and it is archived.
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: table,
                Key: keys.moduleTemplate(id),
                ConditionExpression:
                  'attribute_exists(pk) AND (attribute_not_exists(#uses) OR #uses <= :zero)',
                ExpressionAttributeNames: { '#uses': 'useCount' },
                ExpressionAttributeValues: { ':zero': 0 },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
            auditPut,
          ],
        }),
      );
      return { archived: false };
    } catch (err) {
      const cancelled = cancelledItem(err);
      if (!cancelled?.failed[0]) throw err;
      if (!cancelled.item) return undefined;
    }
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table,
              Key: keys.moduleTemplate(id),
              UpdateExpression:
                'SET #archived = :true, gsi1pk = :list, #updatedAt = :at, #version = #version + :one',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeNames: {
                '#archived': 'archived',
                '#updatedAt': 'updatedAt',
                '#version': 'version',
              },
              ExpressionAttributeValues: {
                ':true': true,
                ':list': keys.moduleTemplatesList(true),
                ':at': at,
                ':one': 1,
              },
            },
          },
          auditPut,
        ],
      }),
    );
    return { archived: true };
  },
};
