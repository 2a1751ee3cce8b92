import { randomUUID } from 'node:crypto';
import {
  DeleteUserPoolCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { startStackApp, type StackApp } from '../../functions/local/stack';
import { rememberDemoSecondFactors } from './second-factor';
import { seedFromSnapshot } from './seed-snapshot';
import type { SharedEmulators, StackInfo } from './stack-info';

/** One test file's application on the shared emulators, and how to remove it again. */
export interface FileStack {
  info: StackInfo;
  /** Stops the API server and deletes the file's table and user pool (the bucket goes with the temp dir). */
  stop(): Promise<void>;
}

/** Names no other test file uses: table, bucket (lower case, ≤ 63 characters) and pool. */
function uniqueNames() {
  const id = randomUUID().slice(0, 8);
  return { tableName: `circles-${id}`, filesBucket: `circles-files-${id}`, poolName: `circles-${id}` };
}

async function removeResources(app: StackApp): Promise<void> {
  const { env } = app;
  const options = {
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  };
  const dynamo = new DynamoDBClient({ ...options, endpoint: env.DYNAMODB_ENDPOINT });
  const cognito = new CognitoIdentityProviderClient({ ...options, endpoint: env.COGNITO_ENDPOINT });
  try {
    // DynamoDB Local keeps every table in memory for the whole run: give the memory back.
    await Promise.allSettled([
      dynamo.send(new DeleteTableCommand({ TableName: env.TABLE_NAME })),
      cognito.send(new DeleteUserPoolCommand({ UserPoolId: env.USER_POOL_ID })),
    ]);
  } finally {
    dynamo.destroy();
    cognito.destroy();
  }
}

/**
 * Starts a test file's own application on the shared emulators: a new table, user pool, client and
 * bucket, the demo data (restored from the run's seed snapshot when there is one), and an API server on a free port serving the web app. Its environment is
 * copied into `process.env` (each test file runs in its own worker process).
 */
export async function startFileStack(shared: SharedEmulators): Promise<FileStack> {
  const app = await startStackApp({
    endpoints: shared.endpoints,
    apiPort: 0,
    webDir: shared.webDir,
    names: uniqueNames(),
    ...(shared.seedSnapshot ? { seed: seedFromSnapshot(shared.seedSnapshot) } : {}),
  });
  rememberDemoSecondFactors(app.demo);
  const info: StackInfo = {
    apiUrl: app.apiUrl,
    env: app.env,
    demo: app.demo,
    seededAt: app.seededAt,
    refreshProxyUrl: shared.endpoints.refreshProxy,
    webServed: app.webServed,
  };
  let stopped: Promise<void> | undefined;
  return {
    info,
    stop() {
      stopped ??= app.stop().then(() => removeResources(app));
      return stopped;
    },
  };
}
