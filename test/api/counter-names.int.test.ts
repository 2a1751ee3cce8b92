import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { useStackEnv } from '../support/stack';
import { documentClient, tableName } from '@circles/functions/platform/data/client';
import { keys } from '@circles/functions/platform/data/keys';
import type { CounterDelta } from '@circles/functions/reports/dashboards';
import { counterItems } from '@circles/functions/reports/data/reports-repository';

const facilityId = 'fac-counter-names';

async function apply(delta: CounterDelta): Promise<void> {
  await documentClient().send(new TransactWriteCommand({ TransactItems: counterItems(delta) }));
}

async function byTypeItem(templateId: string, scope: string | undefined) {
  const out = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.counterByType(scope, templateId),
      ConsistentRead: true,
    }),
  );
  return out.Item;
}

describe('the by-type counter', () => {
  beforeAll(() => {
    useStackEnv();
  });

  it('keeps its stored names when an instance with older names is taken off', async () => {
    const templateId = 'tpl-renamed';
    const byType = (name: string, nameFr: string, delta: number) => ({ templateId, name, nameFr, delta });
    await apply({ facilityId, byType: byType('Old name', 'Ancien nom', 1) });
    await apply({ facilityId, byType: byType('New name', 'Nouveau nom', 1) });
    await apply({ facilityId, byType: byType('Old name', 'Ancien nom', -1) });
    for (const scope of [undefined, facilityId]) {
      expect(await byTypeItem(templateId, scope)).toMatchObject({
        collectionTemplateName: 'New name',
        collectionTemplateNameFr: 'Nouveau nom',
        totalMemberCollections: 1,
      });
    }
  });

  it('takes the names of a new instance', async () => {
    const templateId = 'tpl-new-names';
    await apply({ facilityId, byType: { templateId, name: 'First', nameFr: 'Premier', delta: 1 } });
    await apply({ facilityId, byType: { templateId, name: 'Second', nameFr: 'Deuxième', delta: 1 } });
    expect(await byTypeItem(templateId, facilityId)).toMatchObject({
      collectionTemplateName: 'Second',
      collectionTemplateNameFr: 'Deuxième',
      totalMemberCollections: 2,
    });
  });

  it('names a counter first written by a decrement', async () => {
    const templateId = 'tpl-first-decrement';
    await apply({ facilityId, byType: { templateId, name: 'Only', nameFr: 'Seul', delta: -1 } });
    expect(await byTypeItem(templateId, undefined)).toMatchObject({
      collectionTemplateName: 'Only',
      collectionTemplateNameFr: 'Seul',
      collectionTemplate: templateId,
      type: 'CounterByType',
      totalMemberCollections: -1,
    });
  });
});
