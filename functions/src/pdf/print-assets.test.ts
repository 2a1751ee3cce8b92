import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRINT_ORIGIN, PrintAssets, printAssetsDir } from './print-assets';

let dir: string;
let outside: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'print-assets-'));
  outside = `${dir}-secret.js`;
  await writeFile(join(dir, 'print.html'), '<p>print</p>');
  await writeFile(join(dir, 'notes.txt'), 'not an asset type');
  await writeFile(outside, 'secret');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(outside, { force: true });
});

describe('the print entry files answered from disk', () => {
  it('serves a file of the entry with its content type', async () => {
    const assets = new PrintAssets(dir);
    const asset = await assets.lookup('GET', `${PRINT_ORIGIN}/print.html?x=1`);
    expect(asset?.contentType).toBe('text/html; charset=utf-8');
    expect(asset?.body.toString()).toBe('<p>print</p>');
  });

  it('serves nothing from another origin, for another method, of an unknown type or missing', async () => {
    const assets = new PrintAssets(dir);
    expect(await assets.lookup('GET', 'https://example.org/print.html')).toBeUndefined();
    expect(await assets.lookup('POST', `${PRINT_ORIGIN}/print.html`)).toBeUndefined();
    expect(await assets.lookup('GET', `${PRINT_ORIGIN}/notes.txt`)).toBeUndefined();
    expect(await assets.lookup('GET', `${PRINT_ORIGIN}/missing.js`)).toBeUndefined();
  });

  it('never serves a file outside its directory', async () => {
    const assets = new PrintAssets(dir);
    const name = outside.split('/').pop() ?? '';
    expect(await assets.lookup('GET', `${PRINT_ORIGIN}/%2E%2E/${name}`)).toBeUndefined();
    expect(await assets.lookup('GET', `${PRINT_ORIGIN}/..%2F${name}`)).toBeUndefined();
  });
});

describe('where the print entry is', () => {
  it('is PRINT_ASSETS_DIR when set, else the web build of this repository', () => {
    expect(printAssetsDir({ PRINT_ASSETS_DIR: '/var/task/print' })).toBe('/var/task/print');
    expect(printAssetsDir({})).toBe(join(import.meta.dirname, '../../../web/dist'));
  });
});
