import { connect } from 'node:net';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, type ApiAnswer, type ApiCallOptions } from '../support/api';
import { useStackEnv } from '../support/stack';

let apiUrl: string;
let clients = 0;

/** Each call from its own address (203.0.113.0/24 is this file's), so per-client limits never interfere. */
function api(method: string, path: string, opts: ApiCallOptions = {}): Promise<ApiAnswer> {
  return callApi(apiUrl, method, path, { client: `203.0.113.${++clients % 250}:443`, ...opts });
}

/** Sends raw HTTP/1.1 bytes and resolves with the status line (or the socket's failure). */
function rawRequest(request: string): Promise<string> {
  const { hostname, port } = new URL(apiUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

beforeAll(() => {
  useStackEnv();
  apiUrl = inject('stack').apiUrl;
});

describe('malformed requests', () => {
  it('answers 400 to a malformed Host header and keeps serving', async () => {
    const status = await rawRequest(
      'GET /api/users/validate HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n',
    );
    expect(status).toMatch(/^HTTP\/1\.1 400/);
    expect((await api('GET', '/api/users/validate')).status).toBe(401);
  });

  it('answers 400 to a malformed percent-encoding in a path parameter', async () => {
    const res = await api('GET', '/api/users/%E0%A4%A');
    expect(res.status).toBe(400);
  });

  it('answers 400 with a clear message to a leads cursor whose keys are empty strings', async () => {
    const admin = inject('stack').demo.find((d) => d.role === 'Admin')!;
    const login = await api('POST', '/api/users/login', {
      body: { emailOrPhone: admin.login, password: admin.password },
    });
    expect(login.status).toBe(200);
    const cursor = Buffer.from(
      JSON.stringify({ pk: '', sk: '', gsi1pk: 'PUBLICSURVEYS', gsi1sk: '' }),
    ).toString('base64url');
    const res = await api('GET', `/api/publicsurveys?cursor=${cursor}`, { token: login.body.token });
    expect(res.status).toBe(400);
    expect(res.body.error.issues).toEqual([{ path: 'query.cursor', message: 'Invalid cursor' }]);
  });
});

describe('content type of JSON bodies', () => {
  const login = JSON.stringify({ emailOrPhone: 'nobody@example.org', password: 'x' });

  it.each([
    ['text/plain', login],
    ['application/x-www-form-urlencoded', 'emailOrPhone=a&password=b'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('refuses a body sent as %s with 415', async (type, body) => {
    const res = await fetch(`${apiUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': type, 'cloudfront-viewer-address': `203.0.113.${++clients % 250}:443` },
      body,
    });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a JSON body without a Content-Type with 415', async () => {
    const res = await fetch(`${apiUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'cloudfront-viewer-address': `203.0.113.${++clients % 250}:443` },
      body: new Blob([login]),
    });
    expect(res.status).toBe(415);
  });

  it('accepts application/json with a charset', async () => {
    const res = await api('POST', '/api/users/login', {
      body: { emailOrPhone: 'nobody@example.org', password: 'x' },
      headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
    });
    expect(res.status).toBe(401);
  });
});
