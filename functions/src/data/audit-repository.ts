import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEvent, AuditLog } from '../domain/ports';
import { documentClient, tableName } from './client';
import { keys } from './keys';

/** The stored form of an audit event: append-only, by member and (gsi1) by actor, time ordered. */
export function auditItem(event: AuditEvent) {
  return {
    ...keys.auditEvent(event.memberId, event.at, event.id),
    ...keys.auditByActor(event.actorId, event.at, event.id),
    type: 'AuditEvent',
    ...event,
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
};
