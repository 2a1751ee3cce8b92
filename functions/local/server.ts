import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { contract, type RouteName } from '@circles/shared/api/contract';
import type { RouteDef } from '@circles/shared/api/define';
import { routeKeyOf, type LambdaHandler } from '../src/platform/http/area';
import { bindings, type AreaName } from '../src/areas';
import { config } from '../src/platform/config';
import { compressAnswer, staticFile } from './compress';
import { outboxAnswer } from './outbox-page';

/** What the web app loads from `/config.json` before it starts. */
export interface WebRuntimeConfig {
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Cognito endpoint for Amplify (locally the refresh proxy in front of cognito-local). */
  cognitoEndpoint?: string;
  connectorEmail: string;
  /** The SurveyJS Creator's licence key (`CIRCLES_SURVEYJS_LICENSE_KEY`); without it the designer shows its banner. */
  surveyJsLicenseKey?: string;
  /** The partner organisation's sign-in (issue 23); absent: the sign-in screen offers no partner option. */
  partner?: { name: string; signInUrl: string };
}

export interface ApiServerOptions {
  port: number;
  host?: string;
  /** Built web app (web/dist) to serve beside the API; omitted: API only. */
  webDir?: string;
  webConfig: WebRuntimeConfig;
}

interface CompiledRoute {
  name: RouteName;
  route: RouteDef;
  pattern: RegExp;
  paramNames: string[];
  staticSegments: number;
}

const functionsSrc = resolve(import.meta.dirname, '../src');
const MAX_BODY = 1024 * 1024 + 1;
const EMPTY = Buffer.alloc(0);

function compile(): CompiledRoute[] {
  return (Object.entries(contract) as [RouteName, RouteDef][])
    .map(([name, route]) => {
      const paramNames: string[] = [];
      const segments = route.path.split('/').filter(Boolean);
      const pattern = new RegExp(
        '^/' +
          segments
            .map((s) => {
              const m = /^\{(\w+)\}$/.exec(s);
              if (m?.[1]) {
                paramNames.push(m[1]);
                return '([^/]+)';
              }
              return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            })
            .join('/') +
          '/?$',
      );
      return { name, route, pattern, paramNames, staticSegments: segments.length - paramNames.length };
    })
    .sort((a, b) => b.staticSegments - a.staticSegments);
}

type Claims = Record<string, string | number | boolean | string[]>;

/** Tokens verified once are remembered (up to this many) until their `exp`; see createVerifier. */
const VERIFIED_TOKENS_MAX = 1000;

/** Whether a verified token's time claims still hold now, as aws-jwt-verify checks them (no grace). */
function timely(claims: Claims, nowSeconds: number): boolean {
  const { exp, nbf } = claims;
  return !(typeof exp === 'number' && exp < nowSeconds) && !(typeof nbf === 'number' && nbf > nowSeconds);
}

/**
 * API Gateway's JWT authorizer, played locally: verify the access token against cognito-local's keys.
 * A token that verified is remembered by its exact text and answered again without the RSA check while
 * its `exp` and `nbf` still hold (the signature and the other claims of the same text cannot change);
 * a page reads with one token for its hour, and the check cost ~0.3 ms of CPU a request (issue 22
 * item 7). Rejections are not remembered.
 */
