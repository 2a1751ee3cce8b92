import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  QueryCommand,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
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

/** One item of a TransactWriteItems call. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A transaction's Put of `item` into the table, on `condition` when given. */
export function putItem(item: Record<string, unknown>, condition?: string): TransactItem {
  return {
    Put: { TableName: tableName(), Item: item, ...(condition ? { ConditionExpression: condition } : {}) },
  };
}

/** A transaction's Put of a new item: its condition fails where an item has that key already. */
export function putNew(item: Record<string, unknown>): TransactItem {
  return putItem(item, 'attribute_not_exists(pk)');
}

/** A Query of the one table, without the table's name and the paging key (the helpers set both). */
export type QueryInput = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** One answer of a Query: its items and where the next page starts (undefined: there is none). */
export interface QueryPage {
  items: Record<string, unknown>[];
  lastKey?: Record<string, unknown>;
}

/**
 * The pages of a Query, one DynamoDB call each, from `startKey` (the first page when omitted) until
 * DynamoDB has no more: the data layer's one LastEvaluatedKey loop. A page is read only when the caller
 * asks for it, so a caller that stops iterating (`break`) makes no further call. `pageLimit` sets each
 * page's `Limit` from the number of items read so far (else `input.Limit` throughout).
 */
export async function* queryPages(
  input: QueryInput,
  options: { startKey?: Record<string, unknown>; pageLimit?: (read: number) => number } = {},
): AsyncGenerator<QueryPage, void, undefined> {
  let start = options.startKey;
  let read = 0;
  do {
    const limit = options.pageLimit ? options.pageLimit(read) : input.Limit;
    const out = await documentClient().send(
      new QueryCommand({
        ...input,
        TableName: tableName(),
        ...(limit !== undefined ? { Limit: limit } : {}),
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    const items = out.Items ?? [];
    read += items.length;
    start = out.LastEvaluatedKey;
    yield { items, ...(start ? { lastKey: start } : {}) };
  } while (start);
}

/**
 * The items of a Query over all its pages, in order; with `max`, the first `max` only (no page is read
 * once `max` are in hand, and with `input.Limit` set a page asks for no more than are still missing).
 */
export async function queryAll(input: QueryInput, max = Infinity): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const perPage = input.Limit;
  const pageLimit =
    perPage !== undefined && max !== Infinity ? (read: number) => Math.min(perPage, max - read) : undefined;
  for await (const page of queryPages(input, pageLimit ? { pageLimit } : {})) {
    items.push(...page.items);
    if (items.length >= max) break;
  }
  return items.length > max ? items.slice(0, max) : items;
}

/** Up to `limit` items of one partition of a global index, newest first (by its sort key), over pages. */
export function queryNewest(
  index: 'gsi1' | 'gsi2' | 'gsi3',
  partition: string,
  limit: number,
): Promise<Record<string, unknown>[]> {
  return queryAll(
    {
      IndexName: index,
      KeyConditionExpression: `${index}pk = :p`,
      ExpressionAttributeValues: { ':p': partition },
      ScanIndexForward: false,
      Limit: limit,
    },
    limit,
  );
}

type Key = { pk: string; sk: string };

/**
 * A projection by placeholders (some names, such as `name`, are reserved words); a dotted path
 * (`info.name`) reads one nested attribute only.
 */
function projection(attributes: readonly string[]) {
  const names: string[] = [];
  const placeholder = (name: string) => {
    if (!names.includes(name)) names.push(name);
    return `#a${names.indexOf(name)}`;
  };
  const paths = [...new Set(['pk', 'sk', ...attributes])].map((path) =>
    path.split('.').map(placeholder).join('.'),
  );
  return {
    ProjectionExpression: paths.join(', '),
    ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
  };
}
const keyOf = (k: { pk?: unknown; sk?: unknown }) => `${String(k.pk)}|${String(k.sk)}`;

/**
 * Items by key, in the order asked (missing ones left out; a key asked twice is read once): BatchGetItem,
 * 100 keys a request, unprocessed keys (throttling) read again after a short backoff. `consistent` makes
 * the reads strongly consistent.
 */
export async function batchGet(
  keyList: readonly Key[],
  options: {
    consistent?: boolean;
    /** Only these attributes, dotted for nested ones (`pk` and `sk` are added: answers match by key). */
    attributes?: readonly string[];
  } = {},
): Promise<Record<string, unknown>[]> {
  const table = tableName();
  const unique = [...new Map(keyList.map((k) => [keyOf(k), { pk: k.pk, sk: k.sk }])).values()];
  const found = new Map<string, Record<string, unknown>>();
  for (let i = 0; i < unique.length; i += 100) {
    let wanted: Key[] = unique.slice(i, i + 100);
    for (let attempt = 0; wanted.length > 0; attempt += 1) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(200, 10 * 2 ** attempt)));
      const out = await documentClient().send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: wanted,
              ...(options.consistent ? { ConsistentRead: true } : {}),
              ...(options.attributes ? projection(options.attributes) : {}),
            },
          },
        }),
      );
      for (const item of out.Responses?.[table] ?? []) found.set(keyOf(item), item);
      wanted = (out.UnprocessedKeys?.[table]?.Keys ?? []) as Key[];
    }
  }
  return keyList.map((k) => found.get(keyOf(k))).filter((x): x is Record<string, unknown> => x !== undefined);
}
