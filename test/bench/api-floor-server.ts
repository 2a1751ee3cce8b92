import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentClient } from '../../functions/src/platform/data/client';
import { freePorts } from '../../functions/local/ports';
import { startLocalStack } from '../../functions/local/stack';
import { callApi } from '../support/api';
import { rememberDemoSecondFactors } from '../support/second-factor';
import { startBareServer } from './bare-server';
import { seedReportBench } from './report-reads';

/** What the server process tells the bench once both servers listen. */
export interface FloorServers {
  apiUrl: string;
  bareUrl: string;
  token: string;
  members: string[];
}

/** Messages between the bench (parent) and this process. */
export type FloorRequest =
  { type: 'cpu' } | { type: 'stop' } | { type: 'profile-start' } | { type: 'profile-stop'; file: string };
export type FloorReply =
  | { type: 'ready'; servers: FloorServers }
  | { type: 'cpu'; micros: number; calls: number }
  | { type: 'profiled' }
  | { type: 'failed'; message: string };

const reply = (message: FloorReply) => process.send?.(message);

// A CPU profile of this process over a window the bench chooses (FLOOR_BENCH_PROFILE): the servers' work only.
const inspector = new Session();
async function profileStart(): Promise<void> {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.setSamplingInterval', { interval: 100 });
  await inspector.post('Profiler.start');
  reply({ type: 'profiled' });
}
async function profileStop(file: string): Promise<void> {
  const { profile } = await inspector.post('Profiler.stop');
  await writeFile(file, JSON.stringify(profile));
  inspector.disconnect();
  reply({ type: 'profiled' });
}

/**
 * The server side of the floor bench (api-floor.ts), in a process of its own so that its CPU time is
 * the servers' alone (the load comes from the parent): the local stack (its API server runs the
 * handlers here, as in `npm start`) and the bare server, on the same seeded table and the same
 * document client. Logs go where this process's stdout goes (the parent discards them), written as in
 * a Lambda function. Answers `cpu` with process.cpuUsage() (user + system, µs).
 */
async function main(): Promise<void> {
  const members = Number(process.env.FLOOR_BENCH_MEMBERS ?? 1000);
  const dataDir = await mkdtemp(join(tmpdir(), 'circles-bench-floor-'));
  const stack = await startLocalStack({
    ports: await freePorts(),
    dataDir,
    persistDynamo: false,
    webDir: '',
  });
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  const stop = async () => {
    await bare?.close();
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    rememberDemoSecondFactors(stack.demo);
    const ids = await seedReportBench(members, members * 10);
    const admin = stack.demo.find((d) => d.role === 'Admin')!;
    const login = await callApi(stack.apiUrl, 'POST', '/api/users/login', {
      body: { emailOrPhone: admin.login, password: admin.password },
    });
    if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
    const token = login.body.token as string;
    const callerId = login.body.user._id as string;
    bare = await startBareServer(callerId);
    // DynamoDB calls of this process: both sides must make the same ones (the bench prints them per read).
    let calls = 0;
    documentClient().middlewareStack.add(
      (next) => (args) => {
        calls += 1;
        return next(args);
      },
      { step: 'initialize', name: 'floorBenchCallCounter' },
    );
    process.on('message', (message: FloorRequest) => {
      if (message.type === 'cpu') {
        const usage = process.cpuUsage();
        reply({ type: 'cpu', micros: usage.user + usage.system, calls });
      } else if (message.type === 'profile-start') void profileStart();
      else if (message.type === 'profile-stop') void profileStop(message.file);
      else void stop().finally(() => process.exit(0));
    });
    reply({ type: 'ready', servers: { apiUrl: stack.apiUrl, bareUrl: bare.url, token, members: ids } });
  } catch (err) {
    reply({ type: 'failed', message: err instanceof Error ? err.message : String(err) });
    await stop();
    process.exit(1);
  }
}

await main();
