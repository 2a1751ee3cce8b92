import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, queryAll, tableName } from '../../platform/data/client';
import type { TransactItem } from '../../platform/data/client';
import { counterChangeItems, followupKeys } from './items';

/**
 * Erases a deleted member's follow-ups (issue 24): every follow-up item (finding, notes, history) and
 * the member's open-findings index. The open ones leave the programme's `open` and overdue totals in the
 * same transaction; the monthly counts stay (they are the programme's history, no personal data).
 * Deletes carry no condition, so a retried erase finishes the work.
 */
export async function eraseFollowupsOf(memberId: string): Promise<number> {
  const items = await queryAll({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :p',
    ExpressionAttributeValues: { ':p': followupKeys.ofMember(memberId) },
  });
  const table = tableName();
  for (const f of items) {
    const open = f.status !== 'resolved';
    const deletes: TransactItem[] = [
      { Delete: { TableName: table, Key: { pk: String(f.pk), sk: String(f.sk) } } },
      ...counterChangeItems(
        open
          ? {
              facilityId: f.facilityId as string | undefined,
              totals: { open: -1, ...(f.escalatedAt ? { escalatedOpen: -1 } : {}) },
              months: {},
            }
          : undefined,
      ),
    ];
    await documentClient().send(new TransactWriteCommand({ TransactItems: deletes }));
  }
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [{ Delete: { TableName: table, Key: followupKeys.openFindings(memberId) } }],
    }),
  );
  return items.length;
}
