import { rmSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type HTTPRequest, type Page } from 'puppeteer-core';
import type { Locale } from '@circles/shared/messages/locale';
import type { PageSetup } from '@circles/shared/pdf/export-settings';
import { chromiumLaunch, inLambda, type ChromiumLaunch } from './chromium';
import { PRINT_ORIGIN, PrintAssets, printAssetsDir } from './print-assets';

/**
 * The PDF renderer (ARCHITECTURE.md 'PDFs'), free of any domain: it prints what the print entry of the
 * web build renders for a kind and a payload. One browser and one warm print page live between calls
 * (a warm `page.pdf` takes tens of milliseconds, a fresh page load ten times that); calls run one at a
 * time on that page. Every request of the page is answered from the print entry's files on disk or
 * aborted, so nothing is fetched from anywhere. A render that takes longer than `timeoutMs` is cut off
 * and the browser recycled, so the next render starts clean.
 */

/** A render cut off after the time limit. */
export class PdfRenderTimeoutError extends Error {
  override name = 'PdfRenderTimeoutError';
}

/** A render that failed (the print entry refused the payload, Chromium crashed, …). */
export class PdfRenderError extends Error {
  override name = 'PdfRenderError';
}

export interface PdfRendererOptions {
  /** The built print entry's directory (`web/dist`, or its copy in the Lambda asset). */
  assetsDir: string;
  /** The entry page inside `assetsDir`. */
  entry?: string;
  /** Time limit of one render, browser start included (default `PDF_RENDER_TIMEOUT_MS` or 20 s). */
  timeoutMs?: number;
  /** Which Chromium and flags (default: `chromiumLaunch()`). */
  launch?: () => Promise<ChromiumLaunch>;
  /** Told of every request the page made that was aborted (not a print asset). */
  onBlockedRequest?: (url: string) => void;
}

export interface RenderedPdf {
  /** A vector PDF. */
  pdf: Uint8Array;
  /** The page it was printed on. */
  page: PageSetup;
}

/** Profile directories of the renderer's browsers, removed on close (and at exit, see below). */
const PROFILE_PREFIX = 'circles-pdf-';
const mm = (n: number) => `${n}mm`;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

interface PrintWindow {
  circlesPrint?: { render(kind: string, payload: unknown, locale: Locale): Promise<PageSetup> };
}

export class PdfRenderer {
  private readonly assets: PrintAssets;
  private readonly entry: string;
  private readonly timeoutMs: number;
  private readonly launchSpec: () => Promise<ChromiumLaunch>;
  private readonly onBlockedRequest?: (url: string) => void;
  private browser?: Browser;
  private page?: Page;
  private profileDir?: string;
  private queue: Promise<unknown> = Promise.resolve();
  /** Browsers started so far (a recycle starts a new one). */
  launches = 0;
  /** Requests aborted so far. */
  blockedRequests = 0;

  constructor(options: PdfRendererOptions) {
    this.assets = new PrintAssets(options.assetsDir);
    this.entry = options.entry ?? 'print.html';
    this.timeoutMs = options.timeoutMs ?? Number(process.env.PDF_RENDER_TIMEOUT_MS ?? 20_000);
    this.launchSpec = options.launch ?? (() => chromiumLaunch());
    this.onBlockedRequest = options.onBlockedRequest;
  }

  /** Starts the browser and loads the print page ahead of the first render (e.g. in a Lambda's init). */
  warm(): Promise<void> {
    return this.enqueue(() => this.guarded(async () => void (await this.printPage())));
  }

  /**
   * Renders `payload` as `kind` in `locale` (the reader's language; English by default) on the warm page
   * and prints it as a vector PDF on the page it asks for. One warm page serves every locale: each render
   * names its own, so nothing of the previous reader's language carries over.
   */
  render(kind: string, payload: unknown, locale: Locale = 'en'): Promise<RenderedPdf> {
    return this.enqueue(() => this.guarded(() => this.print(kind, payload, locale)));
  }

