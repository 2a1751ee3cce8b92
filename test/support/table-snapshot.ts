import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../functions/src/platform/data/client';

/**
 * A partition of the one table whose items a test reads before and after a call, to prove the call
 * changed nothing there: a base-table partition (`pk`), or one of an index (`index`, its partition key).
 */
export type Partition = { pk: string } | { index: 'gsi1' | 'gsi2' | 'gsi3'; pk: string };

const nameOf = (p: Partition) => ('index' in p ? `${p.index}:${p.pk}` : p.pk);

async function itemsOf(p: Partition): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const attribute = 'index' in p ? `${p.index}pk` : 'pk';
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        ...('index' in p ? { IndexName: p.index } : { ConsistentRead: true }),
        KeyConditionExpression: '#k = :k',
        ExpressionAttributeNames: { '#k': attribute },
        ExpressionAttributeValues: { ':k': p.pk },
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((out.Items ?? []) as Record<string, unknown>[]));
    start = out.LastEvaluatedKey;
  } while (start);
  const order = (i: Record<string, unknown>) => `${String(i.pk)}|${String(i.sk)}`;
  return items.sort((a, b) => order(a).localeCompare(order(b)));
}

/**
 * Every item of the partitions, whole (so `version`, `modifiedBy`, `updatedAt` and any item added or
 * removed show), keyed by partition: compare a snapshot taken before a call with one taken after.
 */
export async function snapshot(partitions: readonly Partition[]): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(partitions.map(async (p) => [nameOf(p), await itemsOf(p)] as const));
  return Object.fromEntries(entries);
}

/** Every item of one base-table partition (`pk`), read consistently, in key order. */
export function partitionItems(pk: string): Promise<Record<string, unknown>[]> {
  return itemsOf({ pk });
}
