import { BatchWriteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StickyNote } from '@circles/shared/schemas/people';
import type { StickyNotesRepository } from '../domain/people-ports';
import { auditItem } from './audit-repository';
import { documentClient, tableName } from './client';
import { keys } from './keys';
import { queryAll } from './people-repository';

function fromItem(item: Record<string, unknown>): StickyNote {
  const { pk: _pk, sk: _sk, type: _t, ...rest } = item;
  return rest as unknown as StickyNote;
}

/** Sticky notes over DynamoDB: one partition per member, time ordered. */
export const dynamoStickyNotesRepository: StickyNotesRepository = {
  async create(note, audit) {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: {
                ...keys.stickyNote(note.patientId, note.createdAt, note._id),
                type: 'StickyNote',
                ...note,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Put: { TableName: tableName(), Item: auditItem(audit) } },
        ],
      }),
    );
  },

  async listFor(memberId) {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.stickyNotesOf(memberId) },
      ScanIndexForward: false,
    });
    return items.map(fromItem);
  },

  async eraseFor(memberId) {
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.stickyNotesOf(memberId) },
      ProjectionExpression: 'pk, sk',
    });
    for (let i = 0; i < items.length; i += 25) {
      let request: Record<string, unknown[]> | undefined = {
        [tableName()]: items
          .slice(i, i + 25)
          .map((k) => ({ DeleteRequest: { Key: { pk: k.pk, sk: k.sk } } })),
      };
      while (request && Object.keys(request).length > 0) {
        const out = await documentClient().send(new BatchWriteCommand({ RequestItems: request as never }));
        request = out.UnprocessedItems;
      }
    }
  },
};