  /** Closes the browser and removes its profile from the temp directory. Safe to call twice. */
  async close(): Promise<void> {
    const { browser, profileDir } = this;
    this.browser = undefined;
    this.page = undefined;
    this.profileDir = undefined;
    if (browser) {
      // A hung browser may never answer `close`: kill its process after a grace period.
      await Promise.race([browser.close().catch(() => undefined), delay(3_000)]);
      const proc = browser.process();
      if (proc && proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
    }
    if (profileDir) {
      await rm(profileDir, { recursive: true, force: true });
      liveProfiles.delete(profileDir);
    }
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Runs `task` under the time limit; on a timeout or a failure the browser is recycled. */
  private async guarded<T>(task: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const running = task();
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new PdfRenderTimeoutError(
              `The PDF render took longer than ${this.timeoutMs} ms and was stopped.`,
            ),
          ),
        this.timeoutMs,
      );
    });
    try {
      return await Promise.race([running, limit]);
    } catch (error) {
      // The cut-off task fails too once its browser is gone: nobody waits for it any more.
      running.catch(() => undefined);
      await this.close();
      if (error instanceof PdfRenderTimeoutError) throw error;
      throw new PdfRenderError(
        `The PDF render failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    } finally {
      clearTimeout(timer);
    }
  }

  private async print(kind: string, payload: unknown, locale: Locale): Promise<RenderedPdf> {
    const page = await this.printPage();
    const setup = await page.evaluate(
      (k, p, l) => {
        const print = (globalThis as PrintWindow).circlesPrint;
        if (!print) throw new Error('The print entry is not loaded.');
        return print.render(k, p, l);
      },
      kind,
      payload,
      locale,
    );
    const { widthMm, heightMm, margins } = setup;
    const pdf = await page.pdf({
      width: mm(widthMm),
      height: mm(heightMm),
      margin: {
        top: mm(margins.top),
        right: mm(margins.right),
        bottom: mm(margins.bottom),
        left: mm(margins.left),
      },
      printBackground: true,
      // Tagged PDF with its headings as the outline: a screen reader and the bookmarks pane can follow it.
      tagged: true,
      outline: true,
      timeout: 0,
    });
    return { pdf, page: setup };
  }

  /** The warm print page, loading it (and starting the browser) when there is none. */
  private async printPage(): Promise<Page> {
    if (this.page && !this.page.isClosed()) return this.page;
    const browser = await this.startBrowser();
    const page = await browser.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => void this.answer(request));
    await page.goto(`${PRINT_ORIGIN}/${this.entry}`, { waitUntil: 'load', timeout: 0 });
    await page.waitForFunction(() => typeof (globalThis as PrintWindow).circlesPrint?.render === 'function', {
      timeout: 0,
    });
    this.page = page;
    return page;
  }

  /** Answers a print asset from disk; aborts every other request (data: URLs never reach the network). */
  private async answer(request: HTTPRequest): Promise<void> {
    const url = request.url();
    if (url.startsWith('data:')) return request.continue();
    const asset = await this.assets.lookup(request.method(), url);
    if (asset) return request.respond({ status: 200, contentType: asset.contentType, body: asset.body });
    this.blockedRequests += 1;
    this.onBlockedRequest?.(url);
    return request.abort('blockedbyclient');
  }

  private async startBrowser(): Promise<Browser> {
    if (this.browser?.connected) return this.browser;
    await this.close();
    if (inLambda()) await removeStaleProfiles();
    const spec = await this.launchSpec();
    const profileDir = await mkdtemp(join(tmpdir(), PROFILE_PREFIX));
    this.profileDir = profileDir;
    trackProfile(profileDir);
    const browser = await puppeteer.launch({
      executablePath: spec.executablePath,
      args: spec.args,
      headless: spec.headless,
      userDataDir: profileDir,
      // Talks to Chromium over a pipe: no debugging port is opened.
      pipe: true,
      protocolTimeout: this.timeoutMs + 10_000,
    });
    this.launches += 1;
    browser.on('disconnected', () => {
      if (this.browser !== browser) return;
      this.browser = undefined;
      this.page = undefined;
    });
    this.browser = browser;
    return browser;
  }
}

/** Profiles of browsers not closed yet, removed when the process exits (one hook for all of them). */
const liveProfiles = new Set<string>();
let exitHooked = false;
function trackProfile(dir: string): void {
  if (!exitHooked) process.once('exit', removeLiveProfiles);
  exitHooked = true;
  liveProfiles.add(dir);
}
function removeLiveProfiles(): void {
  for (const dir of liveProfiles) rmSync(dir, { recursive: true, force: true });
}

let shared: PdfRenderer | undefined;

/**
 * The process's renderer, made on first use, so a Lambda's browser and warm page outlive one invocation.
 * On SIGTERM and SIGINT puppeteer kills the browser and the exit hook removes its profile; a handler
 * may also `await sharedPdfRenderer().close()` itself.
 */
export function sharedPdfRenderer(): PdfRenderer {
  shared ??= new PdfRenderer({ assetsDir: printAssetsDir() });
  return shared;
}

/**
 * In Lambda one process owns the sandbox's /tmp, which outlives a process the runtime killed at its
 * timeout: profiles (and Chromium's temp files) left by a killed process are removed before a launch.
 * Never done elsewhere, where other processes may share the temp directory.
 */
async function removeStaleProfiles(): Promise<void> {
  const dir = tmpdir();
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(PROFILE_PREFIX) || name.startsWith('.org.chromium.Chromium.'))
      .map((name) => rm(join(dir, name), { recursive: true, force: true })),
  );
}
