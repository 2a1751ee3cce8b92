import { createServer } from 'node:net';

/** Ports of the local stack: the API (which also serves the web app) and the four emulators. */
export interface StackPorts {
  api: number;
  dynamodb: number;
  cognito: number;
  refreshProxy: number;
  s3: number;
}

/** The developer stack's fixed ports; each can be overridden by the environment variable named beside it. */
export const DEV_PORTS: Readonly<Record<keyof StackPorts, { port: number; env: string }>> = {
  api: { port: 3000, env: 'CIRCLES_API_PORT' },
  dynamodb: { port: 8000, env: 'CIRCLES_DYNAMODB_PORT' },
  cognito: { port: 9229, env: 'CIRCLES_COGNITO_PORT' },
  refreshProxy: { port: 9230, env: 'CIRCLES_REFRESH_PROXY_PORT' },
  s3: { port: 4569, env: 'CIRCLES_S3_PORT' },
};

function portFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number (1-65535)`);
  return port;
}

/** Ports of `npm start`: the fixed defaults unless CIRCLES_*_PORT variables override them. */
export function devPorts(env: NodeJS.ProcessEnv = process.env): StackPorts {
  return {
    api: portFromEnv(env, DEV_PORTS.api.env, DEV_PORTS.api.port),
    dynamodb: portFromEnv(env, DEV_PORTS.dynamodb.env, DEV_PORTS.dynamodb.port),
    cognito: portFromEnv(env, DEV_PORTS.cognito.env, DEV_PORTS.cognito.port),
    refreshProxy: portFromEnv(env, DEV_PORTS.refreshProxy.env, DEV_PORTS.refreshProxy.port),
    s3: portFromEnv(env, DEV_PORTS.s3.env, DEV_PORTS.s3.port),
  };
}

/**
 * Asks the OS for a free port on 127.0.0.1. The port is released before it is returned, so another
 * process could take it in between; this is only for servers we cannot start on port 0 ourselves.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('no port was assigned'));
        return;
      }
      server.close(() => resolve(address.port));
    });
  });
}

/** Free ports for every part of the stack (test harness); distinct from each other. */
export async function freePorts(): Promise<StackPorts> {
  const taken = new Set<number>();
  const next = async (): Promise<number> => {
    for (;;) {
      const port = await freePort();
      if (!taken.has(port)) {
        taken.add(port);
        return port;
      }
    }
  };
  return {
    api: await next(),
    dynamodb: await next(),
    cognito: await next(),
    refreshProxy: await next(),
    s3: await next(),
  };
}
