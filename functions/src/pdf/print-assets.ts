import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

/** The origin the print page is loaded from: a reserved name no network can answer (RFC 6761). */
export const PRINT_ORIGIN = 'http://print.circles.invalid';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/**
 * The print entry's directory: `PRINT_ASSETS_DIR` (in Lambda the copy in the function's asset, see
 * infra/lib/pdf-function.ts), else this repository's web build (`npm run build:web`).
 */
export function printAssetsDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PRINT_ASSETS_DIR ?? resolve(import.meta.dirname, '../../../web/dist');
}

/** A file of the print entry as the page receives it. */
export interface PrintAsset {
  contentType: string;
  body: Buffer;
}

/**
 * The print entry's own files (`web/dist`, or the copy in the Lambda asset), answered to the page by
 * request interception from disk and kept in memory after the first read. Only GETs of `PRINT_ORIGIN`
 * for files inside `dir` with a known type are served; anything else is not a print asset.
 */
export class PrintAssets {
  private readonly dir: string;
  private readonly cache = new Map<string, PrintAsset | undefined>();

  constructor(dir: string) {
    this.dir = resolve(dir);
  }

  /** The asset a request asks for, or undefined when the request is not for one (to be aborted). */
  async lookup(method: string, url: string): Promise<PrintAsset | undefined> {
    if (method !== 'GET' || !url.startsWith(`${PRINT_ORIGIN}/`)) return undefined;
    const path = decodeURIComponent(new URL(url).pathname);
    if (this.cache.has(path)) return this.cache.get(path);
    const file = resolve(this.dir, `.${path}`);
    const type = TYPES[extname(file)];
    let asset: PrintAsset | undefined;
    if (type && file.startsWith(this.dir + sep)) {
      asset = await readFile(file).then(
        (body) => ({ contentType: type, body }),
        () => undefined,
      );
    }
    this.cache.set(path, asset);
    return asset;
  }
}
