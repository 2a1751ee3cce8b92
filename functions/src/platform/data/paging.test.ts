import type { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { documentClient, queryAll, queryNewest, queryPages, resetDocumentClient } from './client';

type Item = Record<string, unknown>;

beforeAll(() => {
  process.env.TABLE_NAME = 'paging-test';
  process.env.USER_POOL_ID = 'local_paging';
  process.env.USER_POOL_CLIENT_ID = 'paging';
});
afterEach(() => resetDocumentClient());

/**
 * A partition of `total` items answered in pages of at most `pageSize` (and at most the Query's Limit),
 * as DynamoDB does; records each Query's input.
 */
function fakePartition(total: number, pageSize: number) {
  const all: Item[] = Array.from({ length: total }, (_, i) => ({
    pk: 'P',
    sk: `S${String(i).padStart(3, '0')}`,
  }));
  const inputs: QueryCommand['input'][] = [];
  const client = documentClient();
  client.send = ((command: QueryCommand) => {
    inputs.push(command.input);
    const from = command.input.ExclusiveStartKey
      ? all.findIndex((i) => i.sk === command.input.ExclusiveStartKey!.sk) + 1
      : 0;
    const size = Math.min(pageSize, command.input.Limit ?? Infinity);
    const items = all.slice(from, from + size);
    const more = from + size < all.length;
    return Promise.resolve({ Items: items, ...(more ? { LastEvaluatedKey: items[items.length - 1] } : {}) });
  }) as typeof client.send;
  return { all, inputs };
}

describe('queryPages', () => {
  it('reads every page in order, each from the key where the last one stopped, on the one table', async () => {
    const { all, inputs } = fakePartition(7, 3);
    const pages = [];
    for await (const page of queryPages({ KeyConditionExpression: 'pk = :p' })) pages.push(page);
    expect(pages.map((p) => p.items)).toEqual([all.slice(0, 3), all.slice(3, 6), all.slice(6)]);
    expect(pages.map((p) => p.lastKey)).toEqual([all[2], all[5], undefined]);
    expect(inputs.map((i) => [i.TableName, i.ExclusiveStartKey])).toEqual([
      ['paging-test', undefined],
      ['paging-test', all[2]],
      ['paging-test', all[5]],
    ]);
  });

  it('reads no further page once the caller stops, and starts from a given key', async () => {
    const { all, inputs } = fakePartition(10, 2);
    for await (const page of queryPages({ KeyConditionExpression: 'pk = :p' }, { startKey: all[3]! })) {
      expect(page.items).toEqual(all.slice(4, 6));
      break;
    }
    expect(inputs).toHaveLength(1);
    expect(inputs[0]!.ExclusiveStartKey).toEqual(all[3]);
  });

  it('asks each page for the Limit pageLimit gives from the items read so far', async () => {
    const { inputs } = fakePartition(10, 3);
    const pages = queryPages(
      { KeyConditionExpression: 'pk = :p', Limit: 50 },
      { pageLimit: (read) => Math.max(1, 8 - read) },
    );
    let read = 0;
    for await (const page of pages) read += page.items.length;
    expect(read).toBe(10);
    expect(inputs.map((i) => i.Limit)).toEqual([8, 5, 2, 1, 1]);
  });
});

describe('queryAll', () => {
  it('returns every item over all pages', async () => {
    const { all, inputs } = fakePartition(25, 10);
    expect(await queryAll({ KeyConditionExpression: 'pk = :p' })).toEqual(all);
    expect(inputs).toHaveLength(3);
  });

  it('stops reading pages once max items are in hand and returns exactly max', async () => {
    const { all, inputs } = fakePartition(25, 10);
    expect(await queryAll({ KeyConditionExpression: 'pk = :p' }, 15)).toEqual(all.slice(0, 15));
    expect(inputs).toHaveLength(2);
  });

  it('with a Limit and a max, asks a later page only for the items still missing', async () => {
    const { all, inputs } = fakePartition(25, 4);
    expect(await queryAll({ KeyConditionExpression: 'pk = :p', Limit: 10 }, 10)).toEqual(all.slice(0, 10));
    expect(inputs.map((i) => i.Limit)).toEqual([10, 6, 2]);
  });

  it('answers an empty partition with no items after one Query', async () => {
    const { inputs } = fakePartition(0, 10);
    expect(await queryAll({ KeyConditionExpression: 'pk = :p' })).toEqual([]);
    expect(inputs).toHaveLength(1);
  });
});

describe('queryNewest', () => {
  it('reads an index partition newest first, up to limit items over pages', async () => {
    const { all, inputs } = fakePartition(9, 4);
    expect(await queryNewest('gsi2', 'P', 6)).toEqual(all.slice(0, 6));
    expect(inputs.map((i) => [i.IndexName, i.KeyConditionExpression, i.ScanIndexForward, i.Limit])).toEqual([
      ['gsi2', 'gsi2pk = :p', false, 6],
      ['gsi2', 'gsi2pk = :p', false, 2],
    ]);
  });
});