async function createVerifier() {
  const cfg = config();
  const verifier = JwtRsaVerifier.create({ issuer: cfg.jwtIssuer, audience: null, jwksUri: cfg.jwksUri });
  const jwks = (await (await fetch(cfg.jwksUri)).json()) as Parameters<typeof verifier.cacheJwks>[0];
  verifier.cacheJwks(jwks);
  const verified = new Map<string, Claims>();
  return async (authorization: string | undefined) => {
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
    if (!token) return undefined;
    const known = verified.get(token);
    if (known) {
      // A copy each time: no request can change what the next one is handed.
      if (timely(known, Date.now() / 1000)) return { ...known };
      verified.delete(token);
    }
    try {
      const payload = await verifier.verify(token);
      if (payload.token_use !== 'access' || payload.client_id !== cfg.userPoolClientId) return undefined;
      const claims = payload as Claims;
      // The oldest goes first (a Map keeps insertion order).
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
      return { ...claims };
    } catch {
      return undefined;
    }
  };
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** The same security headers CloudFront adds in AWS. */
function securityHeaders(webConfig: WebRuntimeConfig): Record<string, string> {
  const cognito = webConfig.cognitoEndpoint
    ? new URL(webConfig.cognitoEndpoint).origin
    : `https://cognito-idp.${webConfig.region}.amazonaws.com`;
  // Presigned uploads (note PDFs) go from the browser straight to the files bucket, as in AWS
  // (infra/lib/web.ts allows the region's S3 there); locally that is s3rver.
  const s3 = config().s3Endpoint;
  const files = s3 ? ` ${new URL(s3).origin}` : '';
  // Issue 23: the browser posts the partner sign-in to the partner's own server.
  const partnerOrigin = webConfig.partner ? ` ${new URL(webConfig.partner.signInUrl).origin}` : '';
  return {
    'content-security-policy': `default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; worker-src 'self'; connect-src 'self' ${cognito}${files}${partnerOrigin}; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'`,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

/**
 * The request's body, or 'too-large' past MAX_BODY. A body too large is still read to its end (and
 * dropped), as API Gateway does before its 413: leaving the loop early would destroy the socket and the
 * client would see a reset connection instead of the answer.
 */
async function readRequestBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  // HTTP/1.1: a request without Content-Length or Transfer-Encoding has no body (every GET the web
  // sends); the stream's async iteration costs more than the rest of reading the request.
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined)
    return EMPTY;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size <= MAX_BODY) chunks.push(buf);
  }
  return size > MAX_BODY ? 'too-large' : Buffer.concat(chunks);
}

function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
): void {
  // As CloudFront does in AWS: brotli or gzip by the request's Accept-Encoding.
  const out = compressAnswer(res.req, headers, body);
  res.writeHead(status, out.headers);
  res.end(out.body);
}

/** Base for parsing request targets: only the path and query are read, never the Host header. */
const LOCAL_BASE = 'http://localhost';

