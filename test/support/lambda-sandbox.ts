import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import type { ErrorJson, InvokeMessage, RuntimeMessage } from './lambda-runtime';

/** Where a function runs: its code (Lambda's /var/task) and its own temp directory (Lambda's /tmp). */
export interface SandboxOptions {
  /** The function's name, for messages and AWS_LAMBDA_FUNCTION_NAME. */
  name: string;
  /** The handler setting (`index.handler`). */
  handler: string;
  /** The unpacked bundle: LAMBDA_TASK_ROOT and the working directory. */
  taskRoot: string;
  /** The complete environment of the process (nothing is inherited). */
  environment: Record<string, string>;
  /** The function's timeout: an invocation that runs longer fails (and the process is ended). */
  timeoutMs: number;
  /** The runtime script ({@link buildLambdaRuntime}). */
  runtimeScript: string;
}

/** An invocation that threw (Lambda's function error), with the function's own error. */
export class FunctionError extends Error {
  override name = 'FunctionError';
  constructor(
    readonly functionName: string,
    readonly error: ErrorJson,
    logs: string,
  ) {
    super(
      `${functionName} failed: ${error.name}: ${error.message}\n${error.stack ?? ''}\n--- its output ---\n${logs}`,
    );
  }
}

/** Builds test/support/lambda-runtime.ts to a plain JavaScript file in `dir`; answers its path. */
export async function buildLambdaRuntime(dir: string): Promise<string> {
  const outfile = join(dir, 'lambda-runtime.mjs');
  await build({
    entryPoints: [resolve(import.meta.dirname, 'lambda-runtime.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'error',
  });
  return outfile;
}

/**
 * One warm instance of a shipped function: a Node process that loaded the bundle (init phase) with the
 * function's environment and runs invocations one at a time, as a Lambda execution environment does.
 * Its output (the function's logs) is kept for failure messages.
 */
export class LambdaSandbox {
  private output = '';
  private nextId = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly pending = new Map<number, (message: RuntimeMessage) => void>();
  private exited?: string;
  /** How long loading the bundle took (module loading and top-level code). */
  initMs = 0;

  private constructor(
    private readonly options: SandboxOptions,
    private readonly child: ChildProcess,
  ) {
    child.stdout?.on('data', (chunk: Buffer) => this.record(chunk));
    child.stderr?.on('data', (chunk: Buffer) => this.record(chunk));
    child.on('message', (message: RuntimeMessage) => {
      if (message.type === 'result' || message.type === 'error') this.pending.get(message.id)?.(message);
    });
    child.on('exit', (code, signal) => {
      this.exited = `exited (${signal ?? code})`;
      for (const settle of this.pending.values())
        settle({ type: 'error', id: -1, error: { name: 'Runtime.ExitError', message: this.exited } });
    });
  }

  /** Starts the function and waits for its init phase; rejects with the function's error if it cannot load. */
  static async start(options: SandboxOptions): Promise<LambdaSandbox> {
    const child = fork(options.runtimeScript, [options.handler], {
      cwd: options.taskRoot,
      env: options.environment,
      execArgv: [],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const sandbox = new LambdaSandbox(options, child);
    const first = await new Promise<RuntimeMessage | { type: 'exit' }>((settle) => {
      child.once('message', (message: RuntimeMessage) => settle(message));
      child.once('exit', () => settle({ type: 'exit' }));
    });
    if (first.type === 'ready') {
      sandbox.initMs = first.initMs;
      return sandbox;
    }
    // Let the last output arrive before reporting it.
    await new Promise((r) => setTimeout(r, 50));
    child.kill();
    const error =
      first.type === 'init-error' ? first.error : { name: 'Runtime.ExitError', message: 'exited' };
    throw new FunctionError(options.name, error, sandbox.output);
  }

  /** Invokes the function with `event` (after any invocation still running) and answers its result. */
  invoke<R = unknown>(event: unknown): Promise<R> {
    const run = this.queue.then(() => this.invokeNow<R>(event));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** What the function printed so far. */
  logs(): string {
    return this.output;
  }

  /** Ends the process (SIGTERM, as Lambda does at shutdown), and kills it if it lingers. */
  async stop(): Promise<void> {
    if (this.exited) return;
    const gone = new Promise((r) => this.child.once('exit', r));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 3000);
    await gone;
    clearTimeout(timer);
  }

  private record(chunk: Buffer): void {
    // Keep the tail only: a long run's logs must not grow without bound.
    this.output = (this.output + chunk.toString('utf8')).slice(-20_000);
  }

  private async invokeNow<R>(event: unknown): Promise<R> {
    if (this.exited)
      throw new FunctionError(
        this.options.name,
        { name: 'Runtime.ExitError', message: this.exited },
        this.output,
      );
    const id = ++this.nextId;
    const message: InvokeMessage = { id, event, requestId: randomUUID(), timeoutMs: this.options.timeoutMs };
    const answer = await new Promise<RuntimeMessage>((settle) => {
      const timer = setTimeout(() => {
        settle({
          type: 'error',
          id,
          error: { name: 'Sandbox.Timedout', message: `Task timed out after ${this.options.timeoutMs} ms` },
        });
        // Lambda ends a timed-out environment; SIGTERM first lets puppeteer close its Chromium.
        void this.stop();
      }, this.options.timeoutMs);
      this.pending.set(id, (m) => {
        clearTimeout(timer);
        settle(m);
      });
      this.child.send(message);
    });
    this.pending.delete(id);
    if (answer.type === 'result') return answer.result as R;
    const error = answer.type === 'error' ? answer.error : { name: 'Error', message: 'unexpected answer' };
    throw new FunctionError(this.options.name, error, this.output);
  }
}
