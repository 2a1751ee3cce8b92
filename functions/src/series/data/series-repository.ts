import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEvent } from '../../members/ports';
import type {
  NewChapter,
  SeriesInstanceRecord,
  SeriesRepository,
  SeriesTemplateRecord,
} from '../series-records';
import type { MemberModuleRecord } from '../../modules/module-records';
import { AppError } from '../../platform/errors';
import type { CounterDelta } from '../../reports/dashboards';
import { reportKindOf } from '../../reports/reports';
import { counterItems, reportRoundDelete } from '../../reports/data/reports-repository';
import { MAX_TRANSACTION_ITEMS } from '@circles/shared/schemas/series';
import { auditItem } from '../../platform/data/audit-repository';
import {
  batchGet,
  documentClient,
  putItem,
  putNew,
  queryNewest,
  recordOf,
  tableName,
} from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { getSeriesTemplate } from './series-template-read';
import type { TransactItem } from '../../platform/data/client';
import { cancelledItem } from '../../modules/data/module-templates-repository';
import { staleVersion, versionedUpdateInput } from '../../platform/data/versioned';
import { storedType } from '../../platform/data/stored-types';

type Item = Record<string, unknown>;

function strip(i: Item): Item {
  return recordOf<Item>(i);
}

function templateItem(r: SeriesTemplateRecord) {
  return {
    ...keys.seriesTemplate(r.id),
    ...keys.seriesTemplateInList(r.archived, r.createdAt, r.id),
    type: storedType.seriesTemplate,
    ...r,
  };
}

function instanceItem(r: SeriesInstanceRecord) {
  return {
    ...keys.seriesInstance(r.id),
    ...keys.seriesInstanceIndexes(r.member, r.createdAt, r.id),
    type: storedType.seriesInstance,
    ...r,
  };
}

const query = (index: 'gsi1' | 'gsi2', partition: string, limit: number): Promise<Item[]> =>
  queryNewest(index, partition, limit);

