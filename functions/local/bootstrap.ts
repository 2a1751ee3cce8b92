import { ROLES } from '@circles/shared/access/types';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  SetUserPoolMfaConfigCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, PutBucketCorsCommand, S3Client } from '@aws-sdk/client-s3';
import { tableDefinition } from '../src/platform/data/table-definition';
import type { EmulatorEndpoints } from './emulators';
import { AddCustomAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_PARTNER } from './partner-idp';

/** The groups of the user pool: one per role (ACCESS.md). */
export const GROUPS = ROLES;

/** Names used by the local stack unless overridden. */
export const LOCAL_DEFAULTS = {
  region: 'ca-central-1',
  tableName: 'circles',
  filesBucket: 'circles-files',
  connectorEmail: 'connector@circles.example.org',
  // s3rver only knows this key pair; DynamoDB Local (shared db) and cognito-local accept any.
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
} as const;

export interface BootstrapOptions {
  endpoints: EmulatorEndpoints;
  /**
   * JSON file remembering the pool and client ids between runs (e.g. .local/stack.json); without it a
   * new pool and client are created (each stack test file gets its own).
   */
  stateFile?: string;
  region?: string;
  tableName?: string;
  filesBucket?: string;
  /** Name of the user pool when one is created. @default 'circles-local' */
  poolName?: string;
  connectorEmail?: string;
}

/**
 * The runtime environment of functions/src/platform/config.ts for the local stack, plus dummy credentials:
 * AWS_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, TABLE_NAME, DYNAMODB_ENDPOINT, COGNITO_ENDPOINT,
 * USER_POOL_ID, USER_POOL_CLIENT_ID, JWT_ISSUER, JWKS_URI, S3_ENDPOINT, FILES_BUCKET, CONNECTOR_EMAIL.
 */
export type LocalStackEnv = Record<string, string>;

export interface BootstrapResult {
  env: LocalStackEnv;
  userPoolId: string;
  userPoolClientId: string;
  /** True when the table did not exist before (fresh data: seed it). */
  tableCreated: boolean;
}

interface StackState {
  userPoolId?: string;
  userPoolClientId?: string;
}

function isNotFound(err: unknown): boolean {
  return (
    err instanceof Error &&
    (err.name === 'ResourceNotFoundException' || err.name === 'NotFound' || err.name === 'NoSuchBucket')
  );
}

async function readState(file: string): Promise<StackState> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as StackState;
  } catch {
    return {};
  }
}

async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return false;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  const t = tableDefinition;
  const keyNames = [
    t.partitionKey,
    t.sortKey,
    ...t.globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ];
  const attributes: AttributeDefinition[] = keyNames.map((name) => ({
    AttributeName: name,
    AttributeType: 'S',
  }));
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributes,
      KeySchema: [
        { AttributeName: t.partitionKey, KeyType: 'HASH' },
        { AttributeName: t.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: t.globalSecondaryIndexes.map((i) => ({
        IndexName: i.indexName,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: t.ttlAttribute, Enabled: true },
    }),
  );
  return true;
}

async function ensureUserPool(
  client: CognitoIdentityProviderClient,
  state: StackState,
  poolName: string,
): Promise<string> {
  if (state.userPoolId) {
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: state.userPoolId }));
      return state.userPoolId;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
  const created = await client.send(
    new CreateUserPoolCommand({
      PoolName: poolName,
      UsernameAttributes: ['email', 'phone_number'],
      AutoVerifiedAttributes: ['email'],
      // No stricter than the product's own password rule, which the API checks first.
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    }),
  );
  const id = created.UserPool?.Id;
  if (!id) throw new Error('cognito-local returned no user pool id');
  return id;
}

async function ensureClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  state: StackState,
): Promise<string> {
  if (state.userPoolClientId && state.userPoolId === userPoolId) {
    try {
      await client.send(
        new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: state.userPoolClientId }),
      );
      return state.userPoolClientId;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }
  const created = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'circles-web',
      GenerateSecret: false,
      ExplicitAuthFlows: [
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_ADMIN_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ],
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    }),
  );
  const id = created.UserPoolClient?.ClientId;
  if (!id) throw new Error('cognito-local returned no client id');
  return id;
}

async function ensureGroups(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  // cognito-local's CreateGroup silently overwrites, so only missing groups are created.
  const existing = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const names = new Set((existing.Groups ?? []).map((g) => g.GroupName));
  await Promise.all(
    GROUPS.filter((group) => !names.has(group)).map((group) =>
      client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group })),
    ),
  );
}

/**
 * Second factors as in AWS (issue 21): MFA optional for the pool, authenticator apps (TOTP) on. The API
 * makes it required for staff (functions/src/platform/http/handler.ts); members may opt in. Set on every start,
 * so pools created before issue 21 get it too.
 */
async function ensureMfaConfig(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await client.send(
    new SetUserPoolMfaConfigCommand({
      UserPoolId: userPoolId,
      MfaConfiguration: 'OPTIONAL',
      SoftwareTokenMfaConfiguration: { Enabled: true },
    }),
  );
}

