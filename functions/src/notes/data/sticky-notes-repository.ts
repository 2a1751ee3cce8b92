import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { StickyNote } from '@circles/shared/schemas/people';
import type { StickyNotesRepository } from '../../users/people-ports';
import { auditItem } from '../../platform/data/audit-repository';
import { documentClient, putItem, putNew, queryAll, recordOf } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { deleteKeys } from '../../users/data/people-repository';
import { storedType } from '../../platform/data/stored-types';

const fromItem = (item: Record<string, unknown>): StickyNote => recordOf<StickyNote>(item);

/** Sticky notes over DynamoDB: one partition per member, time ordered. */
export const dynamoStickyNotesRepository: StickyNotesRepository = {
  async create(note, audit) {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          putNew({
            ...keys.stickyNote(note.patientId, note.createdAt, note._id),
            type: storedType.stickyNote,
            ...note,
          }),
          putItem(auditItem(audit)),
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
    await deleteKeys(items.map((k) => ({ pk: String(k.pk), sk: String(k.sk) })));
  },
};
