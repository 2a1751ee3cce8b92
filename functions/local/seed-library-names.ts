import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { missingFrench } from '@circles/shared/instruments/french';
import { instrumentLibrary, moduleTemplates, templateNameFr } from '@circles/shared/instruments/library';
import type { NamedRef } from '@circles/shared/schemas/series';
import { documentClient, queryAll, tableName } from '../src/platform/data/client';
import { keys, type TableKey } from '../src/platform/data/keys';
import { reportKindOf } from '../src/reports/reports';

/*
 * Issue 25: the French names of a local table seeded before templates and series had them. The library
 * templates and series, the member modules and series instances started from them (the names they copied
 * at start) and the instances' report rounds get the library's French name, only where they have none
 * and still carry the library's English name: a French name an Admin wrote (or cleared) and a name an
 * Admin changed are left as they are. Every template without its count of texts lacking French gets it
 * (the list's 'French missing' flag). These are copies and counts, not edits: no version moves.
 */

/** Sets `attribute` on the item at `key` when it exists, has no such attribute and `where` holds. */
async function setWhereAbsent(
  key: TableKey,
  attribute: string,
  value: unknown,
  where?: { attribute: string; equals: unknown },
): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET #a = :v',
        ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(#a)${where ? ' AND #w = :w' : ''}`,
        ExpressionAttributeNames: { '#a': attribute, ...(where ? { '#w': where.attribute } : {}) },
        ExpressionAttributeValues: { ':v': value, ...(where ? { ':w': where.equals } : {}) },
      }),
    );
    return true;
  } catch (err) {
    if (err instanceof Error && err.name === 'ConditionalCheckFailedException') return false;
    throw err;
  }
}

/** The library's names by stored template id and by stored series id. */
function libraryNames(templateIdOf: (key: string) => string, seriesIdOf: (key: string) => string) {
  const templates = new Map(
    moduleTemplates().map((t) => [templateIdOf(t.key), { name: t.name, nameFr: templateNameFr(t) }]),
  );
  const series = new Map(
    instrumentLibrary.map((s) => [seriesIdOf(s.key), { name: s.name, nameFr: s.nameFr }]),
  );
  return { templates, series };
}

/** The references of a series template to its chapters, with the library's French names added. */
function refsWithFrench(refs: readonly NamedRef[], templates: Map<string, { name: string; nameFr: string }>) {
  return refs.map((ref) => {
    const library = templates.get(ref._id);
    return ref.nameFr === undefined && library?.name === ref.name ? { ...ref, nameFr: library.nameFr } : ref;
  });
}

/** Gives the library templates' series templates their French name and their chapters' French names. */
async function refreshSeriesTemplates(names: ReturnType<typeof libraryNames>): Promise<void> {
  for (const [id, series] of names.series) {
    await setWhereAbsent(keys.seriesTemplate(id), 'nameFr', series.nameFr, {
      attribute: 'name',
      equals: series.name,
    });
    const out = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.seriesTemplate(id), ConsistentRead: true }),
    );
    const refs = (out.Item?.surveys ?? []) as NamedRef[];
    const next = refsWithFrench(refs, names.templates);
    if (!out.Item || JSON.stringify(next) === JSON.stringify(refs)) continue;
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.seriesTemplate(id),
        UpdateExpression: 'SET surveys = :s',
        ConditionExpression: '#v = :v',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: { ':s': next, ':v': out.Item.version as unknown },
      }),
    );
  }
}

/** Counts the texts lacking French of every template that has no count yet (written before it). */
async function countTextsWithoutFrench(): Promise<void> {
  for (const archived of [false, true]) {
    const items = await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :p',
      ExpressionAttributeValues: { ':p': keys.moduleTemplatesList(archived) },
    });
    for (const item of items.filter((i) => i.textsWithoutFrench === undefined)) {
      const full = await documentClient().send(
        new GetCommand({
          TableName: tableName(),
          Key: keys.moduleTemplate(String(item.id)),
          ConsistentRead: true,
        }),
      );
      if (!full.Item) continue;
      await setWhereAbsent(
        keys.moduleTemplate(String(item.id)),
        'textsWithoutFrench',
        missingFrench(full.Item.surveyJSON).length,
      );
    }
  }
}

/**
 * Brings the French names of the library to what the seed (or the API) stored before they existed;
 * idempotent, and it never overwrites a name a person wrote.
 */
export async function refreshLibraryNames(
  templateIdOf: (key: string) => string,
  seriesIdOf: (key: string) => string,
): Promise<void> {
  const names = libraryNames(templateIdOf, seriesIdOf);
  for (const [id, t] of names.templates)
    await setWhereAbsent(keys.moduleTemplate(id), 'nameFr', t.nameFr, { attribute: 'name', equals: t.name });
  await countTextsWithoutFrench();
  await refreshSeriesTemplates(names);

  const modules = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :p',
    ExpressionAttributeValues: { ':p': keys.allMemberModules() },
  });
  for (const meta of modules) {
    const library = names.templates.get(String(meta.templateId));
    if (library && meta.nameFr === undefined)
      await setWhereAbsent(keys.memberModule(String(meta.id)), 'nameFr', library.nameFr, {
        attribute: 'name',
        equals: library.name,
      });
  }

  const instances = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :p',
    ExpressionAttributeValues: { ':p': keys.allSeriesInstances() },
  });
  for (const instance of instances) {
    const series = names.series.get(String(instance.collectionTemplate));
    if (!series || instance.collectionNameFr !== undefined) continue;
    const english = { attribute: 'collectionName', equals: series.name };
    await setWhereAbsent(
      keys.seriesInstance(String(instance.id)),
      'collectionNameFr',
      series.nameFr,
      english,
    );
    const kind = reportKindOf(series.name);
    if (kind)
      await setWhereAbsent(
        keys.reportRound(String(instance.member), kind, String(instance.id)),
        'collectionNameFr',
        series.nameFr,
        english,
      );
  }
}
