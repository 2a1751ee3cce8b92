import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { instrumentLibrary } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { documentClient, tableName } from '../../functions/src/platform/data/client';
import { keys } from '../../functions/src/platform/data/keys';
import { roundRecordFor } from '../../functions/src/reports/reports';
import { completeBenchInstance } from './bench-records';
import { freePorts } from '../../functions/local/ports';
import { startLocalStack } from '../../functions/local/stack';
import { callApi } from '../support/api';
import { rememberDemoSecondFactors } from '../support/second-factor';
import { storedType } from '@circles/functions/platform/data/stored-types';

/** Targets of issue 11: a report read at 4 concurrent, locally. */
export const REPORT_READ_P99_MS = 20;
export const REPORT_READ_MAX_DB_CALLS = 3;

type Item = Record<string, unknown>;

async function batchWrite(items: Item[], writers = 4): Promise<void> {
  const table = tableName();
  const chunks: Item[][] = [];
  for (let i = 0; i < items.length; i += 25) chunks.push(items.slice(i, i + 25));
  let next = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < chunks.length) {
        const chunk = chunks[next++]!;
        let request: Record<string, { PutRequest: { Item: Item } }[]> | undefined = {
          [table]: chunk.map((Item) => ({ PutRequest: { Item } })),
        };
        while (request && (request[table]?.length ?? 0) > 0) {
          const out = await documentClient().send(new BatchWriteCommand({ RequestItems: request }));
          request = out.UnprocessedItems as typeof request;
        }
      }
    }),
  );
}

/**
 * The bench data set (BatchWrite, not the demo seed): `members` members, each with Community
 * Connections instances of 10 chapters until `modules` member modules exist, every instance's round
 * computed by the same code as a save (`roundRecordFor` → computeReport). Returns the member ids.
 */
export async function seedReportBench(members: number, modules: number): Promise<string[]> {
  const cc = instrumentLibrary.find((s) => s.key === 'community-connections')!;
  const chapters = cc.chapters.length;
  const instancesPerMember = Math.max(1, Math.round(modules / members / chapters));
  const answers = [1, 2, 3].map((v) => cc.chapters.map((t) => sampleAnswers(t, v)));
  const ids: string[] = [];
  const base = Date.parse('2026-01-01T00:00:00.000Z');
  for (let start = 0; start < members; start += 500) {
    const items: Item[] = [];
    for (let m = start; m < Math.min(members, start + 500); m += 1) {
      const member = `bench-member-${String(m).padStart(6, '0')}`;
      ids.push(member);
      const createdAt = new Date(base + m * 1000).toISOString();
      items.push({
        ...keys.user(member),
        ...keys.userByFacility('bench', 'active', createdAt, member),
        ...keys.userInAll(createdAt, member),
        type: storedType.user,
        id: member,
        role: 'Patient',
        status: 'active',
        enabled: true,
        info: { name: `Bench Member ${m}` },
        patients: [],
        workers: [],
        createdAt,
        updatedAt: createdAt,
        version: 1,
      });
      for (let r = 0; r < instancesPerMember; r += 1) {
        const instanceId = `${member}-cc-${r}`;
        const at = new Date(base + m * 1000 + r * 86_400_000).toISOString();
        const memberModuleList = cc.chapters.map((_, c) => `${instanceId}-ch${c}`);
        const instance = completeBenchInstance({
          id: instanceId,
          collectionName: cc.name,
          member,
          memberName: `Bench Member ${m}`,
          memberSurveyList: memberModuleList,
          at,
        });
        items.push({
          ...keys.seriesInstance(instanceId),
          ...keys.seriesInstanceIndexes(member, at, instanceId),
          type: storedType.seriesInstance,
          ...instance,
        });
        memberModuleList.forEach((id, c) =>
          items.push({
            ...keys.memberModule(id),
            ...keys.memberModuleByMember(member, at, id),
            ...keys.memberModuleInAll(at, id),
            ...keys.memberModuleBySeries(instanceId, at, id),
            type: storedType.memberModule,
            id,
            name: cc.chapters[c]!.name,
            templateId: `bench-template-${c}`,
            memberCollection: instanceId,
            patientId: member,
            patientName: `Bench Member ${m}`,
            completeness: 100,
            completed: true,
            approved: false,
            createdAt: at,
            createdBy: 'bench',
            updatedAt: at,
            modifiedBy: 'bench',
            version: 1,
          }),
        );
        const round = roundRecordFor({
          instance,
          kind: 'cc',
          answers: answers[(m + r) % answers.length]!,
          at,
          complete: true,
          facilityId: 'bench',
        });
        items.push({
          ...keys.reportRound(member, 'cc', instanceId),
          ...keys.completedReportIndexes('bench', at, instanceId),
          type: storedType.reportRound,
          ...round,
        });
      }
    }
    await batchWrite(items);
  }
  return ids;
}

/**
 * CPU time (ms) used so far by the DynamoDB Local process listening on `port` (from /proc; undefined
 * where /proc is missing). With the bench's own process.cpuUsage() it shows what one read costs in CPU.
 */
async function emulatorCpuMs(port: number): Promise<number | undefined> {
  try {
    for (const pid of (await readdir('/proc')).filter((d) => /^\d+$/.test(d))) {
      const cmd = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
      if (!cmd.includes('DynamoDBLocal') || !cmd.split('\0').includes(String(port))) continue;
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
      // utime and stime (fields 14 and 15 of stat; 12 and 13 after the command), in ticks of 10 ms.
      return (Number(fields[11]) + Number(fields[12])) * 10;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))] ??
  NaN;

