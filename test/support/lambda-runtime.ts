import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * A stand-in for the Lambda Node.js runtime, run by the bundle tests as a child process per function
 * (test/support/lambda-sandbox.ts builds it to plain JavaScript: Lambda has no tsx). Like the runtime it
 * loads the handler (`index.handler`: `index.mjs`, `.js` or `.cjs` in LAMBDA_TASK_ROOT) once, in the
 * init phase, then runs one invocation at a time with a context object; the event and the result cross
 * the process boundary as JSON, as they cross Lambda's. It uses nothing but Node's own modules, so the
 * bundle resolves its packages from its own directory only.
 */

/** What the parent sends: one invocation. */
export interface InvokeMessage {
  id: number;
  event: unknown;
  requestId: string;
  timeoutMs: number;
}

/** An error as it crosses the process boundary. */
export interface ErrorJson {
  name: string;
  message: string;
  stack?: string;
}

/** What this process answers: init done or failed, an invocation's result or error. */
export type RuntimeMessage =
  | { type: 'ready'; initMs: number }
  | { type: 'init-error'; error: ErrorJson }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: ErrorJson };

type Handler = (event: unknown, context: Record<string, unknown>) => Promise<unknown>;

function errorJson(err: unknown): ErrorJson {
  if (err instanceof Error)
    return { name: err.name, message: err.message, ...(err.stack ? { stack: err.stack } : {}) };
  return { name: 'Error', message: String(err) };
}

function send(message: RuntimeMessage): Promise<void> {
  return new Promise((resolve) => process.send!(message, () => resolve()));
}

async function loadHandler(spec: string): Promise<Handler> {
  const taskRoot = process.env.LAMBDA_TASK_ROOT ?? process.cwd();
  const dot = spec.lastIndexOf('.');
  const moduleName = spec.slice(0, dot);
  const exportName = spec.slice(dot + 1);
  const file = ['.mjs', '.js', '.cjs']
    .map((ext) => join(taskRoot, moduleName + ext))
    .find((f) => existsSync(f));
  if (!file) throw new Error(`Runtime.ImportModuleError: Cannot find module '${moduleName}' in ${taskRoot}`);
  const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const handler = mod[exportName];
  if (typeof handler !== 'function')
    throw new Error(`Runtime.HandlerNotFound: ${moduleName}.${exportName} is undefined or not exported`);
  return handler as Handler;
}

/** The context object of one invocation (the fields Lambda's runtime gives). */
function contextOf(message: InvokeMessage): Record<string, unknown> {
  const deadline = Date.now() + message.timeoutMs;
  const env = process.env;
  const name = env.AWS_LAMBDA_FUNCTION_NAME ?? 'function';
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName: name,
    functionVersion: env.AWS_LAMBDA_FUNCTION_VERSION ?? '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${env.AWS_REGION}:111111111111:function:${name}`,
    memoryLimitInMB: env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE ?? '128',
    awsRequestId: message.requestId,
    logGroupName: env.AWS_LAMBDA_LOG_GROUP_NAME ?? `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
  };
}

const spec = process.argv[2] ?? 'index.handler';
const started = performance.now();
let handler: Handler;
try {
  handler = await loadHandler(spec);
} catch (err) {
  await send({ type: 'init-error', error: errorJson(err) });
  process.exit(1);
}
await send({ type: 'ready', initMs: performance.now() - started });

process.on('message', (message: InvokeMessage) => {
  handler(message.event, contextOf(message)).then(
    (result) => send({ type: 'result', id: message.id, result }),
    (err: unknown) => send({ type: 'error', id: message.id, error: errorJson(err) }),
  );
});
