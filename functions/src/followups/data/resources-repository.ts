import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { auditItem } from '../../platform/data/audit-repository';
import { documentClient, putItem, recordOf, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { cancelledItem } from '../../modules/data/module-templates-repository';
import { staleVersion } from '../../platform/data/versioned';
import { followupKeys } from './items';
import type { ServiceListRecord, ServiceListsRepository } from '../resources';
import { storedType } from '../../platform/data/stored-types';

/** A facility's service list (consistent read; version 0 and no services while none is stored). */
export async function readServiceList(facilityId: string): Promise<ServiceListRecord> {
  const out = await documentClient().send(
    new GetCommand({
      TableName: tableName(),
      Key: followupKeys.serviceList(facilityId),
      ConsistentRead: true,
    }),
  );
  if (!out.Item) return { facilityId, services: [], version: 0 };
  const { type: _type, ...rest } = recordOf<ServiceListRecord & { type?: string }>(out.Item);
  return rest;
}

/** Whether a facility exists (its META item). */
export async function facilityExists(facilityId: string): Promise<boolean> {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.facility(facilityId), ProjectionExpression: 'pk' }),
  );
  return out.Item !== undefined;
}

/** Service lists over DynamoDB: one item per facility, written with its audit event in one transaction. */
export const dynamoServiceListsRepository: ServiceListsRepository = {
  get: readServiceList,

  async put(after, event) {
    const first = after.version === 1;
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: {
                  ...followupKeys.serviceList(after.facilityId),
                  type: storedType.followupServices,
                  ...after,
                },
                ConditionExpression: first ? 'attribute_not_exists(pk)' : '#v = :v',
                ...(first
                  ? {}
                  : {
                      ExpressionAttributeNames: { '#v': 'version' },
                      ExpressionAttributeValues: { ':v': after.version - 1 },
                    }),
              },
            },
            putItem(auditItem(event)),
          ],
        }),
      );
    } catch (err) {
      if (cancelledItem(err)?.failed[0]) throw staleVersion(err);
      throw err;
    }
  },

  facilityExists,
};
