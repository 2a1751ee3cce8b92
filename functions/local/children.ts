import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Bookkeeping of the emulator child processes so that none outlives us: they are stopped by `stop`,
 * killed when this process exits for any reason Node can observe, and on SIGINT/SIGTERM when nobody
 * else handles the signal. A SIGKILL of this process cannot be observed, so a small reaper process
 * holds an IPC channel to us and kills the registered children when that channel closes.
 */
const live = new Set<ChildProcess>();
let hooked = false;

const REAPER = `
const pids = new Set();
process.on('message', (m) => { if (m.add) pids.add(m.add); if (m.remove) pids.delete(m.remove); });
process.on('disconnect', () => { for (const pid of pids) { try { process.kill(pid, 'SIGKILL'); } catch {} } process.exit(0); });
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
`;
let reaper: ChildProcess | undefined;

function tellReaper(message: { add: number } | { remove: number }): void {
  if (!reaper && 'remove' in message) return;
  if (!reaper) {
    reaper = spawn(process.execPath, ['-e', REAPER], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    reaper.once('exit', () => (reaper = undefined));
    reaper.once('error', () => (reaper = undefined));
    // Neither the reaper nor its channel may keep this process alive.
    reaper.unref();
    reaper.channel?.unref();
  }
  if (reaper.connected) reaper.send(message, () => undefined);
}

function killAll(): void {
  for (const child of live) child.kill('SIGKILL');
  live.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  // If someone else (the launcher, the test runner) listens, they stop things and exit, and the exit hook
  // catches what is left; otherwise keep Node's default of dying by the signal, without orphans.
  if (process.listenerCount(signal) > 1) return;
  killAll();
  process.removeListener(signal, onSignal);
  process.kill(process.pid, signal);
}

function hook(): void {
  if (hooked) return;
  hooked = true;
  process.on('exit', killAll);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** A child that is running and answering; `output()` is the tail of what it printed (for error messages only). */
export interface ManagedChild {
  name: string;
  process: ChildProcess;
  output(): string;
  stop(): Promise<void>;
}

const TAIL = 4000;

/** Tracks a just-spawned child: keeps the tail of its output and registers it for cleanup. */
export function manage(name: string, child: ChildProcess): ManagedChild {
  hook();
  live.add(child);
  const pid = child.pid;
  if (pid !== undefined) tellReaper({ add: pid });
  let tail = '';
  const keep = (chunk: Buffer): void => {
    tail = (tail + chunk.toString('utf8')).slice(-TAIL);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  });
  void exited.then(() => {
    live.delete(child);
    if (pid !== undefined) tellReaper({ remove: pid });
  });
  return {
    name,
    process: child,
    output: () => tail,
    async stop() {
      if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      live.delete(child);
    },
  };
}

/**
 * Polls `probe` until it returns true, rejecting early if the child exits or spawning failed
 * (the message then carries the child's last output).
 */
export async function waitUntilReady(
  child: ManagedChild,
  probe: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  let failure: Error | undefined;
  child.process.once('error', (err) => (failure = err));
  child.process.once(
    'exit',
    (code, signal) =>
      (failure ??= new Error(`exited early (code ${code ?? 'none'}, signal ${signal ?? 'none'})`)),
  );
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (failure) throw new Error(`${child.name} did not start: ${failure.message}\n${child.output()}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`${child.name} did not answer within ${timeoutMs / 1000} s\n${child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
