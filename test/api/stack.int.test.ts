import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  ListGroupsCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, useStackEnv, type StackInfo } from '../support/stack';

let stack: StackInfo;
let env: Record<string, string>;
const credentials = (): { accessKeyId: string; secretAccessKey: string } => ({
  accessKeyId: env.AWS_ACCESS_KEY_ID!,
  secretAccessKey: env.AWS_SECRET_ACCESS_KEY!,
});

function cognitoAt(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({ region: env.AWS_REGION, endpoint, credentials: credentials() });
}

function decodePayload(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A fresh confirmed user with an email and a phone number, in the Patient group. */
async function createUser(): Promise<{ email: string; phone: string; password: string }> {
  const cognito = cognitoAt(env.COGNITO_ENDPOINT!);
  const email = `harness-${randomUUID()}@test.example.org`;
  const phone = `+1519${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
  const password = 'Harness#2026';
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: env.USER_POOL_ID,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: 'Temporary#2026',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'phone_number', Value: phone },
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: env.USER_POOL_ID,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  await cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: env.USER_POOL_ID, Username: email, GroupName: 'Patient' }),
  );
  return { email, phone, password };
}

async function signIn(
  client: CognitoIdentityProviderClient,
  login: string,
  password: string,
): Promise<AuthenticationResultType> {
  const out = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: env.USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: login, PASSWORD: password },
    }),
  );
  expect(out.AuthenticationResult?.AccessToken).toBeTruthy();
  return out.AuthenticationResult!;
}

beforeAll(() => {
  stack = useStackEnv();
  env = stack.env;
});

describe('the local stack harness', () => {
  it('provides the runtime environment and copies it into process.env', () => {
    for (const name of [
      'TABLE_NAME',
      'DYNAMODB_ENDPOINT',
      'COGNITO_ENDPOINT',
      'USER_POOL_ID',
      'USER_POOL_CLIENT_ID',
      'JWT_ISSUER',
      'JWKS_URI',
      'S3_ENDPOINT',
      'FILES_BUCKET',
    ]) {
      expect(env[name], name).toBeTruthy();
      expect(process.env[name]).toBe(env[name]);
    }
    expect(stack.apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('gives this test file its own table, user pool, bucket and API server, which inject answers too', () => {
    expect(env.TABLE_NAME).toMatch(/^circles-[0-9a-f]{8}$/);
    expect(env.FILES_BUCKET).toMatch(/^circles-files-[0-9a-f]{8}$/);
    expect(inject('stack')).toBe(stack);
    expect(inject('stack').apiUrl).not.toBe('');
    expect(inject('emulators').endpoints.dynamodb).toBe(env.DYNAMODB_ENDPOINT);
  });

  it('creates the table with its three GSIs (ALL projection) and TTL on expiresAt', async () => {
    const dynamo = new DynamoDBClient({
      region: env.AWS_REGION,
      endpoint: env.DYNAMODB_ENDPOINT,
      credentials: credentials(),
    });
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: env.TABLE_NAME }));
    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(Table?.KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    const indexes = (Table?.GlobalSecondaryIndexes ?? [])
      .map((i) => [i.IndexName, i.Projection?.ProjectionType])
      .sort();
    expect(indexes).toEqual([
      ['gsi1', 'ALL'],
      ['gsi2', 'ALL'],
      ['gsi3', 'ALL'],
    ]);
    const ttl = await dynamo.send(new DescribeTimeToLiveCommand({ TableName: env.TABLE_NAME }));
    expect(ttl.TimeToLiveDescription).toMatchObject({
      AttributeName: 'expiresAt',
      TimeToLiveStatus: 'ENABLED',
    });
    dynamo.destroy();
  });

  it('creates the four groups in the user pool', async () => {
    const { Groups } = await cognitoAt(env.COGNITO_ENDPOINT!).send(
      new ListGroupsCommand({ UserPoolId: env.USER_POOL_ID }),
    );
    expect((Groups ?? []).map((g) => g.GroupName).sort()).toEqual([
      'Admin',
      'Coordinator',
      'Patient',
      'Volunteer',
    ]);
  });

  it('signs a user in with USER_PASSWORD_AUTH by email and by phone number, and refuses a wrong password', async () => {
    const user = await createUser();
    const cognito = cognitoAt(env.COGNITO_ENDPOINT!);
    const byEmail = await signIn(cognito, user.email, user.password);
    const byPhone = await signIn(cognito, user.phone, user.password);
    expect(decodePayload(byEmail.AccessToken!).sub).toBe(decodePayload(byPhone.AccessToken!).sub);
    const wrong = await cognito
      .send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: env.USER_POOL_CLIENT_ID,
          AuthParameters: { USERNAME: user.email, PASSWORD: 'Wrong#2026x' },
        }),
      )
      .then(
        () => undefined,
        (err: Error) => err.name,
      );
    // AWS answers NotAuthorizedException; cognito-local 5.3 answers InvalidPasswordException.
    expect(['NotAuthorizedException', 'InvalidPasswordException']).toContain(wrong);
  });

  it('issues tokens whose iss is JWT_ISSUER and that verify with JwtRsaVerifier and the cached JWKS', async () => {
    const user = await createUser();
    const tokens = await signIn(cognitoAt(env.COGNITO_ENDPOINT!), user.email, user.password);
    expect(decodePayload(tokens.AccessToken!).iss).toBe(env.JWT_ISSUER);
    expect(env.JWKS_URI).toBe(`${env.JWT_ISSUER}/.well-known/jwks.json`);

    const jwks = (await (await fetch(env.JWKS_URI!)).json()) as Parameters<
      ReturnType<typeof JwtRsaVerifier.create>['cacheJwks']
    >[0];
    const idVerifier = JwtRsaVerifier.create({
      issuer: env.JWT_ISSUER!,
      audience: env.USER_POOL_CLIENT_ID!,
      jwksUri: env.JWKS_URI!,
    });
    idVerifier.cacheJwks(jwks);
    const id = await idVerifier.verify(tokens.IdToken!);
    expect(id.email).toBe(user.email);
    expect(id['cognito:groups']).toEqual(['Patient']);

    // Access tokens carry client_id, not aud (as in AWS), so the audience is checked by hand.
    const accessVerifier = JwtRsaVerifier.create({
      issuer: env.JWT_ISSUER!,
      audience: null,
      jwksUri: env.JWKS_URI!,
    });
    accessVerifier.cacheJwks(jwks);
    const access = await accessVerifier.verify(tokens.AccessToken!);
    expect(access).toMatchObject({ token_use: 'access', client_id: env.USER_POOL_CLIENT_ID });

    const tampered = `${tokens.AccessToken!.slice(0, -4)}AAAA`;
    await expect(accessVerifier.verify(tampered)).rejects.toThrow();
  });

  it('lets the refresh proxy turn a refresh token into new tokens (GetTokensFromRefreshToken) and passes other calls through', async () => {
    const user = await createUser();
    const viaProxy = cognitoAt(stack.refreshProxyUrl);
    const first = await signIn(viaProxy, user.phone, user.password);
    expect(first.RefreshToken).toBeTruthy();
    const refreshed = await viaProxy.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: env.USER_POOL_CLIENT_ID,
        RefreshToken: first.RefreshToken,
      }),
    );
    const access = refreshed.AuthenticationResult?.AccessToken;
    expect(access).toBeTruthy();
    expect(access).not.toBe(first.AccessToken);
    expect(decodePayload(access!)).toMatchObject({
      iss: env.JWT_ISSUER,
      sub: decodePayload(first.AccessToken!).sub,
      token_use: 'access',
    });
    expect(refreshed.AuthenticationResult?.IdToken).toBeTruthy();

    await expect(
      viaProxy.send(
        new GetTokensFromRefreshTokenCommand({
          ClientId: env.USER_POOL_CLIENT_ID,
          RefreshToken: 'not-a-refresh-token',
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('answers the browser preflight of the refresh proxy with CORS headers', async () => {
    const res = await fetch(stack.refreshProxyUrl, {
      method: 'OPTIONS',
      headers: {
        origin: stack.apiUrl,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target',
      },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('puts and reads an object in the files bucket through presigned URLs', async () => {
    const s3 = new S3Client({
      region: env.AWS_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: credentials(),
    });
    const key = `harness/${randomUUID()}.txt`;
    const body = `harness ${randomUUID()}`;
    const putUrl = await getSignedUrl(
      s3,
      new PutObjectCommand({ Bucket: env.FILES_BUCKET, Key: key, ContentType: 'text/plain' }),
      { expiresIn: 300 },
    );
    const put = await fetch(putUrl, { method: 'PUT', body, headers: { 'content-type': 'text/plain' } });
    expect(put.status).toBe(200);
    const getUrl = await getSignedUrl(s3, new GetObjectCommand({ Bucket: env.FILES_BUCKET, Key: key }), {
      expiresIn: 300,
    });
    const got = await fetch(getUrl);
    expect(got.status).toBe(200);
    expect(await got.text()).toBe(body);
    const preflight = await fetch(putUrl, {
      method: 'OPTIONS',
      headers: {
        origin: stack.apiUrl,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-origin')).toBeTruthy();
    const missing = await fetch(
      await getSignedUrl(s3, new GetObjectCommand({ Bucket: env.FILES_BUCKET, Key: `${key}.missing` }), {
        expiresIn: 300,
      }),
    );
    expect(missing.status).toBe(404);
    s3.destroy();
  });

  it('launches headless Chromium that reaches the API server and reads the web runtime config', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const res = await page.goto(`${stack.apiUrl}/config.json`);
      expect(res?.status()).toBe(200);
      const webConfig = JSON.parse((await res?.text()) ?? '{}') as Record<string, unknown>;
      expect(webConfig).toMatchObject({
        userPoolId: env.USER_POOL_ID,
        userPoolClientId: env.USER_POOL_CLIENT_ID,
        cognitoEndpoint: stack.refreshProxyUrl,
      });
    } finally {
      await browser.close();
    }
  });
});
