import { randomBytes } from 'node:crypto';
import {
  CloudFrontClient,
  GetDistributionConfigCommand,
  UpdateDistributionCommand,
  type DistributionConfig,
} from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';

/**
 * The rotation of the origin-verify secret (infra/lib/origin-verify-rotation.ts), Secrets Manager's four
 * steps: createSecret stores a new random value as AWSPENDING; setSecret puts it in the distribution's
 * `x-origin-verify` origin header; testSecret checks the distribution now sends it; finishSecret makes
 * it AWSCURRENT. The API functions accept the current, pending and previous values
 * (functions/src/platform/http/origin-verify.ts), so requests keep passing while CloudFront's edges follow.
 */

/** The origin header CloudFront adds to `/api/*` requests (infra/lib/web.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The event Secrets Manager invokes a rotation function with. */
export interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
}

/** What the rotation reads and changes; AWS clients in Lambda, fakes in tests. */
export interface RotationPorts {
  /** Whether rotation is on, and each version id's stages. */
  describe(secretId: string): Promise<{ rotationEnabled: boolean; versions: Record<string, string[]> }>;
  /** The value of a stage (of one version when `versionId` is given); undefined when there is none. */
  value(secretId: string, stage: string, versionId?: string): Promise<string | undefined>;
  putPending(secretId: string, token: string, value: string): Promise<void>;
  makeCurrent(secretId: string, token: string, previousVersionId: string | undefined): Promise<void>;
  /** The value of the distribution's origin-verify header. */
  originHeader(): Promise<string | undefined>;
  setOriginHeader(value: string): Promise<void>;
  newValue(): string;
}

/** Runs one step of the rotation. */
export async function rotate(event: RotationEvent, ports: RotationPorts): Promise<void> {
  const { SecretId: secretId, ClientRequestToken: token, Step: step } = event;
  const { rotationEnabled, versions } = await ports.describe(secretId);
  if (!rotationEnabled) throw new Error(`Rotation is not enabled for ${secretId}`);
  const stages = versions[token];
  if (!stages) throw new Error(`Version ${token} of ${secretId} does not exist`);
  if (stages.includes('AWSCURRENT')) return;
  if (!stages.includes('AWSPENDING')) throw new Error(`Version ${token} of ${secretId} is not pending`);

  const pending = () => ports.value(secretId, 'AWSPENDING', token);
  switch (step) {
    case 'createSecret': {
      if ((await ports.value(secretId, 'AWSCURRENT')) === undefined)
        throw new Error(`${secretId} has no current value`);
      if ((await pending()) === undefined) await ports.putPending(secretId, token, ports.newValue());
      return;
    }
    case 'setSecret': {
      const value = await pending();
      if (value === undefined) throw new Error(`${secretId} has no pending value to set`);
      if ((await ports.originHeader()) !== value) await ports.setOriginHeader(value);
      return;
    }
    case 'testSecret': {
      if ((await ports.originHeader()) !== (await pending()))
        throw new Error('The distribution does not send the pending origin-verify value');
      return;
    }
    case 'finishSecret': {
      const current = Object.entries(versions).find(([, s]) => s.includes('AWSCURRENT'))?.[0];
      await ports.makeCurrent(secretId, token, current);
      return;
    }
    default:
      throw new Error(`Unknown rotation step ${String(step)}`);
  }
}

/** The origin of the distribution's config that carries the origin-verify header. */
function verifyHeaderOf(config: DistributionConfig) {
  for (const origin of config.Origins?.Items ?? []) {
    const header = origin.CustomHeaders?.Items?.find(
      (h) => h.HeaderName?.toLowerCase() === ORIGIN_VERIFY_HEADER,
    );
    if (header) return header;
  }
  throw new Error(`No origin of the distribution has the ${ORIGIN_VERIFY_HEADER} header`);
}

/** The ports on AWS: Secrets Manager and the distribution named by DISTRIBUTION_ID. */
export function awsPorts(distributionId: string): RotationPorts {
  const secrets = new SecretsManagerClient({});
  const cloudFront = new CloudFrontClient({});
  const distribution = async () => {
    const out = await cloudFront.send(new GetDistributionConfigCommand({ Id: distributionId }));
    return { config: out.DistributionConfig!, etag: out.ETag };
  };
  return {
    async describe(secretId) {
      const out = await secrets.send(new DescribeSecretCommand({ SecretId: secretId }));
      return { rotationEnabled: out.RotationEnabled === true, versions: out.VersionIdsToStages ?? {} };
    },
    async value(secretId, stage, versionId) {
      try {
        const out = await secrets.send(
          new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage, VersionId: versionId }),
        );
        return out.SecretString;
      } catch (err) {
        if ((err as Error).name === 'ResourceNotFoundException') return undefined;
        throw err;
      }
    },
    async putPending(secretId, token, value) {
      await secrets.send(
        new PutSecretValueCommand({
          SecretId: secretId,
          ClientRequestToken: token,
          SecretString: value,
          VersionStages: ['AWSPENDING'],
        }),
      );
    },
    async makeCurrent(secretId, token, previousVersionId) {
      await secrets.send(
        new UpdateSecretVersionStageCommand({
          SecretId: secretId,
          VersionStage: 'AWSCURRENT',
          MoveToVersionId: token,
          RemoveFromVersionId: previousVersionId,
        }),
      );
    },
    async originHeader() {
      return verifyHeaderOf((await distribution()).config).HeaderValue;
    },
    async setOriginHeader(value) {
      const { config, etag } = await distribution();
      verifyHeaderOf(config).HeaderValue = value;
      await cloudFront.send(
        new UpdateDistributionCommand({ Id: distributionId, IfMatch: etag, DistributionConfig: config }),
      );
    },
    // 36 random bytes: 48 URL-safe characters, as long as the value CloudFormation first generated.
    newValue: () => randomBytes(36).toString('base64url'),
  };
}

let ports: RotationPorts | undefined;

/** The Lambda entry Secrets Manager invokes. */
export async function handler(event: RotationEvent): Promise<void> {
  const distributionId = process.env.DISTRIBUTION_ID;
  if (!distributionId) throw new Error('DISTRIBUTION_ID is not set');
  ports ??= awsPorts(distributionId);
  await rotate(event, ports);
}
