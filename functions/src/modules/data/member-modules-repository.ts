import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type {
  MemberModuleRecord,
  MemberModulesRepository,
  ModuleWrite,
  StoredModule,
} from '../module-records';
import type { AuditEvent } from '../../members/ports';
import { AppError } from '../../platform/errors';
import { msg } from '@circles/shared/messages/modules';
import { auditItem } from '../../platform/data/audit-repository';
import {
  documentClient,
  putItem,
  putNew,
  queryNewest,
  recordOf,
  tableName,
  type TransactItem,
} from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { cancelledItem } from './module-templates-repository';
import { counterItems, reportRoundItem } from '../../reports/data/reports-repository';
import { seriesCompletenessItem } from '../../series/data/series-repository';
import { staleVersion, versionedUpdateInput } from '../../platform/data/versioned';
import { followupOpeningItems } from '../../followups/data/items';
import { storedType } from '../../platform/data/stored-types';

/** One item of a DynamoDB transaction (the document client's shape). */

function metaItem(m: MemberModuleRecord) {
  return {
    ...keys.memberModule(m.id),
    ...keys.memberModuleByMember(m.patientId, m.createdAt, m.id),
    ...keys.memberModuleInAll(m.createdAt, m.id),
    ...(m.memberCollection ? keys.memberModuleBySeries(m.memberCollection, m.createdAt, m.id) : {}),
    type: storedType.memberModule,
    ...m,
  };
}

const metaFromItem = (i: Record<string, unknown>): MemberModuleRecord => recordOf<MemberModuleRecord>(i);

function answersItem(id: string, answers: NonNullable<ModuleWrite['answers']>) {
  return { ...keys.memberModuleAnswers(id), type: storedType.memberModuleAnswers, ...answers };
}

/**
 * The items of one member-module write, as ONE transaction: the summary's versioned update (with the
 * lock condition), the answers item, and the audit event. Later issues plug in here by passing
 * `extra` items built from the same `write` (all succeed or none):
 * - issue 9 (series instances): an Update of the series instance's completeness and its module list;
 * - the precomputed report round of that series instance (shared/reports) as a Put;
 * - the dashboard counters (modules started/completed/approved per facility) as ADD Updates.
 * DynamoDB allows 100 items per transaction; the base write uses 3.
 */