/**
 * Seeds the bench data set on a stack of its own, then reads Community Connections reports of random
 * members as the Admin, 4 at a time, and prints p50/p99 and the DynamoDB calls per read (counted on
 * the in-process client). Size from REPORT_BENCH_MEMBERS / REPORT_BENCH_MODULES (10,000 / 100,000).
 */
export async function printReportReads(
  reads = Number(process.env.REPORT_BENCH_READS ?? 400),
  concurrency = Number(process.env.REPORT_BENCH_CONCURRENCY ?? 4),
): Promise<boolean> {
  const members = Number(process.env.REPORT_BENCH_MEMBERS ?? 10_000);
  const modules = Number(process.env.REPORT_BENCH_MODULES ?? 100_000);
  const dataDir = await mkdtemp(join(tmpdir(), 'circles-bench-reports-'));
  const ports = await freePorts();
  const dynamoPort = ports.dynamodb;
  const stack = await startLocalStack({
    ports,
    dataDir,
    persistDynamo: false,
    webDir: '',
  });
  rememberDemoSecondFactors(stack.demo);
  try {
    const seedStart = performance.now();
    const ids = await seedReportBench(members, modules);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const admin = stack.demo.find((d) => d.role === 'Admin')!;
    const login = await callApi(stack.apiUrl, 'POST', '/api/users/login', {
      body: { emailOrPhone: admin.login, password: admin.password },
    });
    const token = login.body.token as string;
    let calls = 0;
    // Each DynamoDB call of the reads, by command, with its own duration: where a read's time goes.
    const byCommand = new Map<string, number[]>();
    documentClient().middlewareStack.add(
      (next, context) => async (args) => {
        calls += 1;
        const begin = performance.now();
        try {
          return await next(args);
        } finally {
          const name = String(context.commandName ?? 'unknown');
          const list = byCommand.get(name) ?? [];
          list.push(performance.now() - begin);
          byCommand.set(name, list);
        }
      },
      { step: 'initialize', name: 'benchCallCounter' },
    );
    // A read: the latest Community Connections report of a member, or (historic) the report of one of
    // their instances, which reads the instance with the caller's user in one batch.
    const paths = {
      latest: (member: string) => `/api/reports/neighbours/user/${member}`,
      historic: (member: string) => `/api/reports/historic/cc/${member}-cc-0`,
    };
    const measure = async (kind: keyof typeof paths) => {
      const read = async (i: number) => {
        const member = ids[(i * 7919) % ids.length]!;
        const begin = performance.now();
        const res = await callApi(stack.apiUrl, 'GET', paths[kind](member), { token });
        if (res.status !== 200 || !Array.isArray(res.body.collectionIds))
          throw new Error(`read ${res.status}`);
        return performance.now() - begin;
      };
      for (let i = 0; i < 20; i += 1) await read(i); // warm up
      calls = 0;
      byCommand.clear();
      const times: number[] = [];
      let next = 0;
      const javaBefore = await emulatorCpuMs(dynamoPort);
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < reads) times.push(await read(next++));
        }),
      );
      const wall = performance.now() - started;
      const nodeCpu = process.cpuUsage(cpuBefore);
      const javaAfter = await emulatorCpuMs(dynamoPort);
      const perRead = calls / reads;
      const p99 = percentile(times, 99);
      console.log(
        `Report read, ${kind} (${paths[kind]('{id}')}), ${members} members / ${members * Math.max(1, Math.round(modules / members / 10)) * 10} modules (seeded in ${seedSeconds.toFixed(0)} s), ${reads} reads at ${concurrency} concurrent: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target ≤ ${REPORT_READ_P99_MS} ms), ${perRead.toFixed(2)} DynamoDB calls per read (target ≤ ${REPORT_READ_MAX_DB_CALLS})`,
      );
      for (const [name, list] of byCommand)
        console.log(
          `  ${name}: ${(list.length / reads).toFixed(2)} per read, p50 ${percentile(list, 50).toFixed(1)} ms, p99 ${percentile(list, 99).toFixed(1)} ms`,
        );
      // Little's law: with `concurrency` reads always in flight, the mean latency is concurrency ÷
      // throughput, so the CPU a read costs (API process + emulator, on this machine's cores) bounds it.
      const throughput = reads / (wall / 1000);
      const nodeMs = (nodeCpu.user + nodeCpu.system) / 1000 / reads;
      const javaMs =
        javaBefore === undefined || javaAfter === undefined ? undefined : (javaAfter - javaBefore) / reads;
      console.log(
        `  throughput ${throughput.toFixed(0)} reads/s (mean latency ${((concurrency / throughput) * 1000).toFixed(1)} ms = ${concurrency} in flight ÷ throughput); CPU per read: API process (bench client, API, SDK) ${nodeMs.toFixed(1)} ms${javaMs === undefined ? '' : `, DynamoDB Local ${javaMs.toFixed(1)} ms`}`,
      );
      console.log(
        `  load average ${loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')} (${cpus().length} cores)`,
      );
      return p99 <= REPORT_READ_P99_MS && perRead <= REPORT_READ_MAX_DB_CALLS;
    };
    const latestMet = await measure('latest');
    const historicMet = await measure('historic');
    return latestMet && historicMet;
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('report-reads.ts')) {
  process.exitCode = (await printReportReads()) ? 0 : 1;
}