/** Series templates and instances over DynamoDB (keys.ts); every multi-item change is one transaction. */
export const dynamoSeriesRepository: SeriesRepository = {
  getTemplate: (id: string) => getSeriesTemplate(id),

  async listTemplates(limit: number): Promise<SeriesTemplateRecord[]> {
    return (await query('gsi1', keys.seriesTemplatesList(), limit)).map(
      (i) => strip(i) as unknown as SeriesTemplateRecord,
    );
  },

  /** The series templates listing `userId`, newest first, archived ones left out. */
  async listTemplatesListing(userId: string, limit: number): Promise<SeriesTemplateRecord[]> {
    const ids = (await query('gsi1', keys.seriesListingsOf(userId), limit)).map((i) => String(i.gsi1sk));
    const records = (await batchGet(ids.map((id) => keys.seriesTemplate(id)))).map(
      (i) => strip(i) as unknown as SeriesTemplateRecord,
    );
    return records.filter((r) => !r.archived).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  },

  async createTemplate(r: SeriesTemplateRecord, audit: AuditEvent): Promise<void> {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [putNew(templateItem(r)), putItem(auditItem(audit))],
      }),
    );
  },

  /**
   * Adds users to a template's memberList: the versioned update and one listing item per new user, in
   * one transaction (stale → 409).
   */
  async addListed(
    before: SeriesTemplateRecord,
    added: string[],
    set: Item,
    at: string,
    audits: readonly AuditEvent[],
  ) {
    const update = versionedUpdateInput(keys.seriesTemplate(before.id), before.version, set, at);
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: update },
            ...added.map((u) =>
              putItem({ ...keys.seriesListing(before.id, u), type: storedType.seriesListing }),
            ),
            ...audits.map((a) => putItem(auditItem(a))),
          ],
        }),
      );
    } catch (err) {
      if (cancelledItem(err)?.failed[0]) throw staleVersion(err);
      throw err;
    }
  },

  /** Removes an unused template (and its listing items), or archives it when instances exist. */
  async removeTemplate(before: SeriesTemplateRecord, at: string, audit: AuditEvent): Promise<boolean> {
    // Removing deletes a listing item per user, in one transaction of at most 100 items (with the
    // template and the audit event); a template listing more users is archived instead.
    const archived = before.memberCollectionCount > 0 || before.memberList.length > MAX_TRANSACTION_ITEMS - 2;
    const key = keys.seriesTemplate(before.id);
    const items: TransactItem[] = archived
      ? [
          {
            Update: {
              ...versionedUpdateInput(key, before.version, { archived: true }, at),
            },
          },
        ]
      : [
          {
            Delete: {
              TableName: tableName(),
              Key: key,
              ConditionExpression: '#v = :v AND #n = :zero',
              ExpressionAttributeNames: { '#v': 'version', '#n': 'memberCollectionCount' },
              ExpressionAttributeValues: { ':v': before.version, ':zero': 0 },
            },
          },
          ...before.memberList.map((u) => {
            const { pk, sk } = keys.seriesListing(before.id, u);
            return { Delete: { TableName: tableName(), Key: { pk, sk } } };
          }),
        ];
    if (archived) {
      // Archived templates leave the list: move the index entry.
      const u = items[0]!.Update!;
      u.UpdateExpression += ', gsi1pk = :arch';
      u.ExpressionAttributeValues = {
        ...u.ExpressionAttributeValues,
        ':arch': keys.seriesTemplatesList(true),
      };
    }
    try {
      await documentClient().send(
        new TransactWriteCommand({ TransactItems: [...items, putItem(auditItem(audit))] }),
      );
    } catch (err) {
      if (cancelledItem(err)?.failed[0]) throw staleVersion(err);
      throw err;
    }
    return archived;
  },

  async getInstance(id: string): Promise<SeriesInstanceRecord | undefined> {
    const out = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.seriesInstance(id), ConsistentRead: true }),
    );
    return out.Item ? (strip(out.Item) as unknown as SeriesInstanceRecord) : undefined;
  },

  async listInstancesOf(memberId: string, limit: number): Promise<SeriesInstanceRecord[]> {
    return (await query('gsi1', keys.seriesInstancesOf(memberId), limit)).map(
      (i) => strip(i) as unknown as SeriesInstanceRecord,
    );
  },

  async listAllInstances(limit: number): Promise<SeriesInstanceRecord[]> {
    return (await query('gsi2', keys.allSeriesInstances(), limit)).map(
      (i) => strip(i) as unknown as SeriesInstanceRecord,
    );
  },

  /** Module summaries of an instance, in its chapter order. */
  async chapters(ids: string[]): Promise<MemberModuleRecord[]> {
    return (await batchGet(ids.map((id) => keys.memberModule(id)))).map(
      (i) => ({ memberCollection: null, ...strip(i) }) as unknown as MemberModuleRecord,
    );
  },

  /**
   * Starts an instance: the instance, each chapter's three items, each module template's use count
   * and the series template's instance count, with the audit event, in ONE transaction. 404 when the
   * series or a module template is missing or archived.
   */
  async startInstance(
    instance: SeriesInstanceRecord,
    chapters: NewChapter[],
    audit: AuditEvent,
    counters?: CounterDelta,
  ): Promise<void> {
    const table = tableName();
    const items: TransactItem[] = [
      putNew(instanceItem(instance)),
      ...(counters ? counterItems(counters) : []),
      {
        Update: {
          TableName: table,
          Key: keys.seriesTemplate(instance.collectionTemplate),
          UpdateExpression: 'ADD #n :one',
          ConditionExpression: 'attribute_exists(pk) AND #a = :no',
          ExpressionAttributeNames: { '#n': 'memberCollectionCount', '#a': 'archived' },
          ExpressionAttributeValues: { ':one': 1, ':no': false },
        },
      },
    ];
    for (const c of chapters) {
      const m = c.meta;
      items.push(
        putNew({
          ...keys.memberModule(m.id),
          ...keys.memberModuleByMember(m.patientId, m.createdAt, m.id),
          ...keys.memberModuleInAll(m.createdAt, m.id),
          ...keys.memberModuleBySeries(instance.id, m.createdAt, m.id),
          type: storedType.memberModule,
          ...m,
        }),
        putItem({
          ...keys.memberModuleDefinition(m.id),
          type: storedType.memberModuleDefinition,
          surveyJSON: c.surveyJSON,
        }),
        putItem({
          ...keys.memberModuleAnswers(m.id),
          type: storedType.memberModuleAnswers,
          responseJSON: {},
        }),
        {
          Update: {
            TableName: table,
            Key: keys.moduleTemplate(m.templateId),
            UpdateExpression: 'ADD #uses :one',
            ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#a) OR #a = :no)',
            ExpressionAttributeNames: { '#uses': 'useCount', '#a': 'archived' },
            ExpressionAttributeValues: { ':one': 1, ':no': false },
          },
        },
      );
    }
    items.push(putItem(auditItem(audit)));
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    } catch (err) {
      if (cancelledItem(err)?.failed.some(Boolean))
        throw new AppError('NOT_FOUND', 'Not found.', { code: 'SERIES_NOT_FOUND', cause: err });
      throw err;
    }
  },

  /**
   * Removes an instance and its chapters (the domain checked none has answers), conditioned on each
   * chapter still being at 0 and the instance's version, with the counts, in one transaction.
   */
  async removeInstance(
    before: SeriesInstanceRecord,
    chapters: MemberModuleRecord[],
    audit: AuditEvent,
    counters?: CounterDelta,
  ): Promise<void> {
    const table = tableName();
    const kind = reportKindOf(before.collectionName);
    const items: TransactItem[] = [
      ...(counters ? counterItems(counters) : []),
      ...(kind ? [reportRoundDelete(before.member, kind, before.id)] : []),
      {
        Delete: {
          TableName: table,
          Key: keys.seriesInstance(before.id),
          ConditionExpression: '#v = :v',
          ExpressionAttributeNames: { '#v': 'version' },
          ExpressionAttributeValues: { ':v': before.version },
        },
      },
      {
        Update: {
          TableName: table,
          Key: keys.seriesTemplate(before.collectionTemplate),
          UpdateExpression: 'ADD #n :minus',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#n': 'memberCollectionCount' },
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
    ];
    for (const m of chapters) {
      items.push(
        {
          Delete: {
            TableName: table,
            Key: keys.memberModule(m.id),
            ConditionExpression: '#c = :zero',
            ExpressionAttributeNames: { '#c': 'completeness' },
            ExpressionAttributeValues: { ':zero': 0 },
          },
        },
        { Delete: { TableName: table, Key: keys.memberModuleDefinition(m.id) } },
        { Delete: { TableName: table, Key: keys.memberModuleAnswers(m.id) } },
        {
          Update: {
            TableName: table,
            Key: keys.moduleTemplate(m.templateId),
            UpdateExpression: 'ADD #uses :minus',
            ExpressionAttributeNames: { '#uses': 'useCount' },
            ExpressionAttributeValues: { ':minus': -1 },
          },
        },
      );
    }
    items.push(putItem(auditItem(audit)));
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
    } catch (err) {
      if (cancelledItem(err)?.failed.some(Boolean))
        throw new AppError(
          'CONFLICT',
          'This record was changed by someone else. Please refresh and try again.',
          {
            code: 'STALE_VERSION',
            cause: err,
          },
        );
      throw err;
    }
  },
};

/**
 * The Update of an instance's completeness that a module save adds to its own transaction
 * (memberModuleWriteItems' `extra`): versioned on the instance as read, so a concurrent save of
 * another chapter makes this one retry instead of writing a figure computed from stale data.
 */
export function seriesCompletenessItem(before: SeriesInstanceRecord, set: Item, at: string): TransactItem {
  return {
    Update: versionedUpdateInput(
      keys.seriesInstance(before.id),
      before.version,
      withCompletion(before, set, at),
      at,
    ),
  };
}

/**
 * The instance becoming complete (issue 12, scheduled exports): it gets `completedAt` and a place in
 * the completions index (gsi3), so the export job finds it with a Query. An instance that falls back
 * below complete keeps both (the job checks `complete` when it reads it); completing it again moves
 * `completedAt`, so that completion is exported too.
 */
function withCompletion(before: SeriesInstanceRecord, set: Item, at: string): Item {
  if (set.complete !== true || before.complete) return set;
  return { ...set, completedAt: at, ...keys.seriesInstanceCompleted(at, before.id) };
}
