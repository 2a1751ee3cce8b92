import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressAnswer, isCompressible, negotiateEncoding } from './compress';

const request = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as IncomingMessage;

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, as CloudFront does', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('gzip');
  });

  it('answers plain when nothing usable is accepted or a coding is refused with q=0', () => {
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(negotiateEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
  });
});

describe('isCompressible', () => {
  it('compresses text, JSON, JavaScript and SVG, not images or fonts that are compressed already', () => {
    for (const type of ['text/html; charset=utf-8', 'application/json', 'text/javascript', 'image/svg+xml'])
      expect(isCompressible(type), type).toBe(true);
    for (const type of ['image/png', 'font/woff2', 'application/pdf', undefined])
      expect(isCompressible(type), String(type)).toBe(false);
  });
});

describe('compressAnswer', () => {
  const json = JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: 'Ada' })) });

  it('compresses a JSON answer by Accept-Encoding and says it varies with it', () => {
    const br = compressAnswer(request('br, gzip'), { 'content-type': 'application/json' }, json);
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding' });
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(json);
    const gz = compressAnswer(request('gzip'), { 'content-type': 'application/json' }, json);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body as Buffer).toString()).toBe(json);
  });

  it('leaves small answers, other types and clients without Accept-Encoding uncompressed', () => {
    const small = compressAnswer(request('br'), { 'content-type': 'application/json' }, '{"ok":true}');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
    expect(compressAnswer(request(), { 'content-type': 'application/json' }, json).body).toBe(json);
    const png = compressAnswer(request('br'), { 'content-type': 'image/png' }, json);
    expect(png).toEqual({ headers: { 'content-type': 'image/png' }, body: json });
  });
});
