import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createCognitoLockout, type CognitoLockout } from './cognito-lockout';
import { createPartnerAuth } from './partner-auth';
import type { PartnerConfig } from '../src/users/identity/partner-token';

const REFRESH_TARGET = 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken';
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET,POST,OPTIONS',
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** cognito-local lacks GetTokensFromRefreshToken (what Amplify 6 sends to refresh): ask InitiateAuth REFRESH_TOKEN_AUTH instead. */
async function refresh(upstream: string, body: Buffer, res: ServerResponse): Promise<void> {
  const { RefreshToken, ClientId } = JSON.parse(body.toString('utf8') || '{}') as {
    RefreshToken?: string;
    ClientId?: string;
  };
  const answer = await fetch(upstream, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId,
      AuthParameters: { REFRESH_TOKEN: RefreshToken },
    }),
  });
  const json = (await answer.json()) as { AuthenticationResult?: { AccessToken?: string; IdToken?: string } };
  const result = json.AuthenticationResult;
  const out =
    answer.ok && result
      ? {
          AuthenticationResult: {
            AccessToken: result.AccessToken,
            IdToken: result.IdToken,
            TokenType: 'Bearer',
            ExpiresIn: 3600,
          },
        }
      : json;
  res
    .writeHead(answer.status, { ...CORS, 'content-type': 'application/x-amz-json-1.1' })
    .end(JSON.stringify(out));
}

const INITIATE_AUTH_TARGET = 'AWSCognitoIdentityProviderService.InitiateAuth';
// What cognito-local (and AWS) answer to a wrong password or an unknown user.
const FAILED_PASSWORD = new Set([
  'NotAuthorizedException',
  'InvalidPasswordException',
  'UserNotFoundException',
]);

/** InitiateAuth with a password, behind Cognito's lockout (see cognito-lockout.ts); other flows pass. */
async function initiateAuth(
  upstream: string,
  lockout: CognitoLockout,
  body: Buffer,
  res: ServerResponse,
  onTotpChallenge?: (username: string) => void,
): Promise<void> {
  const input = JSON.parse(body.toString('utf8') || '{}') as {
    AuthFlow?: string;
    AuthParameters?: { USERNAME?: string };
  };
  const username = input.AuthFlow === 'USER_PASSWORD_AUTH' ? input.AuthParameters?.USERNAME : undefined;
  const headers = { ...CORS, 'content-type': 'application/x-amz-json-1.1' };
  if (username && lockout.lockedFor(username) > 0) {
    res
      .writeHead(400, { ...headers, 'x-amzn-errortype': 'NotAuthorizedException' })
      .end(JSON.stringify({ __type: 'NotAuthorizedException', message: 'Password attempts exceeded' }));
    return;
  }
  const answer = await fetch(upstream, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': INITIATE_AUTH_TARGET },
    body,
  });
  const text = await answer.text();
  if (username) {
    const type = answer.ok ? undefined : ((JSON.parse(text || '{}') as { __type?: string }).__type ?? '');
    if (answer.ok) lockout.record(username, true);
    if (answer.ok && onTotpChallenge && text.includes('"SOFTWARE_TOKEN_MFA"')) onTotpChallenge(username);
    else if (type && FAILED_PASSWORD.has(type.split('#').pop() ?? type)) lockout.record(username, false);
  }
  // Keep cognito-local's own headers (CORS and exposed error headers the browser's Amplify reads).
  const upstreamHeaders: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name))
      upstreamHeaders[name] = value;
  });
  res.writeHead(answer.status, { ...headers, ...upstreamHeaders }).end(text);
}

const CREATE_USER_TARGET = 'AWSCognitoIdentityProviderService.AdminCreateUser';

/**
 * cognito-local refuses a user name that is not an email when the pool signs in with email or phone
 * ("Username should be an email."), where AWS accepts an E.164 phone number: members may register with a
 * phone only. Give such a user a placeholder email user name locally (cognito-local then keys the user
 * by its sub and still finds it by its phone_number attribute, as AWS does).
 */
async function createUser(
  upstream: string,
  req: IncomingMessage,
  body: Buffer,
  res: ServerResponse,
): Promise<void> {
  const input = JSON.parse(body.toString('utf8') || '{}') as { Username?: string };
  if (input.Username && !input.Username.includes('@'))
    input.Username = `${input.Username.replace(/\D/g, '')}@phone.invalid`;
  const answer = await fetch(upstream, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': CREATE_USER_TARGET,
      authorization: req.headers.authorization ?? '',
    },
    body: JSON.stringify(input),
  });
  res.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.1' }).end(await answer.text());
}

const ADMIN_MFA_TARGET = 'AWSCognitoIdentityProviderService.AdminSetUserMFAPreference';
const JSON_HEADERS = { 'content-type': 'application/x-amz-json-1.1' };

/** One call of cognito-local's API. */
function callCognito(upstream: string, operation: string, input: unknown): Promise<Response> {
  return fetch(upstream, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(input),
  });
}

/**
 * cognito-local 5.3.0 lacks AdminSetUserMFAPreference (the API's reset of a user's second factor, issue
 * 21), but has SetUserMFAPreference, which only decodes the access token it is given (never verifies
 * it): the user's own call is made with an unsigned token naming the pool's client and the user. An
 * unknown user answers UserNotFoundException, as AWS does. Local only: AWS verifies every token.
 */
