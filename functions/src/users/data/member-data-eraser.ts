import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { MemberModuleRecord } from '../../modules/module-records';
import { documentClient, queryAll, recordOf, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import type { TransactItem } from '../../platform/data/client';
import { counterItems } from '../../reports/data/reports-repository';
import { versionedUpdateInput } from '../../platform/data/versioned';
import { eraseFollowupsOf } from '../../followups/data/eraser';

type Item = Record<string, unknown>;

/** Which items of a cancelled transaction failed their condition (kept local: the users bundle stays small). */
function cancelledItem(err: unknown): { failed: boolean[] } | undefined {
  if (!(err instanceof TransactionCanceledException)) return undefined;
  return { failed: (err.CancellationReasons ?? []).map((r) => r.Code === 'ConditionalCheckFailed') };
}

/**
 * A member's module summaries, newest first, at most `limit` (one Query of the member's index
 * partition): the profile's `memberSurveys`, without loading the modules area's repository.
 */
export async function memberModulesOf(memberId: string, limit: number): Promise<MemberModuleRecord[]> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': keys.memberModulesOf(memberId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((i) => recordOf<MemberModuleRecord>(i));
}

/** Every item of one index partition (all pages), keys included. */
function queryPartition(index: 'gsi1', partition: string): Promise<Item[]> {
  return queryAll({
    IndexName: index,
    KeyConditionExpression: `${index}pk = :p`,
    ExpressionAttributeValues: { ':p': partition },
  });
}

/** A count kept on a template, moved down by one only while the template still exists. */
function countDown(key: { pk: string; sk: string }, attribute: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: key,
      UpdateExpression: 'ADD #n :minus',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#n': attribute },
      ExpressionAttributeValues: { ':minus': -1 },
    },
  };
}

/**
 * Deletes `items` (with unconditional `extra` updates: the dashboard counters) and the template count
 * in ONE transaction; when only the count's guard failed (the template is gone), the rest runs alone.
 * The deletes carry no condition, so a retried erase (after a failure part way) finishes the work.
 */
async function deleteWithCount(
  deletes: { pk: string; sk: string }[],
  count: TransactItem,
  extra: TransactItem[] = [],
): Promise<void> {
  const table = tableName();
  const items = [...deletes.map((Key): TransactItem => ({ Delete: { TableName: table, Key } })), ...extra];
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: [...items, count] }));
  } catch (err) {
    if (!cancelledItem(err)?.failed[items.length]) throw err;
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  }
}

/** Every item of one base-table partition (all pages), keys only. */
async function keysOfPartition(pk: string): Promise<{ pk: string; sk: string }[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :p',
    ExpressionAttributeValues: { ':p': pk },
    ProjectionExpression: 'pk, sk',
  });
  return items.map((i) => ({ pk: String(i.pk), sk: String(i.sk) }));
}

/**
 * Takes the user off a series template's memberList: the listing item and the template's versioned
 * update in one transaction, read again and retried when another change came between.
 */
async function unlist(seriesTemplateId: string, userId: string): Promise<void> {
  const table = tableName();
  for (let attempt = 0; ; attempt++) {
    const out = await documentClient().send(
      new GetCommand({ TableName: table, Key: keys.seriesTemplate(seriesTemplateId), ConsistentRead: true }),
    );
    const listing = keys.seriesListing(seriesTemplateId, userId);
    const remove: TransactItem = { Delete: { TableName: table, Key: { pk: listing.pk, sk: listing.sk } } };
    const template = out.Item as { version: number; memberList?: string[] } | undefined;
    const items: TransactItem[] = template
      ? [
          remove,
          {
            Update: versionedUpdateInput(keys.seriesTemplate(seriesTemplateId), template.version, {
              memberList: (template.memberList ?? []).filter((u) => u !== userId),
            }),
          },
        ]
      : [remove];
    try {
      await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (err) {
      if (attempt >= 4 || !cancelledItem(err)?.failed[1]) throw err;
    }
  }
}

/**
 * The eraser of a deleted user's health data (`DELETE /api/users/{id}`): every member module of the
 * member (its summary, definition and answers, with its module template's use count) and every series
 * instance of the member (with its series template's instance count). Each module or instance goes in
 * its own transaction; the list is read again on a retry, so what is gone is not counted twice. The
 * user also leaves every series template's memberList (assign/member).
 * Each instance leaves the dashboard counters in the same transaction, as instance delete does
 * (issue 11): completed or in progress, and by type, in total and in the member's facility. The
 * active-users count moves with the profile's own delete (people repository `deleteProfile`).
 * Then the member's precomputed report rounds (their one partition `REPORTS#MEMBER#id`, with their
 * completed-report index entries) are deleted. The audit keeps the `user.delete` event only (ids, no
 * content).
 */
export async function eraseMemberDataOf(userId: string): Promise<{ modules: number; series: number }> {
  const modules = (await queryPartition(
    'gsi1',
    keys.memberModulesOf(userId),
  )) as unknown as MemberModuleRecord[];
  for (const m of modules) {
    await deleteWithCount(
      [keys.memberModule(m.id), keys.memberModuleDefinition(m.id), keys.memberModuleAnswers(m.id)],
      countDown(keys.moduleTemplate(m.templateId), 'useCount'),
    );
  }
  const instances = (await queryPartition('gsi1', keys.seriesInstancesOf(userId))) as unknown as {
    id: string;
    collectionTemplate: string;
    collectionName: string;
    complete?: boolean;
  }[];
  const profile = instances.length
    ? (
        await documentClient().send(
          new GetCommand({ TableName: tableName(), Key: keys.user(userId), ConsistentRead: true }),
        )
      ).Item
    : undefined;
  const facilityId = (profile?.facilityId as string | null | undefined) ?? null;
  for (const s of instances) {
    await deleteWithCount(
      [keys.seriesInstance(s.id)],
      countDown(keys.seriesTemplate(s.collectionTemplate), 'memberCollectionCount'),
      counterItems({
        facilityId,
        ...(s.complete ? { completed: -1 } : { inProgress: -1 }),
        byType: {
          templateId: s.collectionTemplate,
          name: s.collectionName,
          delta: -1,
        },
      }),
    );
  }
  const listings = await queryPartition('gsi1', keys.seriesListingsOf(userId));
  for (const l of listings) await unlist(String(l.gsi1sk), userId);
  const rounds = await keysOfPartition(keys.reportRoundsOf(userId));
  for (let i = 0; i < rounds.length; i += 25) {
    const table = tableName();
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: rounds
          .slice(i, i + 25)
          .map((Key): TransactItem => ({ Delete: { TableName: table, Key } })),
      }),
    );
  }
  await eraseFollowupsOf(userId); // issue 24: their follow-ups, notes and history included
  return { modules: modules.length, series: instances.length };
}
