import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/client';
import { keys } from '../data/keys';
import { isConditionalCheckFailed } from '../data/versioned';
import { AppError } from '../domain/errors';

/**
 * Fixed-window rate limit per client, held in DynamoDB so it holds across Lambda instances. The counter
 * only grows while under the limit (a conditional ADD), so a refused request writes nothing.
 */
export async function enforceRateLimit(
  bucket: string,
  client: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<void> {
  const nowSeconds = Math.floor(now / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateCounter(bucket, client, windowStart),
        UpdateExpression:
          'ADD #count :one SET #expiresAt = if_not_exists(#expiresAt, :expires), #type = :type',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt', '#type': 'type' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':expires': windowStart + windowSeconds * 2,
          ':type': 'RateCounter',
        },
      }),
    );
  } catch (err) {
    if (isConditionalCheckFailed(err)) {
      throw new AppError('RATE_LIMITED', 'Too many requests. Please try again later.', {
        retryAfterSeconds: Math.max(1, windowStart + windowSeconds - nowSeconds),
      });
    }
    throw err;
  }
}
