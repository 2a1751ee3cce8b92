import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ClaimOutcome, CompletedRef, ExportItemRecord, ExportRunRecord, ExportStore } from '../exports';
import { documentClient, putNew, queryAll, recordOf, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { storedType } from '../../platform/data/stored-types';

type Item = Record<string, unknown>;

const runFromItem = (i: Item): ExportRunRecord => recordOf<ExportRunRecord>(i);
const itemFromItem = (i: Item): ExportItemRecord => recordOf<ExportItemRecord>(i);

/** The stored item of an export run: its keys, its list place and its fields (created and updated alike). */
function runItem(run: { runId: string }): Item {
  return {
    ...keys.exportRun(run.runId),
    ...keys.exportRunInList(run.runId),
    type: storedType.exportRun,
    ...run,
  };
}

/** The export job's records (keys.ts 'Scheduled exports'): Queries and conditional writes only. */
export const dynamoExportStore: ExportStore = {
  async getRun(runId) {
    const out = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.exportRun(runId), ConsistentRead: true }),
    );
    return out.Item ? runFromItem(out.Item) : undefined;
  },

  async listRuns(limit) {
    const items = await queryAll(
      {
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': keys.exportRunsList() },
        ScanIndexForward: false,
        Limit: limit,
      },
      limit,
    );
    return items.map(runFromItem);
  },

  async createRun(run) {
    try {
      await documentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: runItem(run),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (err) {
      if ((err as Error).name === 'ConditionalCheckFailedException') return false;
      throw err;
    }
  },

  async updateRun(run) {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: runItem(run),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  },

  async watermark() {
    const out = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.exportWatermark(), ConsistentRead: true }),
    );
    return out.Item?.until as string | undefined;
  },

  async advanceWatermark(until, runId) {
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.exportWatermark(),
          UpdateExpression: 'SET #u = :u, #r = :r, #t = :t',
          ConditionExpression: 'attribute_not_exists(#u) OR #u < :u',
          ExpressionAttributeNames: { '#u': 'until', '#r': 'runId', '#t': 'type' },
          ExpressionAttributeValues: { ':u': until, ':r': runId, ':t': 'ExportWatermark' },
        }),
      );
    } catch (err) {
      if ((err as Error).name !== 'ConditionalCheckFailedException') throw err;
    }
  },

  async completedBetween(from, to) {
    const items = await queryAll({
      IndexName: 'gsi3',
      KeyConditionExpression: 'gsi3pk = :p AND gsi3sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':p': keys.completedSeriesInstances(),
        // An empty bound is not a valid key value: the first run reads from the index's start.
        ':from': from || '0',
        // `completedAt#id` < `until` + '#' keeps completions strictly before `until`'s instant.
        ':to': `${to}#`,
      },
      ProjectionExpression: 'id, completedAt',
    });
    return items
      .filter((i) => typeof i.completedAt === 'string' && i.completedAt < to)
      .map((i): CompletedRef => ({ instanceId: i.id as string, completedAt: i.completedAt as string }));
  },

  async claimOf(instanceId, completedAt) {
    const out = await documentClient().send(
      new GetCommand({
        TableName: tableName(),
        Key: keys.exportClaim(instanceId, completedAt),
        ConsistentRead: true,
      }),
    );
    return out.Item?.runId as string | undefined;
  },

  async claim(item): Promise<ClaimOutcome> {
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            putNew({
              ...keys.exportClaim(item.instanceId, item.completedAt),
              type: storedType.exportClaim,
              runId: item.runId,
              at: item.exportedAt,
            }),
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...keys.exportRunItem(item.runId, item.completedAt, item.instanceId),
                  type: storedType.exportItem,
                  ...item,
                },
              },
            },
          ],
        }),
      );
      return 'claimed';
    } catch (err) {
      if (!(err instanceof TransactionCanceledException)) throw err;
      const owner = await dynamoExportStore.claimOf(item.instanceId, item.completedAt);
      if (owner === undefined) throw err;
      return owner === item.runId ? 'mine' : 'other';
    }
  },

  async items(runId) {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :p AND begins_with(sk, :s)',
      ExpressionAttributeValues: { ':p': keys.exportRunPartition(runId), ':s': keys.exportRunItemPrefix() },
      ConsistentRead: true,
    });
    return items.map(itemFromItem);
  },
};
