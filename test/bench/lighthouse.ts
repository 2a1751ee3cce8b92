import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePorts } from '../../functions/local/ports';
import { startLocalStack } from '../../functions/local/stack';

/** One Lighthouse run of a page: category scores (0–100) and the figures behind the performance score. */
export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  /** Milliseconds (simulated mobile). */
  fcp: number;
  lcp: number;
  tbt: number;
  /** Bytes sent over the network for the page, and JavaScript bytes unused at load. */
  transferBytes: number;
  unusedJsBytes: number;
}

/** Flags for headless Chromium on this kind of machine (root, no GPU, small /dev/shm). */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, id: string): number {
  return Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
}

function unusedJs(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const details = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;
  return details?.overallSavingsBytes ?? 0;
}

async function audit(url: string, port: number): Promise<LighthouseFigures> {
  // Lighthouse's defaults: the mobile form factor with simulated throttling (slow 4G, 4× CPU slowdown).
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    unusedJsBytes: unusedJs(lhr),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Lighthouse (mobile, simulated throttling) on the staff sign-in screen of a local stack started for the
 * purpose on free ports (DynamoDB in memory, the rest in a temp dir), with Debian's Chromium
 * (`CHROME_PATH`, else /usr/bin/chromium). Runs `runs` times and answers the median of each figure, since
 * a shared machine's load moves the blocking time from one run to the next.
 */
export async function signInLighthouse(webDir: string, runs = 3): Promise<LighthouseFigures> {
  process.env.CHROME_PATH ??= process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const dataDir = await mkdtemp(join(tmpdir(), 'circles-bench-'));
  const stack = await startLocalStack({ ports: await freePorts(), dataDir, persistDynamo: false, webDir });
  try {
    const chrome = await chromeLauncher.launch({ chromeFlags: CHROME_FLAGS });
    try {
      const all: LighthouseFigures[] = [];
      for (let i = 0; i < runs; i++) all.push(await audit(`${stack.apiUrl}/`, chrome.port));
      const pick = (key: keyof LighthouseFigures) => median(all.map((f) => f[key]));
      return {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        transferBytes: pick('transferBytes'),
        unusedJsBytes: pick('unusedJsBytes'),
      };
    } finally {
      chrome.kill();
    }
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
