import { BatchWriteCommand, PutCommand, type BatchWriteCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { AuditEvent, AuditLog } from '../../members/ports';
import { documentClient, tableName } from './client';
import { keys } from './keys';
import { storedType } from './stored-types';

/**
 * The stored form of an audit event: append-only, by member, by actor (gsi1) and by month (gsi2), time
 * ordered. Only the event's named fields are stored (ids, codes, times), never whatever else an object
 * passed as an event carries: an event holds no health data.
 */
export function auditItem(event: AuditEvent) {
  const { id, at, actorId, actorRole, facilityId, action, memberId, recordId, outcome } = event;
  return {
    ...keys.auditEvent(memberId, at, id),
    ...keys.auditByActor(actorId, at, id),
    ...keys.auditByMonth(at, id),
    type: storedType.auditEvent,
    id,
    at,
    actorId,
    actorRole,
    ...(facilityId ? { facilityId } : {}),
    action,
    memberId,
    ...(recordId ? { recordId } : {}),
    outcome,
  };
}

/** Audit log over DynamoDB; writes only (no route updates or deletes an event). */
export const dynamoAuditLog: AuditLog = {
  async record(event) {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: auditItem(event),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },
  // BatchWriteItem takes no condition; an event's key holds its time and ULID, so no two events share one.
  async recordMany(events) {
    const table = tableName();
    const batches: AuditEvent[][] = [];
    for (let i = 0; i < events.length; i += 25) batches.push(events.slice(i, i + 25));
    await Promise.all(
      batches.map(async (batch) => {
        let pending: BatchWriteCommandOutput['UnprocessedItems'] = {
          [table]: batch.map((e) => ({ PutRequest: { Item: auditItem(e) } })),
        };
        for (let attempt = 0; (pending[table]?.length ?? 0) > 0; attempt += 1) {
          if (attempt >= 8) throw new Error('Audit events were not stored (throttled).');
          if (attempt > 0) await new Promise((r) => setTimeout(r, 25 * 2 ** attempt));
          const out: BatchWriteCommandOutput = await documentClient().send(
            new BatchWriteCommand({ RequestItems: pending }),
          );
          pending = out.UnprocessedItems ?? {};
        }
      }),
    );
  },
};
