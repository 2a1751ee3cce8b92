import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a page loads before any interaction: its module scripts and modulepreloads, gzipped. */
export interface PageFirstLoad {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

/**
 * Measures the JavaScript an entry page of the build (`index.html`, `socialrisk.html`) loads before any
 * interaction: module scripts and modulepreload links; lazy chunks are fetched on demand and not counted.
 */
export async function pageFirstLoad(distDir: string, page: string): Promise<PageFirstLoad> {
  const html = await readFile(join(distDir, page), 'utf8');
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

/** A chunk of the build's `assets` folder and every chunk it imports statically (what loads with it). */
export async function staticClosure(assetsDir: string, entry: string): Promise<string[]> {
  const seen = new Set<string>();
  const visit = async (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = await readFile(join(assetsDir, file), 'utf8');
    for (const [, dep] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) if (dep) await visit(dep);
  };
  await visit(entry);
  return [...seen];
}
