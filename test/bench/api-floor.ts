import { fork, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { FloorReply, FloorRequest, FloorServers } from './api-floor-server';
import { BARE_PREFIX } from './bare-server';

/** Goal of issue 22 item 7: the API's throughput at 4 concurrent, as a share of the bare server's. */
export const API_FLOOR_MIN_RATIO = 0.7;

type Side = 'api' | 'bare';

interface RunFigure {
  throughput: number;
  /** Server process CPU per request, ms. */
  cpuMs: number;
  /** DynamoDB calls per request. */
  calls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The server process and a way to ask it for its CPU time. */
function startServers(): Promise<{
  child: ChildProcess;
  servers: FloorServers;
  cpu: () => Promise<{ micros: number; calls: number }>;
  profile: (message: FloorRequest) => Promise<void>;
}> {
  const child = fork(join(import.meta.dirname, 'api-floor-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    // Its stdout carries the API's request logs (one JSON line a request): written, then dropped.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const waiting: ((usage: { micros: number; calls: number }) => void)[] = [];
  const profiling: (() => void)[] = [];
  return new Promise((ok, fail) => {
    child.on('exit', (code) => fail(new Error(`bench server process ended (${code})`)));
    child.on('message', (message: FloorReply) => {
      if (message.type === 'failed') fail(new Error(message.message));
      else if (message.type === 'cpu') waiting.shift()?.(message);
      else if (message.type === 'profiled') profiling.shift()?.();
      else
        ok({
          child,
          servers: message.servers,
          cpu: () =>
            new Promise<{ micros: number; calls: number }>((done) => {
              waiting.push(done);
              child.send({ type: 'cpu' } satisfies FloorRequest);
            }),
          profile: (request) =>
            new Promise<void>((done) => {
              profiling.push(done);
              child.send(request);
            }),
        });
    });
  });
}

/** One GET over a kept-alive connection; rejects unless the answer is 200. */
function get(agent: Agent, url: string, token: string): Promise<string> {
  return new Promise((ok, fail) => {
    const req = request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (res.statusCode === 200) ok(body);
        else fail(new Error(`${url} answered ${res.statusCode}: ${body.slice(0, 200)}`));
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/**
 * `npm run bench`, issue 22 item 7: the report read (GET /api/reports/neighbours/user/{id}: the
 * caller's and member's user items, the Query of the rounds, the audit event) through the API and
 * through a bare node:http server making the same three DynamoDB calls with the same client (see
 * bare-server.ts), in one server process (api-floor-server.ts) on one seeded table; the load comes from
 * this process. At 1 and 4 concurrent, `runs` alternating runs of `requests` reads each after a warm-up;
 * prints the medians, the API's share of the bare server's throughput and the CPU per request of each
 * (the server process's process.cpuUsage() over the run ÷ requests). Returns whether the share at 4
 * concurrent meets API_FLOOR_MIN_RATIO.
 */
export async function printApiFloor(
  requests = Number(process.env.FLOOR_BENCH_REQUESTS ?? 400),
  runs = Number(process.env.FLOOR_BENCH_RUNS ?? 5),
): Promise<boolean> {
  const { child, servers, cpu, profile } = await startServers();
  try {
    const { apiUrl, bareUrl, token, members } = servers;
    const urlOf = (side: Side, i: number) => {
      const member = members[(i * 7919) % members.length]!;
      return side === 'api'
        ? `${apiUrl}/api/reports/neighbours/user/${member}`
        : `${bareUrl}${BARE_PREFIX}${member}`;
    };
    // Both answer the same report: the comparison is of the same work.
    const [viaApi, viaBare] = await Promise.all(
      (['api', 'bare'] as const).map((side) => get(new Agent(), urlOf(side, 1), token)),
    );
    if (!isDeepStrictEqual(JSON.parse(viaApi!), JSON.parse(viaBare!)))
      throw new Error('The API and the bare server answer different reports');
    const run = async (side: Side, concurrency: number, count: number): Promise<RunFigure> => {
      const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
      let next = 0;
      const before = await cpu();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < count) await get(agent, urlOf(side, next++), token);
        }),
      );
      const wall = performance.now() - started;
      const after = await cpu();
      agent.destroy();
      return {
        throughput: count / (wall / 1000),
        cpuMs: (after.micros - before.micros) / 1000 / count,
        calls: (after.calls - before.calls) / count,
      };
    };
    let met = false;
    console.log(
      `Report read against its floor (issue 22 item 7): ${members.length} members, median of ${runs} runs of ${requests} reads`,
    );
    for (const concurrency of [1, 4]) {
      for (const side of ['api', 'bare'] as const) await run(side, concurrency, 100); // warm up
      const figures: Record<Side, RunFigure[]> = { api: [], bare: [] };
      for (let r = 0; r < runs; r += 1)
        for (const side of r % 2 ? (['bare', 'api'] as const) : (['api', 'bare'] as const))
          figures[side].push(await run(side, concurrency, requests));
      const throughput = (side: Side) => median(figures[side].map((f) => f.throughput));
      const cpuMs = (side: Side) => median(figures[side].map((f) => f.cpuMs));
      const calls = (side: Side) => median(figures[side].map((f) => f.calls)).toFixed(2);
      // The share of each run pair, then its median: both sides of a pair saw the same machine load.
      const share = median(figures.api.map((f, i) => f.throughput / figures.bare[i]!.throughput));
      console.log(
        `  ${concurrency} concurrent: API ${throughput('api').toFixed(0)} reads/s, ${cpuMs('api').toFixed(2)} ms CPU/read, ${calls('api')} DynamoDB calls/read; bare ${throughput('bare').toFixed(0)} reads/s, ${cpuMs('bare').toFixed(2)} ms CPU/read, ${calls('bare')} calls/read; API throughput ${(share * 100).toFixed(0)}% of bare${concurrency === 4 ? ` (goal ≥ ${API_FLOOR_MIN_RATIO * 100}%)` : ''}, CPU per read ×${(cpuMs('api') / cpuMs('bare')).toFixed(2)}`,
      );
      if (concurrency === 4) met = share >= API_FLOOR_MIN_RATIO;
    }
    // FLOOR_BENCH_PROFILE=dir: a CPU profile of the server process over 2,000 reads at 4 concurrent of
    // each side (api.cpuprofile, bare.cpuprofile), for Chrome DevTools or speedscope.
    const profileDir = process.env.FLOOR_BENCH_PROFILE;
    if (profileDir)
      for (const side of ['api', 'bare'] as const) {
        await profile({ type: 'profile-start' });
        await run(side, 4, 2000);
        const file = join(resolve(profileDir), `${side}.cpuprofile`);
        await profile({ type: 'profile-stop', file });
        console.log(`  CPU profile of the ${side} side: ${file}`);
      }
    console.log(
      `  load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${cpus().length} cores)`,
    );
    return met;
  } finally {
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.send({ type: 'stop' } satisfies FloorRequest);
    });
  }
}

if (process.argv[1]?.endsWith('api-floor.ts')) {
  process.exitCode = (await printApiFloor()) ? 0 : 1;
}
