import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { storedType } from '../../platform/data/stored-types';
import type { FacilityRecord } from '../people-ports';

/** Facilities (spec 002 §3.2). */
export const dynamoFacilitiesRepository = {
  async get(id: string): Promise<FacilityRecord | undefined> {
    const out = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.facility(id) }),
    );
    return out.Item
      ? { id: out.Item.id as string, name: out.Item.name as string, prefix: out.Item.prefix as string }
      : undefined;
  },
  /** Creates the facility if it does not exist yet (idempotent). */
  async ensure(facility: FacilityRecord): Promise<void> {
    await documentClient()
      .send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keys.facility(facility.id),
            ...keys.facilityInList(facility.name, facility.id),
            type: storedType.facility,
            ...facility,
            version: 1,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      )
      .catch((err: unknown) => {
        if (!(err instanceof Error && err.name === 'ConditionalCheckFailedException')) throw err;
      });
  },
};
