import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { devPorts, freePort, freePorts } from './ports';

describe('devPorts', () => {
  it('returns the fixed developer ports when nothing overrides them', () => {
    expect(devPorts({})).toEqual({ api: 3000, dynamodb: 8000, cognito: 9229, refreshProxy: 9230, s3: 4569 });
  });

  it('takes each port from its CIRCLES_*_PORT variable', () => {
    expect(devPorts({ CIRCLES_API_PORT: '3100', CIRCLES_S3_PORT: '4600' })).toMatchObject({
      api: 3100,
      s3: 4600,
      dynamodb: 8000,
    });
  });

  it('rejects a variable that is not a port number', () => {
    expect(() => devPorts({ CIRCLES_DYNAMODB_PORT: 'eighty' })).toThrow(/CIRCLES_DYNAMODB_PORT/);
    expect(() => devPorts({ CIRCLES_COGNITO_PORT: '70000' })).toThrow(/CIRCLES_COGNITO_PORT/);
  });
});

describe('freePort', () => {
  it('returns a port that can be listened on at 127.0.0.1', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) =>
      server.once('error', reject).listen(port, '127.0.0.1', resolve),
    );
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(port).toBeGreaterThan(0);
  });

  it('gives five distinct ports for a stack', async () => {
    const ports = Object.values(await freePorts());
    expect(new Set(ports).size).toBe(5);
  });
});
