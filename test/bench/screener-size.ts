import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The screener's budget for its first load: gzipped JavaScript of the entry and its modulepreloads. */
export const SCREENER_JS_BUDGET_BYTES = 60 * 1024;

export interface FirstLoad {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/**
 * Measures the JavaScript `socialrisk.html` loads before any interaction: module scripts and
 * modulepreload links (lazy chunks such as the PDF code are not counted, the browser fetches them on demand).
 */
export async function screenerFirstLoad(distDir: string): Promise<FirstLoad> {
  const html = await readFile(join(distDir, 'socialrisk.html'), 'utf8');
  const refs = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && url) refs.add(url);
  }
  const files = await Promise.all(
    [...refs].map(async (ref) => {
      const bytes = await readFile(join(distDir, ref.replace(/^\//, '')));
      return { file: ref, gzipBytes: gzipSync(bytes, { level: 9 }).length };
    }),
  );
  return { files, totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) };
}
