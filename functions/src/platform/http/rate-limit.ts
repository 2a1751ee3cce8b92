import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../data/client';
import { keys } from '../data/keys';
import { isConditionalCheckFailed } from '../data/versioned';
import { AppError } from '../errors';
import { storedType } from '../data/stored-types';

/**
 * The key a client is counted under. An IPv4 address is itself; an IPv6 address counts by its /64 (the
 * first four groups), since one subscriber is routinely given a whole /64 and could otherwise take a
 * fresh address for every request. IPv4-mapped IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 address.
 */
export function clientKeyOf(address: string): string {
  const ip = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  if (!ip.includes(':')) return ip;
  const mapped = /^(?:0*:)*:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = ip.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

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
        Key: keys.rateCounter(bucket, clientKeyOf(client), windowStart),
        UpdateExpression:
          'ADD #count :one SET #expiresAt = if_not_exists(#expiresAt, :expires), #type = :type',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count', '#expiresAt': 'expiresAt', '#type': 'type' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':limit': limit,
          ':expires': windowStart + windowSeconds * 2,
          ':type': storedType.rateCounter,
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
