import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  waitUntilTableExists,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetDocumentClient } from '@circles/functions/platform/data/client';
import { dynamoUsersRepository } from '@circles/functions/members/data/users-repository';
import { config } from '../../functions/src/platform/config';
import { useStackEnv, type StackInfo } from '../support/stack';

/**
 * The restore drill of docs/deploy.md, rehearsed against DynamoDB Local (which has no PITR or AWS
 * Backup): read the live table's definition, create a new table with the same keys and indexes, copy
 * every item (Scan → BatchWrite), then point the functions' configuration at the copy and read a
 * member through the repository layer, as the stack does after `TABLE_NAME` is switched.
 */
let stack: StackInfo;
let db: DynamoDBDocumentClient;
let source: string;
let restored: string;

/** Every item of `table`, page by page. */
async function scanAll(table: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: table, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Creates `name` with the key schema, attribute definitions and GSIs of `from` (on demand). */
async function createLike(from: TableDescription, name: string, client: DynamoDBClient): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: name,
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: from.KeySchema,
      AttributeDefinitions: from.AttributeDefinitions,
      GlobalSecondaryIndexes: from.GlobalSecondaryIndexes?.map((gsi) => ({
        IndexName: gsi.IndexName,
        KeySchema: gsi.KeySchema,
        Projection: gsi.Projection,
      })),
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: name });
}

/** Writes `items` into `table` 25 at a time, retrying what DynamoDB leaves unprocessed. */
async function writeAll(table: string, items: Record<string, unknown>[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
      requests = (out.UnprocessedItems?.[table] ?? []) as typeof requests;
    }
  }
}

describe('restore drill: the table copied into a new table', () => {
  let base: DynamoDBClient;

  beforeAll(async () => {
    stack = useStackEnv();
    source = config().tableName;
    restored = `${source}-restored-${Date.now()}`;
    base = new DynamoDBClient({ region: config().region, endpoint: config().dynamoEndpoint });
    db = DynamoDBDocumentClient.from(base);
    const { Table } = await base.send(new DescribeTableCommand({ TableName: source }));
    await createLike(Table!, restored, base);
    await writeAll(restored, await scanAll(source));
  });

  afterAll(async () => {
    await base.send(new DeleteTableCommand({ TableName: restored })).catch(() => undefined);
    process.env.TABLE_NAME = source;
    config(true);
    resetDocumentClient();
  });

  it('creates the copy with the same key schema and indexes as the live table', async () => {
    const definitionOf = async (t: string) =>
      (await base.send(new DescribeTableCommand({ TableName: t }))).Table!;
    const a = await definitionOf(source);
    const b = await definitionOf(restored);
    expect(b.KeySchema).toEqual(a.KeySchema);
    const indexes = (t: TableDescription) =>
      (t.GlobalSecondaryIndexes ?? []).map((g) => [g.IndexName, g.KeySchema, g.Projection]).sort();
    expect(indexes(b)).toEqual(indexes(a));
    expect(indexes(b).map(([name]) => name)).toEqual(['gsi1', 'gsi2', 'gsi3']);
  });

  it('holds as many items as the live table, key for key', async () => {
    const key = (i: Record<string, unknown>) => `${String(i.pk)}|${String(i.sk)}`;
    const a = await scanAll(source);
    const b = await scanAll(restored);
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBe(a.length);
    expect(b.map(key).sort()).toEqual(a.map(key).sort());
  });

  it('serves a seeded member through the repository layer once TABLE_NAME names the copy', async () => {
    const admin = stack.demo.find((d) => d.role === 'Admin')!;
    process.env.TABLE_NAME = restored;
    config(true);
    resetDocumentClient();
    expect(config().tableName).toBe(restored);
    const id = await dynamoUsersRepository.findIdByEmail(admin.login.toLowerCase());
    expect(id).toBeTruthy();
    const user = await dynamoUsersRepository.get(id!);
    expect(user?.role).toBe('Admin');
    expect(user?.info.name).toBe(admin.name);
  });
});
