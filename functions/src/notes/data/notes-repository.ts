import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { msg } from '@circles/shared/messages/users';
import { AppError } from '../../platform/errors';
import type { NoteRecord, NotesRepository, NoteUploadRecord } from '../notes-ports';
import { auditItem } from '../../platform/data/audit-repository';
import { documentClient, putItem, putNew, queryAll, recordOf, tableName } from '../../platform/data/client';
import { keys } from '../../platform/data/keys';
import { deleteKeys } from '../../users/data/people-repository';
import { storedType } from '../../platform/data/stored-types';

const strip = <T>(item: Record<string, unknown>): T => recordOf<T>(item);

function noteItem(note: NoteRecord) {
  return {
    ...keys.note(note.id),
    ...keys.noteByReceiver(note.receiverId, note.createdAt, note.id),
    ...keys.noteBySender(note.senderId, note.createdAt, note.id),
    type: storedType.note,
    ...note,
  };
}

/** Notes and their pending uploads over DynamoDB (by receiver on gsi1, by sender on gsi2). */
export const dynamoNotesRepository: NotesRepository = {
  async get(id) {
    const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: keys.note(id) }));
    return out.Item ? strip<NoteRecord>(out.Item) : undefined;
  },

  async listTo(receiverId) {
    const items = await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.notesTo(receiverId) },
      ScanIndexForward: false,
    });
    return items.map((i) => strip<NoteRecord>(i));
  },

  async listFrom(senderId) {
    const items = await queryAll({
      IndexName: 'gsi2',
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.notesFrom(senderId) },
      ScanIndexForward: false,
    });
    return items.map((i) => strip<NoteRecord>(i));
  },

  async saveUpload(upload) {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.noteUpload(upload.id), type: storedType.noteUpload, ...upload },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async getUpload(id) {
    const out = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: keys.noteUpload(id), ConsistentRead: true }),
    );
    return out.Item ? strip<NoteUploadRecord>(out.Item) : undefined;
  },

  async create(note, uploadId, audit) {
    try {
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            putNew(noteItem(note)),
            // The upload is consumed once, by its owner: a second note cannot carry the same file.
            ...(uploadId
              ? [
                  {
                    Delete: {
                      TableName: tableName(),
                      Key: keys.noteUpload(uploadId),
                      ConditionExpression: 'ownerId = :owner',
                      ExpressionAttributeValues: { ':owner': note.senderId },
                    },
                  },
                ]
              : []),
            putItem(auditItem(audit)),
          ],
        }),
      );
    } catch (err) {
      if (err instanceof TransactionCanceledException)
        throw new AppError('BAD_REQUEST', msg('users.notes.server.attachmentMissing'), {
          code: 'ATTACHMENT_MISSING',
          cause: err,
        });
      throw err;
    }
  },

  async markRead(id, at, audit) {
    try {
      const out = await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.note(id),
          UpdateExpression: 'SET #status = :read, readAt = if_not_exists(readAt, :at)',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':read': 'read', ':at': at },
          ReturnValues: 'ALL_NEW',
        }),
      );
      await documentClient().send(new PutCommand({ TableName: tableName(), Item: auditItem(audit) }));
      return strip<NoteRecord>(out.Attributes ?? {});
    } catch (err) {
      if (err instanceof ConditionalCheckFailedException) throw new AppError('NOT_FOUND', 'Not found.');
      throw err;
    }
  },

  async remove(ids) {
    await deleteKeys(ids.map((id) => keys.note(id)));
  },
};
