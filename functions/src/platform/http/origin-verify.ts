import { timingSafeEqual } from 'node:crypto';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * The origin-verify secret CloudFront adds to every request it forwards (`x-origin-verify`). In AWS the
 * functions read it from Secrets Manager (ORIGIN_VERIFY_SECRET_ARN) and accept its current, pending and
 * previous versions: a rotation (infra/lib/origin-verify-rotation.ts) changes CloudFront's header first
 * and the secret after, and CloudFront's edges take minutes to follow, so during a rotation requests
 * carry either value. ORIGIN_VERIFY_SECRET gives one fixed value instead (tests); with neither the API
 * checks nothing (the local stack).
 */

/** Versions of the secret a request may carry. */
export const ACCEPTED_STAGES = ['AWSCURRENT', 'AWSPENDING', 'AWSPREVIOUS'] as const;
/** How long the accepted values are kept before they are read again. */
export const ORIGIN_SECRET_TTL_MS = 5 * 60_000;
/** A request that matches none is checked again against a fresh read, at most this often. */
export const ORIGIN_SECRET_MISS_REFRESH_MS = 60_000;

/** Reads the value of one version stage of a secret; undefined when no version has that stage. */
export type StageReader = (secretId: string, stage: string) => Promise<string | undefined>;

let client: SecretsManagerClient | undefined;

const readStage: StageReader = async (secretId, stage) => {
  client ??= new SecretsManagerClient({});
  try {
    const out = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }));
    return out.SecretString;
  } catch (err) {
    if ((err as Error).name === 'ResourceNotFoundException') return undefined;
    throw err;
  }
};

let reader: StageReader = readStage;
let cached: { values: string[]; readAt: number } | undefined;

/** Replaces the Secrets Manager reader (tests) and forgets what was read. */
export function setStageReaderForTests(next: StageReader | undefined): void {
  reader = next ?? readStage;
  cached = undefined;
}

async function acceptedValues(secretId: string, now: number, force: boolean): Promise<string[]> {
  if (cached && !force && now - cached.readAt < ORIGIN_SECRET_TTL_MS) return cached.values;
  const read = await Promise.all(ACCEPTED_STAGES.map((stage) => reader(secretId, stage)));
  cached = { values: read.filter((v): v is string => typeof v === 'string' && v !== ''), readAt: now };
  return cached.values;
}

function matchesOne(given: string | undefined, values: readonly string[]): boolean {
  const bytes = Buffer.from(given ?? '');
  return values.some((value) => {
    const expected = Buffer.from(value);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  });
}

/**
 * Whether `given` (the request's `x-origin-verify` header) is the origin secret; undefined when no
 * origin secret is configured. A miss is checked again against a fresh read when the last read is
 * older than ORIGIN_SECRET_MISS_REFRESH_MS, so a rotation reaches a warm function within a minute.
 */
export async function verifyOrigin(
  given: string | undefined,
  now = Date.now(),
): Promise<boolean | undefined> {
  const fixed = process.env.ORIGIN_VERIFY_SECRET;
  if (fixed) return matchesOne(given, [fixed]);
  const secretId = process.env.ORIGIN_VERIFY_SECRET_ARN;
  if (!secretId) return undefined;
  if (matchesOne(given, await acceptedValues(secretId, now, false))) return true;
  if (cached && now - cached.readAt < ORIGIN_SECRET_MISS_REFRESH_MS) return false;
  return matchesOne(given, await acceptedValues(secretId, now, true));
}
