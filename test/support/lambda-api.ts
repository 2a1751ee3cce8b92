import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import type { ApiRoute } from './shipped-functions';

/*
 * API Gateway's HTTP API in front of the shipped functions, played from the synthesized template: its
 * routes (route key → integration → function), its JWT authorizer (the access token verified against
 * the user pool's keys, its claims handed on as strings, as API Gateway does), its own 404 and 401, and
 * the payload format 2.0 event each Lambda integration receives. CloudFront's part is added too: the
 * origin-verify header and the viewer's address.
 */

/** The claims of a verified token as API Gateway's JWT authorizer passes them: every value a string. */
export type GatewayClaims = Record<string, string>;

/** How a request reaches the API. */
export interface GatewayRequest {
  token?: string;
  body?: unknown;
  /** The viewer's address as CloudFront passes it (`cloudfront-viewer-address`). */
  client?: string;
  /** Leave out CloudFront's origin-verify header (a request straight to the execute-api endpoint). */
  direct?: boolean;
}

/** An answer of the API: its status, parsed JSON body and headers, and the function that answered. */
export interface GatewayAnswer {
  status: number;
  body: any;
  headers: Record<string, string>;
  /** The logical id of the function invoked; undefined when API Gateway answered itself. */
  functionId?: string;
}

/** Invokes a function of the template by logical id. */
export type Invoke = (
  functionId: string,
  event: APIGatewayProxyEventV2,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** API Gateway's way with claims: arrays as `[a b]`, numbers and booleans as their text. */
export function gatewayClaims(payload: Record<string, unknown>): GatewayClaims {
  return Object.fromEntries(
    Object.entries(payload).map(([k, v]) => [k, Array.isArray(v) ? `[${v.join(' ')}]` : String(v)]),
  );
}

/** The event of a Lambda integration (payload format 2.0) for a matched route. */
export function httpApiEvent(input: {
  routeKey: string;
  method: string;
  path: string;
  query: string;
  pathParameters: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
  claims?: GatewayClaims;
}): APIGatewayProxyEventV2 {
  const query = new URLSearchParams(input.query);
  const queryStringParameters: Record<string, string> = {};
  query.forEach(
    (v, k) => (queryStringParameters[k] = queryStringParameters[k] ? `${queryStringParameters[k]},${v}` : v),
  );
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: input.routeKey,
    rawPath: input.path,
    rawQueryString: input.query,
    headers: input.headers,
    ...(input.query ? { queryStringParameters } : {}),
    ...(Object.keys(input.pathParameters).length ? { pathParameters: input.pathParameters } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: '111111111111',
      apiId: 'bundletest',
      domainName: 'bundletest.execute-api.ca-central-1.amazonaws.com',
      domainPrefix: 'bundletest',
      http: {
        method: input.method,
        path: input.path,
        protocol: 'HTTP/1.1',
        // The connection comes from CloudFront; the viewer's address is in the header.
        sourceIp: '130.176.0.1',
        userAgent: input.headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: input.routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
      ...(input.claims ? { authorizer: { jwt: { claims: input.claims, scopes: null } } } : {}),
    },
  };
}

interface CompiledRoute extends ApiRoute {
  method: string;
  pattern: RegExp;
  params: string[];
  staticSegments: number;
}

function compile(route: ApiRoute): CompiledRoute {
  const [method, path] = route.routeKey.split(' ') as [string, string];
  const params: string[] = [];
  const segments = path.split('/').filter(Boolean);
  const source = segments
    .map((s) => {
      const m = /^\{(\w+)\}$/.exec(s);
      if (!m) return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(m[1]!);
      return '([^/]+)';
    })
    .join('/');
  return {
    ...route,
    method,
    pattern: new RegExp(`^/${source}$`),
    params,
    staticSegments: segments.length - params.length,
  };
}

/** The user pool's token verifier (the audience is checked by client id, as for access tokens). */
const jwtVerifier = (issuer: string, jwksUri: string) =>
  JwtRsaVerifier.create({ issuer, audience: null, jwksUri });

/** The template's HTTP API, invoking the shipped functions through `invoke`. */
export class LocalHttpApi {
  private readonly routes: CompiledRoute[];
  private readonly verifier: ReturnType<typeof jwtVerifier>;
  private keys?: Promise<void>;

  constructor(
    routes: readonly ApiRoute[],
    private readonly invoke: Invoke,
    private readonly auth: { issuer: string; jwksUri: string; clientId: string },
    private readonly originVerify: string,
  ) {
    // API Gateway prefers the most specific route (more literal segments).
    this.routes = routes.map(compile).sort((a, b) => b.staticSegments - a.staticSegments);
    this.verifier = jwtVerifier(auth.issuer, auth.jwksUri);
  }

  /** The access token's claims if the JWT authorizer would accept it (signature, expiry, client). */
  async authorize(token: string | undefined): Promise<GatewayClaims | undefined> {
    if (!token) return undefined;
    // The verifier fetches keys over https only: the emulator's are fetched here, once.
    this.keys ??= fetch(this.auth.jwksUri)
      .then((res) => res.json())
      .then((jwks) => this.verifier.cacheJwks(jwks as Parameters<typeof this.verifier.cacheJwks>[0]));
    await this.keys;
    try {
      const payload = await this.verifier.verify(token);
      if (payload.client_id !== this.auth.clientId) return undefined;
      return gatewayClaims(payload);
    } catch {
      return undefined;
    }
  }

  /** One request through API Gateway (and CloudFront's headers) to the function of its route. */
  async call(method: string, target: string, request: GatewayRequest = {}): Promise<GatewayAnswer> {
    const url = new URL(target, 'https://circles.example.org');
    const route = this.routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    if (!route) return { status: 404, body: { message: 'Not Found' }, headers: {} };
    const claims = route.authorized ? await this.authorize(request.token) : undefined;
    if (route.authorized && !claims)
      return { status: 401, body: { message: 'Unauthorized' }, headers: { 'www-authenticate': 'Bearer' } };
    const values = route.pattern.exec(url.pathname)!.slice(1);
    const pathParameters = Object.fromEntries(
      route.params.map((p, i) => [p, decodeURIComponent(values[i]!)]),
    );
    const headers: Record<string, string> = {
      host: 'bundletest.execute-api.ca-central-1.amazonaws.com',
      'user-agent': 'Amazon CloudFront',
      'cloudfront-viewer-address': request.client ?? '203.0.113.10:443',
      ...(request.direct ? {} : { 'x-origin-verify': this.originVerify }),
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
    };
    const event = httpApiEvent({
      routeKey: route.routeKey,
      method,
      path: url.pathname,
      query: url.search.slice(1),
      pathParameters,
      headers,
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      ...(claims ? { claims } : {}),
    });
    const result = await this.invoke(route.functionId, event);
    const text = result.isBase64Encoded
      ? Buffer.from(result.body ?? '', 'base64').toString('utf8')
      : (result.body ?? '');
    const outHeaders = Object.fromEntries(
      Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
    );
    const json = (outHeaders['content-type'] ?? '').includes('json') && text !== '';
    return {
      status: result.statusCode ?? 200,
      body: json ? (JSON.parse(text) as unknown) : text,
      headers: outHeaders,
      functionId: route.functionId,
    };
  }
}
