import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfRenderer, PdfRenderError, PdfRenderTimeoutError } from '@circles/functions/pdf/renderer';
import { isPdf, mediaBoxes, pdfText } from '../support/pdf-text';

/*
 * The renderer's mechanics on a stand-in print entry (the real one is printed in
 * test/pdf/module-export.int.test.ts, after the web build): a warm page between renders, page setup,
 * no request leaving the browser, a hanging render cut off and the browser recycled.
 */

const PRINT_JS = `
const page = { widthMm: 148, heightMm: 210, margins: { left: 10, right: 10, top: 10, bottom: 10 }, fontPt: 12 };
window.circlesPrint = {
  async render(kind, payload, locale) {
    document.body.dataset.ready = 'false';
    if (kind === 'locale') payload = { text: 'locale=' + String(locale) };
    if (kind === 'hang') return new Promise(() => {});
    if (kind === 'fail') throw new Error('unknown kind');
    if (kind === 'outbound') {
      const img = new Image();
      img.src = payload.url + '/img';
      await fetch(payload.url + '/fetch').catch(() => undefined);
      await fetch('https://example.org/').catch(() => undefined);
      await new Promise((resolve) => {
        const ws = new WebSocket(payload.url.replace('http', 'ws') + '/ws');
        ws.onerror = ws.onclose = ws.onopen = resolve;
      });
      await new Promise((resolve) => { img.onerror = img.onload = resolve; if (img.complete) resolve(); });
    }
    document.getElementById('text').textContent = payload.text;
    await document.fonts.ready;
    document.body.dataset.ready = 'true';
    return page;
  },
};`;

const PRINT_HTML = `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="/print.css"></head>
<body><p id="text"></p><script src="/print.js"></script></body></html>`;

let assetsDir: string;
let server: Server;
let serverUrl: string;
const serverHits: string[] = [];

beforeAll(async () => {
  assetsDir = await mkdtemp(join(tmpdir(), 'print-fixture-'));
  await writeFile(join(assetsDir, 'print.html'), PRINT_HTML);
  await writeFile(join(assetsDir, 'print.js'), PRINT_JS);
  await writeFile(join(assetsDir, 'print.css'), 'body { font-family: sans-serif; font-size: 12pt; }');
  server = createServer((req, res) => {
    serverHits.push(req.url ?? '');
    res.end('reached');
  });
  server.on('upgrade', (req, socket) => {
    serverHits.push(`upgrade ${req.url ?? ''}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(assetsDir, { recursive: true, force: true });
});

const profiles = async () => (await readdir(tmpdir())).filter((n) => n.startsWith('circles-pdf-'));
// The temp directory is shared with other processes (a killed run leaves its profile behind): only the
// profiles made since this file started are this renderer's.
let earlier = new Set<string>();
const ownProfiles = async () => (await profiles()).filter((n) => !earlier.has(n));

describe('the PDF renderer', () => {
  const blocked: string[] = [];
  let renderer: PdfRenderer;
  beforeAll(async () => {
    earlier = new Set(await profiles());
    renderer = new PdfRenderer({ assetsDir, timeoutMs: 8_000, onBlockedRequest: (url) => blocked.push(url) });
  });
  afterAll(() => renderer.close());

  it('prints a vector PDF with selectable text on the page the print entry asks for', async () => {
    const { pdf, page } = await renderer.render('text', { text: 'Walk three times a week' });
    expect(isPdf(pdf)).toBe(true);
    expect(pdfText(pdf)).toContain('Walk three times a week');
    expect(page.widthMm).toBe(148);
    // 148 × 210 mm is 419.5 × 595.3 pt (Chromium rounds to whole points).
    const [width = 0, height = 0] = mediaBoxes(pdf)[0] ?? [];
    expect(Math.abs(width - 419.5)).toBeLessThanOrEqual(1);
    expect(Math.abs(height - 595.3)).toBeLessThanOrEqual(1);
  });

  it("hands the print entry the reader's locale, English when the caller names none", async () => {
    expect(pdfText((await renderer.render('locale', {}, 'fr')).pdf)).toContain('locale=fr');
    expect(pdfText((await renderer.render('locale', {})).pdf)).toContain('locale=en');
  });

  it('keeps one browser and its warm page between renders', async () => {
    const { pdf } = await renderer.render('text', { text: 'Second render' });
    expect(pdfText(pdf)).toContain('Second render');
    expect(renderer.launches).toBe(1);
  });

  it('lets no request of the page leave the browser', async () => {
    const before = renderer.blockedRequests;
    const { pdf } = await renderer.render('outbound', { text: 'Still printed', url: serverUrl });
    expect(pdfText(pdf)).toContain('Still printed');
    expect(serverHits).toEqual([]);
    expect(renderer.blockedRequests).toBeGreaterThan(before);
    expect(blocked).toEqual(expect.arrayContaining([`${serverUrl}/fetch`, 'https://example.org/']));
  });

  it('refuses a payload the print entry rejects with a render error, and renders the next', async () => {
    await expect(renderer.render('fail', {})).rejects.toThrow(PdfRenderError);
    const { pdf } = await renderer.render('text', { text: 'After a failure' });
    expect(pdfText(pdf)).toContain('After a failure');
  });

  it('closes the browser and removes its profile from the temp directory', async () => {
    expect(await ownProfiles()).toHaveLength(1);
    await renderer.close();
    expect(await ownProfiles()).toEqual([]);
    await renderer.close();
  });
});

describe('a render that hangs', () => {
  it('is cut off with a clear error, the browser recycled and the next render works', async () => {
    const renderer = new PdfRenderer({ assetsDir, timeoutMs: 4_000 });
    try {
      await renderer.warm();
      const started = Date.now();
      await expect(renderer.render('hang', {})).rejects.toThrow(
        new PdfRenderTimeoutError('The PDF render took longer than 4000 ms and was stopped.'),
      );
      expect(Date.now() - started).toBeLessThan(9_000);
      const { pdf } = await renderer.render('text', { text: 'Fresh browser' });
      expect(pdfText(pdf)).toContain('Fresh browser');
      expect(renderer.launches).toBe(2);
    } finally {
      await renderer.close();
    }
  });
});
