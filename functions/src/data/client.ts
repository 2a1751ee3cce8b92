import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

let client: DynamoDBDocumentClient | undefined;

/** The one DynamoDB document client of a process (reused across Lambda invocations). */
export function documentClient(): DynamoDBDocumentClient {
  if (!client) {
    const cfg = config();
    const base = new DynamoDBClient({
      region: cfg.region,
      ...(cfg.dynamoEndpoint ? { endpoint: cfg.dynamoEndpoint } : {}),
    });
    client = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return client;
}

/** Name of the one table. */
export function tableName(): string {
  return config().tableName;
}

/** Forgets the client (tests that switch endpoints). */
export function resetDocumentClient(): void {
  client = undefined;
}

/** The attributes of the table itself (its keys, its indexes' keys, the item type), never of a record. */
const TABLE_ATTRIBUTES = [
  'pk',
  'sk',
  'gsi1pk',
  'gsi1sk',
  'gsi2pk',
  'gsi2sk',
  'gsi3pk',
  'gsi3sk',
  'type',
] as const;

/** A stored item as the record it holds: the item without the table's attributes. */
export function recordOf<R>(item: Record<string, unknown>): R {
  const rest: Record<string, unknown> = { ...item };
  for (const name of TABLE_ATTRIBUTES) delete rest[name];
  return rest as unknown as R;
}

/** Up to `limit` items of one partition of a global index, newest first (by its sort key), over pages. */
export async function queryNewest(
  index: 'gsi1' | 'gsi2' | 'gsi3',
  partition: string,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: index,
        KeyConditionExpression: `${index}pk = :p`,
        ExpressionAttributeValues: { ':p': partition },
        ScanIndexForward: false,
        Limit: limit - items.length,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && items.length < limit);
  return items;
}
