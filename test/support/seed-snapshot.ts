import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import {
  AdminListGroupsForUserCommand,
  CognitoIdentityProviderClient,
  DeleteUserPoolCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  BatchWriteItemCommand,
  DeleteTableCommand,
  DynamoDBClient,
  ScanCommand,
  type AttributeValue,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { config } from '../../functions/src/platform/config';
import { dynamoUsersRepository } from '../../functions/src/members/data/users-repository';
import { cognitoIdentityProvider } from '../../functions/src/users/identity/cognito';
import { bootstrapStack, type LocalStackEnv } from '../../functions/local/bootstrap';
import type { EmulatorEndpoints } from '../../functions/local/emulators';
import type { DemoSignIn } from '../../functions/local/seed';
import type { SeedResult } from '../../functions/local/stack';

/**
 * The demo data as the seed leaves it, taken once per stack run: every item of the table, every object
 * of the bucket, the demo sign-ins and the user id each sign-in had. Restoring it gives a test file the
 * same data as running the seed (10-20 s of CPU, mostly SurveyJS checking the seeded answers) in a
 * second or so.
 */
export interface SeedSnapshot {
  demo: DemoSignIn[];
  /** The snapshot's user id of each demo sign-in (its Cognito subject), by login. */
  userIds: Record<string, string>;
  items: Record<string, AttributeValue>[];
  objects: { key: string; contentType?: string; base64: string }[];
  /** The "now" the seed dated its records from (ISO), which a restore reports as its own. */
  seededAt: string;
}

type Clients = { dynamo: DynamoDBClient; cognito: CognitoIdentityProviderClient; s3: S3Client };

function clientsOf(env: LocalStackEnv): Clients {
  const options = {
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
  };
  return {
    dynamo: new DynamoDBClient({ ...options, endpoint: env.DYNAMODB_ENDPOINT }),
    cognito: new CognitoIdentityProviderClient({ ...options, endpoint: env.COGNITO_ENDPOINT }),
    s3: new S3Client({ ...options, endpoint: env.S3_ENDPOINT, forcePathStyle: true }),
  };
}

async function scanAll(dynamo: DynamoDBClient, table: string): Promise<Record<string, AttributeValue>[]> {
  const items: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const out = await dynamo.send(
      new ScanCommand({
        TableName: table,
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

async function readObjects(s3: S3Client, bucket: string): Promise<SeedSnapshot['objects']> {
  const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }));
  if (listed.IsTruncated) throw new Error('The seed stored more files than one listing: page the listing');
  return Promise.all(
    (listed.Contents ?? []).map(async ({ Key }) => {
      const got = await s3.send(new GetObjectCommand({ Bucket: bucket, Key }));
      const bytes = await got.Body!.transformToByteArray();
      return {
        key: Key!,
        ...(got.ContentType ? { contentType: got.ContentType } : {}),
        base64: Buffer.from(bytes).toString('base64'),
      };
    }),
  );
}

/**
 * Fails unless the seed's pool holds exactly the demo sign-ins, each enabled, confirmed and in its role's
 * group only: that is all a restore recreates in Cognito (a seed that later adds another kind of
 * Cognito user must teach seedFromSnapshot to make it too).
 */
async function expectOnlyDemoUsers(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  demo: readonly DemoSignIn[],
): Promise<void> {
  const listed = await cognito.send(new ListUsersCommand({ UserPoolId: userPoolId }));
  if (listed.PaginationToken) throw new Error('The seed made more Cognito users than one listing');
  const found = await Promise.all(
    (listed.Users ?? []).map(async (u) => {
      const groups = await cognito.send(
        new AdminListGroupsForUserCommand({ UserPoolId: userPoolId, Username: u.Username! }),
      );
      const email = u.Attributes?.find((a) => a.Name === 'email')?.Value;
      const groupNames = (groups.Groups ?? []).map((g) => g.GroupName).join(',');
      return `${email} ${u.Enabled ? 'enabled' : 'disabled'} ${u.UserStatus} ${groupNames}`;
    }),
  );
  const expected = demo.map((d) => `${d.login} enabled CONFIRMED ${d.role}`);
  if (JSON.stringify(found.sort()) !== JSON.stringify(expected.sort())) {
    throw new Error(
      `The seed snapshot restores only the demo sign-ins in Cognito; the seed made:\n${found.join('\n')}`,
    );
  }
}

/**
 * Seeds a scratch table, pool and bucket on the emulators with the demo seed, writes what it left to
 * `file` (JSON) and removes the scratch resources. For the stack's global setup: it sets this process's
 * environment to the scratch stack while the seed runs and puts it back afterwards.
 */
export async function takeSeedSnapshot(endpoints: EmulatorEndpoints, file: string): Promise<void> {
  // As in the local stack (functions/local/stack.ts): the SDK's notice about Node 22 is only noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const id = randomUUID().slice(0, 8);
  const boot = await bootstrapStack({
    endpoints,
    tableName: `circles-seed-${id}`,
    filesBucket: `circles-seed-${id}`,
    poolName: `circles-seed-${id}`,
  });
  const { env } = boot;
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const clients = clientsOf(env);
  try {
    Object.assign(process.env, env);
    config(true);
    // Loaded here only: each file's worker restores the snapshot without loading the seed's modules.
    const { seedDemo } = await import('../../functions/local/seed');
    const seededAt = new Date();
    const demo = await seedDemo(seededAt);
    await expectOnlyDemoUsers(clients.cognito, env.USER_POOL_ID!, demo);
    const items = await scanAll(clients.dynamo, env.TABLE_NAME!);
    const userIds: Record<string, string> = {};
    for (const d of demo) {
      const userId = await dynamoUsersRepository.findIdByEmail(d.login);
      if (!userId) throw new Error(`The seed snapshot found no user for ${d.login}`);
      userIds[d.login] = userId;
    }
    const objects = await readObjects(clients.s3, env.FILES_BUCKET!);
    await writeFile(
      file,
      JSON.stringify({
        demo,
        userIds,
        items,
        objects,
        seededAt: seededAt.toISOString(),
      } satisfies SeedSnapshot),
    );
  } finally {
    for (const [k, v] of Object.entries(before)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
    await Promise.allSettled([
      clients.dynamo.send(new DeleteTableCommand({ TableName: env.TABLE_NAME })),
      clients.cognito.send(new DeleteUserPoolCommand({ UserPoolId: env.USER_POOL_ID })),
    ]);
    clients.dynamo.destroy();
    clients.cognito.destroy();
    clients.s3.destroy();
  }
}

/** Writes items 25 a request (BatchWriteItem's most), a few requests at a time, again what comes back unprocessed. */
async function writeAll(dynamo: DynamoDBClient, table: string, items: Record<string, AttributeValue>[]) {
  const batches: WriteRequest[][] = [];
  for (let i = 0; i < items.length; i += 25) {
    batches.push(items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })));
  }
  const worker = async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) {
      let pending: WriteRequest[] = batch;
      for (let attempt = 0; pending.length > 0; attempt += 1) {
        if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
        const out = await dynamo.send(new BatchWriteItemCommand({ RequestItems: { [table]: pending } }));
        pending = out.UnprocessedItems?.[table] ?? [];
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/**
 * The seed of a test file's stack from a snapshot (see {@link takeSeedSnapshot}), run with the file's
 * environment in `process.env`: the demo sign-ins get Cognito users in the file's own pool (new user
 * ids), the snapshot's items are written with each old user id replaced by the new one, and its files
 * put in the file's bucket. Answers the demo sign-ins, as the seed does.
 */
export function seedFromSnapshot(file: string): () => Promise<SeedResult> {
  return async () => {
    const snapshot = JSON.parse(await readFile(file, 'utf8')) as SeedSnapshot;
    const cfg = config();
    const newIds = await Promise.all(
      snapshot.demo.map((d) =>
        cognitoIdentityProvider.createUser({
          username: d.login,
          email: d.login,
          ...(d.phone ? { phone: d.phone } : {}),
          name: d.name,
          password: d.password,
          role: d.role,
        }),
      ),
    );
    // User ids are UUIDs: replacing them in the JSON text reaches every key, index key and reference.
    let text = JSON.stringify(snapshot.items);
    snapshot.demo.forEach((d, i) => {
      text = text.replaceAll(snapshot.userIds[d.login]!, newIds[i]!);
    });
    const clients = clientsOf({
      AWS_REGION: cfg.region,
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID!,
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY!,
      DYNAMODB_ENDPOINT: cfg.dynamoEndpoint!,
      COGNITO_ENDPOINT: cfg.cognitoEndpoint!,
      S3_ENDPOINT: cfg.s3Endpoint!,
    });
    try {
      await Promise.all([
        writeAll(clients.dynamo, cfg.tableName, JSON.parse(text) as Record<string, AttributeValue>[]),
        ...snapshot.objects.map((o) =>
          clients.s3.send(
            new PutObjectCommand({
              Bucket: cfg.filesBucket,
              Key: o.key,
              Body: Buffer.from(o.base64, 'base64'),
              ...(o.contentType ? { ContentType: o.contentType } : {}),
            }),
          ),
        ),
      ]);
    } finally {
      clients.dynamo.destroy();
      clients.cognito.destroy();
      clients.s3.destroy();
    }
    return { demo: snapshot.demo, seededAt: new Date(snapshot.seededAt) };
  };
}
