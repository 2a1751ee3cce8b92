import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ProjectRecord, ProjectsRepository, WorkbookRecord } from '../project-records';
import { auditItem } from '../../platform/data/audit-repository';
import { batchGet, documentClient, putItem, putNew, recordOf, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import type { TransactItem } from '../../platform/data/client';
import { cancelledItem } from '../../modules/data/module-templates-repository';
import { staleVersion, versionedUpdateInput } from '../../platform/data/versioned';
import { storedType } from '../../platform/data/stored-types';

type Item = Record<string, unknown>;

const strip = <R>(i: Item): R => recordOf<R>(i);

async function query(index: 'gsi1' | 'gsi2' | undefined, partition: string, limit: number): Promise<Item[]> {
  const field = index ? `${index}pk` : 'pk';
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      ...(index ? { IndexName: index } : {}),
      KeyConditionExpression: `${field} = :p`,
      ExpressionAttributeValues: { ':p': partition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return out.Items ?? [];
}

async function getItem(key: { pk: string; sk: string }): Promise<Item | undefined> {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return out.Item;
}

async function send(items: TransactItem[]): Promise<void> {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (err) {
    if (cancelledItem(err)?.failed.some(Boolean)) throw staleVersion(err);
    throw err;
  }
}

/** Projects and workbooks over DynamoDB (keys.ts). */
export const dynamoProjectsRepository: ProjectsRepository = {
  async getProject(id) {
    const i = await getItem(keys.project(id));
    return i ? strip<ProjectRecord>(i) : undefined;
  },
  async listProjects(limit) {
    return (await query('gsi1', keys.projectsList(), limit)).map((i) => strip<ProjectRecord>(i));
  },
  async write(change, at, audits) {
    const table = tableName();
    const items: TransactItem[] = [];
    if (change.create)
      items.push(
        putNew({
          ...keys.project(change.create.id),
          ...keys.projectInList(change.create.createdAt, change.create.id),
          type: storedType.project,
          ...change.create,
        }),
      );
    if (change.remove)
      items.push({
        Delete: {
          TableName: table,
          Key: keys.project(change.remove.id),
          ConditionExpression: '#v = :v',
          ExpressionAttributeNames: { '#v': 'version' },
          ExpressionAttributeValues: { ':v': change.remove.version },
        },
      });
    for (const c of change.projects ?? [])
      items.push({ Update: versionedUpdateInput(keys.project(c.before.id), c.before.version, c.set, at) });
    for (const c of change.series ?? [])
      items.push({
        Update: versionedUpdateInput(keys.seriesTemplate(c.before.id), c.before.version, c.set, at),
      });
    for (const a of audits) items.push(putItem(auditItem(a)));
    await send(items);
  },
  async getWorkbook(id) {
    const i = await getItem(keys.workbook(id));
    return i ? strip<WorkbookRecord>(i) : undefined;
  },
  async listWorkbooks(limit) {
    return (await query('gsi1', keys.workbooksList(), limit)).map((i) => strip<WorkbookRecord>(i));
  },
  async listWorkbooksBy(userId, limit) {
    return (await query('gsi2', keys.workbooksBy(userId), limit)).map((i) => strip<WorkbookRecord>(i));
  },
  async listDefaultWorkbooks(userId, limit) {
    const ids = (await query(undefined, keys.defaultWorkbooksOf(userId), limit)).map((i) => String(i.sk));
    if (ids.length === 0) return [];
    return (await batchGet(ids.map((id) => keys.workbook(id))))
      .map((i) => strip<WorkbookRecord>(i))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },
  async createWorkbook(record, audit) {
    await send([
      putNew({
        ...keys.workbook(record.id),
        ...keys.workbookIndexes(record.createdBy, record.createdAt, record.id),
        type: storedType.workbook,
        ...record,
      }),
      putItem(auditItem(audit)),
    ]);
  },
  async setDefaults(pairs, at, audits) {
    const fresh: typeof pairs = [];
    for (const p of pairs) if (!(await getItem(keys.defaultWorkbook(p.userId, p.workbookId)))) fresh.push(p);
    if (fresh.length === 0) return 0;
    await send([
      ...fresh.map((p): TransactItem => ({
        Put: {
          TableName: tableName(),
          Item: {
            ...keys.defaultWorkbook(p.userId, p.workbookId),
            type: storedType.defaultWorkbook,
            assignedBy: p.by,
            at,
          },
        },
      })),
      ...audits.map((a): TransactItem => putItem(auditItem(a))),
    ]);
    return fresh.length;
  },
};
