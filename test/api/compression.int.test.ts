import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { requireWebApp, useStackEnv, type StackInfo } from '../support/stack';
import { demoCodeOf } from '../support/second-factor';

let stack: StackInfo;

/** A raw GET (fetch would decode the body itself): status, headers and the bytes as sent. */
function rawGet(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${stack.apiUrl}${path}`,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

/**
 * The app's entry script (`app-<hash>.js`): index.html also loads the small chunks it shares with the
 * print entry and the screener (under 1 KB some of them, which neither CloudFront nor this server
 * compresses), before it.
 */
async function appScript(): Promise<string> {
  const html = (await rawGet('/')).body.toString('utf8');
  const src = /<script type="module"[^>]*src="([^"]*\/app-[^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html has no app entry script');
  return src;
}

beforeAll(() => {
  stack = useStackEnv();
  requireWebApp(stack);
});

describe('compression by the local server, as CloudFront does', () => {
  it('sends the app script brotli-compressed to a browser that accepts it, gzip to one that accepts only gzip', async () => {
    const src = await appScript();
    const plain = await rawGet(src);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');

    const br = await rawGet(src, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);

    const gz = await rawGet(src, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
  });

  it('compresses JSON answers of the API', async () => {
    const res = await fetch(`${stack.apiUrl}/api/users/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-encoding': 'br',
        'cloudfront-viewer-address': '203.0.113.7:443',
      },
      // The Admin's authenticator code too (issue 21).
      body: JSON.stringify({
        emailOrPhone: stack.demo[0]!.login,
        password: stack.demo[0]!.password,
        code: demoCodeOf(stack.demo[0]!.login),
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    // fetch decodes the body: the answer is still the login's JSON.
    expect(((await res.json()) as { token?: string }).token).toBeTruthy();
  });
});
