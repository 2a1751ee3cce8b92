import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings CloudFront compresses with, in its order of preference. */
export type Encoding = 'br' | 'gzip';

/** CloudFront compresses answers of 1,000 to 10,000,000 bytes only. */
const MIN_BYTES = 1000;
const MAX_BYTES = 10_000_000;

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml|font\/(ttf|otf))/i;

/** Whether CloudFront would compress an answer of this Content-Type (woff2, png and pdf are compressed already). */
export function isCompressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType);
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli when accepted, else gzip, else
 * none. A coding with `q=0` is refused.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

function encode(body: Buffer, encoding: Encoding, best: boolean): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          // API answers are compressed per request (fast); files once (smallest).
          [constants.BROTLI_PARAM_QUALITY]: best ? constants.BROTLI_MAX_QUALITY : 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: best ? 9 : 6 });
}

/** An answer's body and headers after compression (unchanged when not compressible or not accepted). */
export interface Compressed {
  headers: Record<string, string>;
  body: string | Buffer;
}

function headerOf(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

/**
 * Compresses a dynamic answer (the API's JSON, config.json) as CloudFront would: by the request's
 * Accept-Encoding, for compressible types within CloudFront's size range, with `Vary: Accept-Encoding`.
 */
export function compressAnswer(
  req: IncomingMessage | undefined,
  headers: Record<string, string>,
  body: string | Buffer,
): Compressed {
  const type = headerOf(headers, 'content-type');
  if (!isCompressible(type) || headerOf(headers, 'content-encoding')) return { headers, body };
  const vary = { ...headers, vary: 'Accept-Encoding' };
  const encoding = negotiateEncoding(req?.headers['accept-encoding']);
  // Without an accepted encoding the body stays as it is: no copy of it to measure.
  if (!encoding) return { headers: vary, body };
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  if (bytes.length < MIN_BYTES || bytes.length > MAX_BYTES) return { headers: vary, body };
  return { headers: { ...vary, 'content-encoding': encoding }, body: encode(bytes, encoding, false) };
}

interface CachedFile {
  mtimeMs: number;
  size: number;
  plain: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Static files, read and compressed once per server process (they change only with a new build). */
const files = new Map<string, CachedFile>();

async function siblingOrEncode(file: string, entry: CachedFile, encoding: Encoding): Promise<Buffer> {
  const cached = entry.encoded[encoding];
  if (cached) return cached;
  // The web build writes `.br` and `.gz` beside each asset (web/vite.config.ts); compress here otherwise.
  const sibling = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => undefined);
  const encoded = sibling ?? encode(entry.plain, encoding, true);
  entry.encoded[encoding] = encoded;
  return encoded;
}

/**
 * A static file as CloudFront would send it to this request: precompressed (brotli or gzip, from the
 * build's siblings or compressed once and cached) when the type is compressible and the client accepts
 * it, with `Vary: Accept-Encoding`; the plain bytes otherwise.
 */
export async function staticFile(
  req: IncomingMessage,
  file: string,
  contentType: string,
): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const info = await stat(file);
  let entry = files.get(file);
  if (!entry || entry.mtimeMs !== info.mtimeMs || entry.size !== info.size) {
    entry = { mtimeMs: info.mtimeMs, size: info.size, plain: await readFile(file), encoded: {} };
    files.set(file, entry);
  }
  if (!isCompressible(contentType)) return { body: entry.plain, headers: {} };
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  if (!encoding || entry.size < MIN_BYTES || entry.size > MAX_BYTES)
    return { body: entry.plain, headers: { vary: 'Accept-Encoding' } };
  return {
    body: await siblingOrEncode(file, entry, encoding),
    headers: { vary: 'Accept-Encoding', 'content-encoding': encoding },
  };
}