async function adminSetMfaPreference(upstream: string, body: Buffer, res: ServerResponse): Promise<void> {
  const input = JSON.parse(body.toString('utf8') || '{}') as {
    UserPoolId?: string;
    Username?: string;
    SMSMfaSettings?: unknown;
    SoftwareTokenMfaSettings?: unknown;
  };
  const listed = (await (
    await callCognito(upstream, 'ListUserPoolClients', { UserPoolId: input.UserPoolId, MaxResults: 1 })
  ).json()) as { UserPoolClients?: { ClientId?: string }[] };
  const claims = {
    client_id: listed.UserPoolClients?.[0]?.ClientId,
    sub: input.Username,
    token_use: 'access',
  };
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const answer = await callCognito(upstream, 'SetUserMFAPreference', {
    AccessToken: `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`,
    ...(input.SMSMfaSettings ? { SMSMfaSettings: input.SMSMfaSettings } : {}),
    ...(input.SoftwareTokenMfaSettings ? { SoftwareTokenMfaSettings: input.SoftwareTokenMfaSettings } : {}),
  });
  const text = await answer.text();
  if (
    !answer.ok &&
    (JSON.parse(text || '{}') as { __type?: string }).__type?.endsWith('NotAuthorizedException')
  ) {
    res
      .writeHead(400, { ...JSON_HEADERS, 'x-amzn-errortype': 'UserNotFoundException' })
      .end(JSON.stringify({ __type: 'UserNotFoundException', message: 'User does not exist.' }));
    return;
  }
  res.writeHead(answer.status, JSON_HEADERS).end(text);
}

function passThrough(upstream: URL, req: IncomingMessage, res: ServerResponse): void {
  const forward = request(
    upstream,
    { method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  forward.on('error', () => res.writeHead(502, CORS).end());
  req.pipe(forward);
}

/**
 * Starts the refresh proxy in front of cognito-local on 127.0.0.1:`port` (0 for any free port);
 * `onTotpChallenge` hears of each password sign-in answered with an authenticator-code challenge.
 * Everything but GetTokensFromRefreshToken, phone-only AdminCreateUser, AdminSetUserMFAPreference and
 * password InitiateAuth (held to Cognito's lockout, which cognito-local lacks) passes through unchanged.
 * The functions' COGNITO_ENDPOINT points here too.
 */
export async function startRefreshProxy(
  port: number,
  cognitoUrl: string,
  options: { onTotpChallenge?: (username: string) => void; partner?: () => PartnerConfig | undefined } = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(cognitoUrl);
  const lockout = createCognitoLockout();
  // Issue 23: the partner sign-in's CUSTOM_AUTH, which cognito-local lacks (partner-auth.ts).
  const partnerAuth = createPartnerAuth(upstream.href, options.partner ?? (() => undefined));
  const server: Server = createServer((req, res) => {
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    const target = String(req.headers['x-amz-target'] ?? '');
    if (req.method === 'POST' && /\.Admin(InitiateAuth|RespondToAuthChallenge)$/.test(target)) {
      readBody(req)
        .then(async (body) => {
          const own = await partnerAuth.handle(target, body);
          if (own) {
            const headers = { ...JSON_HEADERS, ...(own.error ? { 'x-amzn-errortype': own.error } : {}) };
            return void res.writeHead(own.status, headers).end(JSON.stringify(own.body));
          }
          const answer = await fetch(upstream, {
            method: 'POST',
            headers: { ...JSON_HEADERS, 'x-amz-target': target },
            body,
          });
          const errorType = answer.headers.get('x-amzn-errortype');
          res
            .writeHead(answer.status, {
              ...JSON_HEADERS,
              ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
            })
            .end(await answer.text());
        })
        .catch(() => res.writeHead(502, CORS).end());
      return;
    }
    if (req.method === 'POST' && req.headers['x-amz-target'] === REFRESH_TARGET) {
      readBody(req)
        .then((body) => refresh(upstream.href, body, res))
        .catch(() => res.writeHead(502, CORS).end());
      return;
    }
    if (req.method === 'POST' && req.headers['x-amz-target'] === INITIATE_AUTH_TARGET) {
      readBody(req)
        .then((body) => initiateAuth(upstream.href, lockout, body, res, options.onTotpChallenge))
        .catch(() => res.writeHead(502, CORS).end());
      return;
    }
    if (req.method === 'POST' && req.headers['x-amz-target'] === CREATE_USER_TARGET) {
      readBody(req)
        .then((body) => createUser(upstream.href, req, body, res))
        .catch(() => res.writeHead(502, CORS).end());
      return;
    }
    if (req.method === 'POST' && req.headers['x-amz-target'] === ADMIN_MFA_TARGET) {
      readBody(req)
        .then((body) => adminSetMfaPreference(upstream.href, body, res))
        .catch(() => res.writeHead(502, CORS).end());
      return;
    }
    passThrough(upstream, req, res);
  });
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(port, '127.0.0.1', resolve),
  );
  const address = server.address();
  const actual = address !== null && typeof address === 'object' ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