/** A percent-decoded path part, or undefined when its encoding is malformed (`%E0%A4%A`). */
function decodePart(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/** The API's 400 answer for a request that cannot be read at all. */
function badRequest(res: ServerResponse): void {
  send(
    res,
    400,
    { 'content-type': 'application/json; charset=utf-8' },
    JSON.stringify({ error: { code: 'BAD_REQUEST', message: 'The request is malformed.' } }),
  );
}

/**
 * The local API server: the same area entries as the Lambda functions in AWS, called with events shaped
 * like API Gateway HTTP API (payload v2, `routeKey` included), tokens verified against cognito-local's keys; it also serves the built web app.
 */
export async function startApiServer(
  opts: ApiServerOptions,
): Promise<{ url: string; close(): Promise<void> }> {
  const routes = compile();
  const verify = await createVerifier();
  // One entry per area, as in AWS: the area's function picks the route's handler by event.routeKey.
  const areaEntries = new Map<AreaName, LambdaHandler>();
  const loadAreaEntry = async (area: AreaName): Promise<LambdaHandler> => {
    let h = areaEntries.get(area);
    if (!h) {
      const mod = (await import(pathToFileURL(join(functionsSrc, area, 'entry.ts')).href)) as {
        handler: LambdaHandler;
      };
      h = mod.handler;
      areaEntries.set(area, h);
    }
    return h;
  };
  const webRoot = opts.webDir ? resolve(opts.webDir) : undefined;
  const security = securityHeaders(opts.webConfig);

  async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const matches = routes.filter((r) => r.pattern.test(url.pathname));
    const match = matches.find((r) => r.route.method === req.method);
    if (!match)
      return send(res, 404, { 'content-type': 'application/json' }, JSON.stringify({ message: 'Not Found' }));
    const params: Record<string, string> = {};
    const m = match.pattern.exec(url.pathname);
    for (const [i, p] of match.paramNames.entries()) {
      const value = decodePart(m?.[i + 1] ?? '');
      if (value === undefined) return badRequest(res);
      params[p] = value;
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k.toLowerCase()] = v;
    let claims: Claims | undefined;
    if (match.route.auth === 'user') {
      claims = await verify(headers.authorization);
      if (!claims)
        return send(
          res,
          401,
          { 'content-type': 'application/json', 'www-authenticate': 'Bearer' },
          JSON.stringify({ message: 'Unauthorized' }),
        );
    }
    const body = await readRequestBody(req);
    if (body === 'too-large')
      return send(
        res,
        413,
        { 'content-type': 'application/json' },
        JSON.stringify({ message: 'Request Entity Too Large' }),
      );
    const query: Record<string, string> = {};
    url.searchParams.forEach((v, k) => (query[k] = query[k] ? `${query[k]},${v}` : v));
    const requestId = randomUUID();
    const event = {
      version: '2.0',
      routeKey: routeKeyOf(match.route),
      rawPath: url.pathname,
      rawQueryString: url.search.slice(1),
      headers,
      queryStringParameters: Object.keys(query).length ? query : undefined,
      pathParameters: Object.keys(params).length ? params : undefined,
      body: body.length ? body.toString('utf8') : undefined,
      isBase64Encoded: false,
      requestContext: {
        accountId: 'local',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'local',
        http: {
          method: req.method ?? 'GET',
          path: url.pathname,
          protocol: 'HTTP/1.1',
          sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
          userAgent: headers['user-agent'] ?? '',
        },
        requestId,
        routeKey: routeKeyOf(match.route),
        stage: '$default',
        time: new Date().toUTCString(),
        timeEpoch: Date.now(),
        ...(claims ? { authorizer: { jwt: { claims, scopes: null } } } : {}),
      },
    } as unknown as APIGatewayProxyEventV2;
    const area = bindings[match.name].area;
    const context = {
      awsRequestId: requestId,
      functionName: area,
      getRemainingTimeInMillis: () => 30_000,
    } as unknown as Context;
    const handler = await loadAreaEntry(area);
    const result = await handler(event, context);
    const outHeaders: Record<string, string> = {};
    for (const [k, v] of Object.entries(result.headers ?? {})) outHeaders[k] = String(v);
    send(res, result.statusCode ?? 200, outHeaders, result.body ?? '');
  }

  async function serveWeb(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // Issue 24: the local mail catcher's viewer (local only; AWS has no such path).
    const outbox = await outboxAnswer(req.method, url.pathname);
    if (outbox) return send(res, outbox.status, outbox.headers, outbox.body);
    if (url.pathname === '/config.json') {
      return send(
        res,
        200,
        { 'content-type': 'application/json', 'cache-control': 'no-store', ...security },
        JSON.stringify(opts.webConfig),
      );
    }
    if (!webRoot || (req.method !== 'GET' && req.method !== 'HEAD'))
      return send(res, 404, { 'content-type': 'text/plain' }, 'Not Found');
    const path = decodePart(url.pathname);
    if (path === undefined) return send(res, 400, { 'content-type': 'text/plain' }, 'Bad Request');
    const candidates =
      url.pathname === '/socialrisk' || url.pathname === '/socialrisk/'
        ? ['socialrisk.html']
        : [path, 'index.html'];
    for (const candidate of candidates) {
      const file = normalize(join(webRoot, candidate));
      if (!file.startsWith(webRoot)) continue;
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) continue;
      const type = contentTypes[extname(file)] ?? 'application/octet-stream';
      const cache = file.includes(`${join(webRoot, 'assets')}`)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache';
      const served = await staticFile(req, file, type);
      res.writeHead(200, { 'content-type': type, 'cache-control': cache, ...security, ...served.headers });
      return void res.end(served.body);
    }
    send(res, 404, { 'content-type': 'text/plain' }, 'Not Found');
  }

  const server = createServer((req, res) => {
    // The Host header is the caller's text: a malformed one must not reach `new URL` (a throw here is
    // outside any promise and would end the process, and every emulator running in it).
    const host = req.headers.host;
    if (host !== undefined && !URL.canParse(`http://${host}`)) return badRequest(res);
    const url = URL.canParse(req.url ?? '/', LOCAL_BASE) ? new URL(req.url ?? '/', LOCAL_BASE) : undefined;
    if (!url) return badRequest(res);
    const work = url.pathname.startsWith('/api/') ? serveApi(req, res, url) : serveWeb(req, res, url);
    work.catch((err: unknown) => {
      process.stderr.write(
        `${JSON.stringify({ level: 'error', msg: 'local server error', errorName: err instanceof Error ? err.name : 'unknown' })}\n`,
      );
      if (!res.headersSent)
        send(
          res,
          500,
          { 'content-type': 'application/json' },
          JSON.stringify({ message: 'Internal Server Error' }),
        );
    });
  });
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port, host, () => ok());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : opts.port;
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
