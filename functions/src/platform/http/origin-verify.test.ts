import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ORIGIN_SECRET_MISS_REFRESH_MS,
  ORIGIN_SECRET_TTL_MS,
  setStageReaderForTests,
  verifyOrigin,
} from './origin-verify';

const ARN = 'arn:aws:secretsmanager:ca-central-1:111111111111:secret:OriginVerify-abc';

/** A fake secret: its stages' values, and the reads made. */
function fakeSecret(stages: Record<string, string>) {
  const reads: string[] = [];
  setStageReaderForTests(async (secretId, stage) => {
    expect(secretId).toBe(ARN);
    reads.push(stage);
    return stages[stage];
  });
  return { stages, reads };
}

beforeEach(() => {
  process.env.ORIGIN_VERIFY_SECRET_ARN = ARN;
});
afterEach(() => {
  delete process.env.ORIGIN_VERIFY_SECRET_ARN;
  delete process.env.ORIGIN_VERIFY_SECRET;
  setStageReaderForTests(undefined);
});

describe('verifyOrigin', () => {
  it('checks nothing where no origin secret is configured (the local stack)', async () => {
    delete process.env.ORIGIN_VERIFY_SECRET_ARN;
    expect(await verifyOrigin('anything')).toBeUndefined();
  });

  it('compares with the fixed ORIGIN_VERIFY_SECRET when one is given', async () => {
    process.env.ORIGIN_VERIFY_SECRET = 's3cret';
    expect(await verifyOrigin('s3cret')).toBe(true);
    expect(await verifyOrigin('s3cres')).toBe(false);
    expect(await verifyOrigin(undefined)).toBe(false);
  });

  it("accepts the secret's current, pending and previous versions during a rotation, nothing else", async () => {
    fakeSecret({ AWSCURRENT: 'current-value', AWSPENDING: 'pending-value', AWSPREVIOUS: 'previous-value' });
    const now = 1_000_000;
    expect(await verifyOrigin('current-value', now)).toBe(true);
    expect(await verifyOrigin('pending-value', now)).toBe(true);
    expect(await verifyOrigin('previous-value', now)).toBe(true);
    expect(await verifyOrigin('forged-value', now)).toBe(false);
    expect(await verifyOrigin(undefined, now)).toBe(false);
  });

  it('reads the secret once per five minutes while requests match', async () => {
    const secret = fakeSecret({ AWSCURRENT: 'current-value' });
    const now = 2_000_000;
    await verifyOrigin('current-value', now);
    await verifyOrigin('current-value', now + ORIGIN_SECRET_TTL_MS - 1);
    expect(secret.reads).toHaveLength(3);
    await verifyOrigin('current-value', now + ORIGIN_SECRET_TTL_MS);
    expect(secret.reads).toHaveLength(6);
  });

  it('accepts a value rotated in since the last read once a minute has passed, without re-reading on every miss', async () => {
    const secret = fakeSecret({ AWSCURRENT: 'old-value' });
    const now = 3_000_000;
    expect(await verifyOrigin('old-value', now)).toBe(true);
    secret.stages.AWSPENDING = 'new-value';
    expect(await verifyOrigin('new-value', now + ORIGIN_SECRET_MISS_REFRESH_MS - 1)).toBe(false);
    expect(secret.reads).toHaveLength(3);
    expect(await verifyOrigin('new-value', now + ORIGIN_SECRET_MISS_REFRESH_MS)).toBe(true);
    expect(secret.reads).toHaveLength(6);
  });
});
