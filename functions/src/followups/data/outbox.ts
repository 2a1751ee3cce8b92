import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { documentClient, tableName } from '../../platform/data/client';
import type { Notification, Notifier } from '../escalation';
import { storedType } from '../../platform/data/stored-types';

/** Outbox messages are kept 30 days (the table's TTL attribute). */
const KEEP_SECONDS = 30 * 86_400;

/**
 * The local mail catcher (issue 24 §3): notifications stored in the table under `OUTBOX`, newest last,
 * readable with `readOutbox` (`npm start` prints each one and shows them at /local/outbox). In AWS, with
 * a sender address configured, SES serves the same port instead (./mail.ts `notifierFromEnv`).
 */
export const outboxNotifier: Notifier = {
  async send(message: Notification) {
    const at = new Date().toISOString();
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: 'OUTBOX',
          sk: `${at}#${ulid()}`,
          type: storedType.outboxMessage,
          at,
          ...message,
          expiresAt: Math.floor(Date.now() / 1000) + KEEP_SECONDS,
        },
      }),
    );
  },
};

/** The messages in the local outbox, oldest first. */
export async function readOutbox(): Promise<(Notification & { at: string })[]> {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :p',
      ExpressionAttributeValues: { ':p': 'OUTBOX' },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map((i) => ({
    at: i.at as string,
    to: i.to as string,
    subject: i.subject as string,
    text: i.text as string,
  }));
}
