import { withDemoCode } from './second-factor';

/** One answer of the API as tests read it. */
export interface ApiAnswer<B = any> {
  status: number;
  body: B;
  headers: Headers;
}

export interface ApiCallOptions {
  body?: unknown;
  token?: string;
  /** The client's address as CloudFront would pass it (the local server honours it for rate limits). */
  client?: string;
  headers?: Record<string, string>;
}

/**
 * Calls the local API over HTTP: JSON in and out, bearer token and client address when given. A demo
 * staff sign-in (`POST /api/users/login` without a `code`) gets its authenticator code added (issue 21).
 */
export async function callApi<B = any>(
  apiUrl: string,
  method: string,
  path: string,
  opts: ApiCallOptions = {},
): Promise<ApiAnswer<B>> {
  const body = method === 'POST' && path === '/api/users/login' ? withDemoCode(opts.body) : opts.body;
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...(opts.client ? { 'cloudfront-viewer-address': opts.client } : {}),
      ...opts.headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as B, headers: res.headers };
}
