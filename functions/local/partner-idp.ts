import { createServer, type IncomingMessage, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/** The demo partner's fixed issuer and audience (the key pair is new on every start). */
export const DEMO_PARTNER = {
  name: 'WECCC',
  issuer: 'https://partner.circles.invalid',
  audience: 'circles-local',
} as const;

/** A person with an account at the demo partner organisation. */
export interface PartnerUser {
  email: string;
  password: string;
  subject: string;
}

/** The demo partner's people: one linked by the seed to a seeded member, one linked to nobody. */
export const DEMO_PARTNER_USERS: readonly PartnerUser[] = [
  { email: 'mary.partner@weccc.example.org', password: 'Partner#2026', subject: 'weccc-0001' },
  { email: 'nolink.partner@weccc.example.org', password: 'Partner#2026', subject: 'weccc-0002' },
];

export interface PartnerIdp {
  url: string;
  signInUrl: string;
  jwksUrl: string;
  close(): Promise<void>;
}

export interface PartnerIdpOptions {
  port?: number;
  users?: readonly PartnerUser[];
  /**
   * Tests only (never `npm start`): POST /test/sign signs any claims with the partner's key, so the stack
   * tests can present wrong-issuer, wrong-audience, expired and email-mismatch tokens.
   */
  testing?: boolean;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type',
  'access-control-allow-methods': 'GET,POST,OPTIONS',
};

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
}

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

async function sign(
  key: CryptoKey,
  claims: JWTPayload,
  expiresIn: string | number = '10m',
  issuer: string = DEMO_PARTNER.issuer,
  audience: string = DEMO_PARTNER.audience,
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: 'demo-partner-1', typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key);
}

/**
 * A small partner identity server of our own for the local stack (issue 23), on 127.0.0.1: POST /signin
 * with `{ email, password }` answers `{ success, token }` (an ES256 JWT signed with jose, spec 000 §7's
 * shape), GET /.well-known/jwks.json publishes the public key. It plays the partner organisation's own
 * sign-in, which in production is not ours.
 */
export async function startPartnerIdp(options: PartnerIdpOptions = {}): Promise<PartnerIdp> {
  const users = options.users ?? DEMO_PARTNER_USERS;
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'demo-partner-1', alg: 'ES256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: unknown) =>
      res.writeHead(status, { ...CORS, 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end();
    if (req.method === 'GET' && req.url === '/.well-known/jwks.json') return answer(200, { keys: [jwk] });
    if (req.method === 'POST' && req.url === '/signin') {
      jsonBody(req)
        .then(async (body) => {
          const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
          const password = typeof body.password === 'string' ? body.password : '';
          const user = users.find((u) => u.email === email);
          if (!user || !same(user.password, password)) return answer(401, { success: false });
          answer(200, {
            success: true,
            token: await sign(privateKey, { sub: user.subject, email: user.email }),
          });
        })
        .catch(() => answer(400, { success: false }));
      return;
    }
    if (options.testing && req.method === 'POST' && req.url === '/test/sign') {
      jsonBody(req)
        .then(async (body) => {
          const claims = (body.claims ?? {}) as JWTPayload;
          const token = await sign(
            privateKey,
            claims,
            (body.expiresIn as string | number | undefined) ?? '10m',
            typeof body.issuer === 'string' ? body.issuer : undefined,
            typeof body.audience === 'string' ? body.audience : undefined,
          );
          answer(200, { token });
        })
        .catch(() => answer(400, {}));
      return;
    }
    answer(404, {});
  });
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(options.port ?? 0, '127.0.0.1', resolve),
  );
  const address = server.address();
  const port = address !== null && typeof address === 'object' ? address.port : options.port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    signInUrl: `${url}/signin`,
    jwksUrl: `${url}/.well-known/jwks.json`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