export function memberModuleWriteItems(
  write: ModuleWrite,
  extra: readonly TransactItem[] = [],
): TransactItem[] {
  const id = write.before.id;
  const update = versionedUpdateInput(keys.memberModule(id), write.before.version, write.set, write.at);
  update.ExpressionAttributeNames['#approved'] = 'approved';
  update.ExpressionAttributeValues[':no'] = false;
  let condition = `${update.ConditionExpression} AND #approved = :no`;
  if (write.unlocked === 'answers') {
    update.ExpressionAttributeNames['#completed'] = 'completed';
    condition += ' AND #completed = :no';
  }
  return [
    { Update: { ...update, ConditionExpression: condition, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
    ...(write.answers ? [putItem(answersItem(id, write.answers))] : []),
    putItem(auditItem(write.audit)),
    ...extra,
  ];
}

async function queryMeta(index: 'gsi1' | 'gsi2' | 'gsi3', partition: string, limit: number) {
  return (await queryNewest(index, partition, limit)).map(metaFromItem);
}

function templateUses(templateId: string, by: number, table: string): TransactItem {
  return {
    Update: {
      TableName: table,
      Key: keys.moduleTemplate(templateId),
      UpdateExpression: 'ADD #uses :by',
      ConditionExpression:
        by > 0
          ? 'attribute_exists(pk) AND (attribute_not_exists(#archived) OR #archived = :no)'
          : 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#uses': 'useCount', ...(by > 0 ? { '#archived': 'archived' } : {}) },
      ExpressionAttributeValues: { ':by': by, ...(by > 0 ? { ':no': false } : {}) },
    },
  };
}

/** Member modules over DynamoDB: a partition per module (META, DEFINITION, ANSWERS), META indexed. */
export const dynamoMemberModulesRepository: MemberModulesRepository = {
  async get(id) {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :p',
        ExpressionAttributeValues: { ':p': keys.memberModulePartition(id) },
        ConsistentRead: true,
      }),
    );
    const bySk = new Map((out.Items ?? []).map((i) => [i.sk as string, i]));
    const meta = bySk.get('META');
    if (!meta) return undefined;
    const answers = bySk.get('ANSWERS');
    const stored: StoredModule = {
      meta: metaFromItem(meta),
      surveyJSON: (bySk.get('DEFINITION')?.surveyJSON as StoredModule['surveyJSON'] | undefined) ?? {},
      responseJSON: (answers?.responseJSON as StoredModule['responseJSON'] | undefined) ?? {},
      ...(answers?.previousResponseJSON
        ? { previousResponseJSON: answers.previousResponseJSON as StoredModule['responseJSON'] }
        : {}),
    };
    return stored;
  },

  listByMember: (memberId, limit) => queryMeta('gsi1', keys.memberModulesOf(memberId), limit),
  listAll: (limit) => queryMeta('gsi2', keys.allMemberModules(), limit),
  listBySeries: (seriesInstanceId, limit) =>
    queryMeta('gsi3', keys.memberModulesOfSeries(seriesInstanceId), limit),

  async start(module: StoredModule, audit: AuditEvent) {
    const table = tableName();
    const id = module.meta.id;
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            putNew(metaItem(module.meta)),
            {
              Put: {
                TableName: table,
                Item: {
                  ...keys.memberModuleDefinition(id),
                  type: storedType.memberModuleDefinition,
                  surveyJSON: module.surveyJSON,
                },
              },
            },
            putItem(answersItem(id, { responseJSON: module.responseJSON })),
            templateUses(module.meta.templateId, 1, table),
            putItem(auditItem(audit)),
          ],
        }),
      );
    } catch (err) {
      if (cancelledItem(err)?.failed[3])
        throw new AppError('NOT_FOUND', msg('modules.api.templateNotFound'), {
          code: 'TEMPLATE_NOT_FOUND',
          cause: err,
        });
      throw err;
    }
  },

  async write(write) {
    try {
      // The series instance's item stays LAST: a failure there is told apart below (SERIES_STALE).
      const extra = write.series
        ? [
            ...(write.report?.round ? [reportRoundItem(write.report.round)] : []),
            ...(write.report?.counters ? counterItems(write.report.counters) : []),
            // Issue 24: follow-ups of the round's new findings; their index item is the first of them.
            ...(write.report?.followups ? followupOpeningItems(write.report.followups) : []),
            seriesCompletenessItem(write.series.before, write.series.set, write.at),
          ]
        : [];
      await documentClient().send(
        new TransactWriteCommand({ TransactItems: memberModuleWriteItems(write, extra) }),
      );
    } catch (err) {
      const cancelled = cancelledItem(err);
      // The series instance changed since it was read (another chapter saved): the caller retries.
      if (write.series && cancelled?.failed[cancelled.failed.length - 1] && !cancelled.failed[0])
        throw new AppError('CONFLICT', 'The series changed.', { code: 'SERIES_STALE', cause: err });
      // The member's open findings moved (another save opened a follow-up meanwhile): read again too.
      if (write.report?.followups && cancelled && !cancelled.failed[0] && cancelled.failed.some(Boolean))
        throw new AppError('CONFLICT', 'The series changed.', { code: 'SERIES_STALE', cause: err });
      if (cancelled?.failed[0]) {
        const old = cancelled.item;
        if (!old) throw new AppError('NOT_FOUND', msg('modules.api.notFound'), { cause: err });
        if (old.version !== write.before.version) throw staleVersion(err);
        throw new AppError('CONFLICT', msg('modules.api.locked'), { code: 'MODULE_LOCKED', cause: err });
      }
      throw err;
    }
    return { ...write.before, ...write.set, updatedAt: write.at, version: write.before.version + 1 };
  },

  async remove(meta, audit, series) {
    const table = tableName();
    const parts = [
      keys.memberModule(meta.id),
      keys.memberModuleDefinition(meta.id),
      keys.memberModuleAnswers(meta.id),
    ];
    const items = (withTemplate: boolean): TransactItem[] => [
      ...parts.map((Key, i) => ({
        Delete: {
          TableName: table,
          Key,
          ...(i === 0 ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
        },
      })),
      ...(withTemplate ? [templateUses(meta.templateId, -1, table)] : []),
      putItem(auditItem(audit)),
      // Last: the series instance losing this chapter (issue 9), versioned on the instance.
      ...(series ? [seriesCompletenessItem(series.before, series.set, series.at)] : []),
    ];
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items(true) }));
    } catch (err) {
      const cancelled = cancelledItem(err);
      if (cancelled?.failed[0]) throw new AppError('NOT_FOUND', msg('modules.api.notFound'), { cause: err });
      if (series && cancelled?.failed[cancelled.failed.length - 1])
        throw new AppError('CONFLICT', 'The series changed.', { code: 'SERIES_STALE', cause: err });
      // A template removed before use counts existed (older data) has nothing left to count down.
      if (!cancelled?.failed[3]) throw err;
      await documentClient().send(new TransactWriteCommand({ TransactItems: items(false) }));
    }
  },
};
