import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ResearchExportRecord, ResearchExportStore } from '../research-job';
import { documentClient, queryNewest, recordOf, tableName } from '../../platform/data/client';
import { researchKeys as keys } from '../../platform/data/keys';
import { storedType } from '../../platform/data/stored-types';

function itemOf(r: ResearchExportRecord): Record<string, unknown> {
  return {
    ...keys.researchExport(r.exportId),
    ...keys.researchExportIndexes(r.requestedBy, r.createdAt, r.exportId),
    type: storedType.researchExport,
    ...r,
  };
}

const conditionFailed = (err: unknown) => (err as Error).name === 'ConditionalCheckFailedException';

/** Research export records (keys.ts 'Research exports'): Gets, Queries and conditional Puts only. */
export const dynamoResearchExportStore: ResearchExportStore = {
  async create(record) {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: itemOf(record),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async get(exportId) {
    const out = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.researchExport(exportId), ConsistentRead: true }),
    );
    return out.Item ? recordOf<ResearchExportRecord>(out.Item) : undefined;
  },

  async list(limit, requestedBy) {
    const items = requestedBy
      ? await queryNewest('gsi2', keys.researchExportsOf(requestedBy), limit)
      : await queryNewest('gsi1', keys.researchExportsOf(), limit);
    return items.map((i) => recordOf<ResearchExportRecord>(i));
  },

  async updateIf(next, attempts, status) {
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: itemOf(next),
          ConditionExpression: status ? '#a = :a AND #s = :s' : '#a = :a',
          ExpressionAttributeNames: { '#a': 'attempts', ...(status ? { '#s': 'status' } : {}) },
          ExpressionAttributeValues: { ':a': attempts, ...(status ? { ':s': status } : {}) },
        }),
      );
      return true;
    } catch (err) {
      if (conditionFailed(err)) return false;
      throw err;
    }
  },
};
