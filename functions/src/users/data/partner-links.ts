import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { msg } from '@circles/shared/messages/auth';
import { AppError } from '../../platform/errors';
import type { PartnerLinks } from '../partner-ports';
import { auditItem } from '../../platform/data/audit-repository';
import { documentClient, putItem, tableName } from '../../platform/data/client';
import { keys, type TableKey } from '../../platform/data/keys';
import { cancelledConditions, staleVersion, versionedUpdateInput } from '../../platform/data/versioned';
import { storedType } from '../../platform/data/stored-types';

/**
 * The claim that one partner subject belongs to one account (like the unique email and phone items):
 * pk `UNIQUE#PARTNER#subject`, sk `UNIQUE`, `userId`. Kept beside the user's `partnerSubject` in the
 * same transaction, so a subject is never linked to two accounts.
 */
export const partnerClaimKey = (subject: string): TableKey => ({
  pk: `UNIQUE#PARTNER#${subject}`,
  sk: 'UNIQUE',
});

async function write(
  items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
) {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (err) {
    const failed = cancelledConditions(err);
    if (!failed) throw err;
    if (failed[0]) throw staleVersion(err);
    throw new AppError('CONFLICT', msg('auth.partner.linkTaken'), {
      code: 'CONFLICT',
      cause: err,
    });
  }
}

/** Partner links over DynamoDB. */
export const dynamoPartnerLinks: PartnerLinks = {
  async findUserId(subject) {
    const out = await documentClient().send(
      new GetCommand({ TableName: tableName(), Key: partnerClaimKey(subject), ConsistentRead: true }),
    );
    return out.Item?.userId as string | undefined;
  },

  async link(user, subject, actorId, event) {
    const table = tableName();
    const old = user.partnerSubject && user.partnerSubject !== subject ? user.partnerSubject : undefined;
    await write([
      {
        Update: versionedUpdateInput(keys.user(user.id), user.version, {
          partnerSubject: subject,
          modifiedBy: actorId,
        }),
      },
      {
        Put: {
          TableName: table,
          Item: { ...partnerClaimKey(subject), type: storedType.partnerClaim, userId: user.id },
          ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
          ExpressionAttributeValues: { ':id': user.id },
        },
      },
      ...(old ? [{ Delete: { TableName: table, Key: partnerClaimKey(old) } }] : []),
      putItem(auditItem(event)),
    ]);
  },

  async unlink(user, actorId, event) {
    const table = tableName();
    const update = versionedUpdateInput(keys.user(user.id), user.version, { modifiedBy: actorId });
    await write([
      { Update: { ...update, UpdateExpression: `${update.UpdateExpression} REMOVE partnerSubject` } },
      ...(user.partnerSubject
        ? [{ Delete: { TableName: table, Key: partnerClaimKey(user.partnerSubject) } }]
        : []),
      putItem(auditItem(event)),
    ]);
  },
};