async function ensureBucket(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (err) {
    if (
      !isNotFound(err) &&
      (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode !== 404
    )
      throw err;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
  // Browser uploads and downloads go straight to the bucket through presigned URLs.
  await client.send(
    new PutBucketCorsCommand({
      Bucket: bucket,
      CORSConfiguration: {
        CORSRules: [
          {
            AllowedOrigins: ['*'],
            AllowedMethods: ['GET', 'PUT', 'HEAD'],
            AllowedHeaders: ['*'],
            ExposeHeaders: ['ETag'],
            MaxAgeSeconds: 3000,
          },
        ],
      },
    }),
  );
}

/**
 * Creates, when missing, the table (with its GSIs and TTL), the user pool, its client and groups, and
 * the files bucket (with its CORS rule); remembers the pool and client ids in `stateFile`, when given,
 * so restarts reuse them.
 * Returns the environment the functions read (functions/src/platform/config.ts).
 */
export async function bootstrapStack(options: BootstrapOptions): Promise<BootstrapResult> {
  const region = options.region ?? LOCAL_DEFAULTS.region;
  const tableName = options.tableName ?? LOCAL_DEFAULTS.tableName;
  const filesBucket = options.filesBucket ?? LOCAL_DEFAULTS.filesBucket;
  const credentials = {
    accessKeyId: LOCAL_DEFAULTS.accessKeyId,
    secretAccessKey: LOCAL_DEFAULTS.secretAccessKey,
  };
  const { endpoints } = options;

  const dynamo = new DynamoDBClient({ region, endpoint: endpoints.dynamodb, credentials });
  const cognito = new CognitoIdentityProviderClient({ region, endpoint: endpoints.cognito, credentials });
  const s3 = new S3Client({ region, endpoint: endpoints.s3, credentials, forcePathStyle: true });
  try {
    const { stateFile } = options;
    const state = stateFile ? await readState(stateFile) : {};
    const [tableCreated, userPoolId] = await Promise.all([
      ensureTable(dynamo, tableName),
      ensureUserPool(cognito, state, options.poolName ?? 'circles-local'),
      ensureBucket(s3, filesBucket),
    ]);
    const userPoolClientId = await ensureClient(cognito, userPoolId, state);
    await Promise.all([ensureGroups(cognito, userPoolId), ensureMfaConfig(cognito, userPoolId)]);
    // Issue 23: the partner subject an Admin links (custom:partner_sub). After the MFA configuration, not
    // beside it: cognito-local rewrites the pool's options whole, so concurrent updates lose each other.
    await cognito
      .send(
        new AddCustomAttributesCommand({
          UserPoolId: userPoolId,
          CustomAttributes: [{ Name: 'partner_sub', AttributeDataType: 'String', Mutable: true }],
        }),
      )
      .catch((err: unknown) => {
        if (!(err instanceof Error && err.message.includes('Existing attribute'))) throw err;
      });
    if (stateFile) {
      await mkdir(dirname(stateFile), { recursive: true });
      await writeFile(
        stateFile,
        JSON.stringify({ userPoolId, userPoolClientId } satisfies StackState, null, 2),
      );
    }

    // cognito-local signs with issuer `${TokenConfig.IssuerDomain}/${poolId}`; emulators.ts sets that domain to its own URL.
    const jwtIssuer = `${endpoints.cognito}/${userPoolId}`;
    const env: LocalStackEnv = {
      AWS_REGION: region,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      TABLE_NAME: tableName,
      DYNAMODB_ENDPOINT: endpoints.dynamodb,
      // Through the proxy: it mends cognito-local's gaps (refresh, phone-only users) for the functions too.
      COGNITO_ENDPOINT: endpoints.refreshProxy,
      USER_POOL_ID: userPoolId,
      USER_POOL_CLIENT_ID: userPoolClientId,
      JWT_ISSUER: jwtIssuer,
      JWKS_URI: `${jwtIssuer}/.well-known/jwks.json`,
      S3_ENDPOINT: endpoints.s3,
      FILES_BUCKET: filesBucket,
      CONNECTOR_EMAIL: options.connectorEmail ?? LOCAL_DEFAULTS.connectorEmail,
      // The local server stands in for CloudFront: tests may set the viewer address per client.
      TRUST_VIEWER_ADDRESS: 'true',
      // Issue 23: the demo partner organisation (functions/local/partner-idp.ts).
      ...(endpoints.partner
        ? {
            PARTNER_JWKS_URL: endpoints.partner.jwksUrl,
            PARTNER_ISSUER: DEMO_PARTNER.issuer,
            PARTNER_AUDIENCE: DEMO_PARTNER.audience,
            PARTNER_SIGN_IN_URL: endpoints.partner.signInUrl,
            PARTNER_NAME: DEMO_PARTNER.name,
          }
        : {}),
    };
    return { env, userPoolId, userPoolClientId, tableCreated };
  } finally {
    dynamo.destroy();
    cognito.destroy();
    s3.destroy();
  }
}
