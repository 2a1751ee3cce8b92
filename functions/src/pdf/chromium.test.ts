import { describe, expect, it, vi } from 'vitest';
import { chromiumLaunch, inLambda, LOCAL_CHROMIUM_ARGS, NO_NETWORK_ARGS } from './chromium';

// @sparticuz/chromium as far as chromiumLaunch uses it: an unpacking that takes a moment.
const sparticuz = vi.hoisted(() => ({
  args: ['--single-process'],
  setGraphicsMode: true,
  executablePath: vi.fn<() => Promise<string>>(),
}));
vi.mock('@sparticuz/chromium', () => ({ default: sparticuz }));
const unpacked = () => new Promise<string>((resolve) => setTimeout(() => resolve('/tmp/chromium'), 20));

describe('the Chromium the renderer starts', () => {
  it("uses Debian's chromium outside Lambda, or CHROMIUM_PATH", async () => {
    expect(inLambda({})).toBe(false);
    expect((await chromiumLaunch({})).executablePath).toBe('/usr/bin/chromium');
    const launch = await chromiumLaunch({ CHROMIUM_PATH: '/opt/chrome' });
    expect(launch.executablePath).toBe('/opt/chrome');
    expect(launch.args).toEqual([...LOCAL_CHROMIUM_ARGS, ...NO_NETWORK_ARGS]);
    expect(launch.args).toEqual(expect.arrayContaining(['--no-sandbox', '--disable-dev-shm-usage']));
  });

  it('sends every connection to a dead proxy, loopback included', () => {
    expect(NO_NETWORK_ARGS).toEqual(
      expect.arrayContaining(['--proxy-server=socks5://127.0.0.1:9', '--proxy-bypass-list=<-loopback>']),
    );
  });

  it('knows it runs in Lambda by the function name', () => {
    expect(inLambda({ AWS_LAMBDA_FUNCTION_NAME: 'pdf' })).toBe(true);
  });

  it("unpacks @sparticuz/chromium's binary once for every launch of a Lambda process, and again after a failure", async () => {
    const lambda = { AWS_LAMBDA_FUNCTION_NAME: 'pdf' };
    // Loaded once first: imports racing for a mocked module may get the real one, which would unpack
    // ~200 MB into the shared /tmp.
    expect((await import('@sparticuz/chromium')).default).toBe(sparticuz);
    sparticuz.executablePath.mockRejectedValueOnce(new Error('disk full')).mockImplementation(unpacked);
    await expect(chromiumLaunch(lambda)).rejects.toThrow('disk full');
    // A launch that starts while the first one is still unpacking waits for the same unpacking.
    const launches = await Promise.all([
      chromiumLaunch(lambda),
      chromiumLaunch(lambda),
      chromiumLaunch(lambda),
    ]);
    expect(launches.map((l) => l.executablePath)).toEqual([
      '/tmp/chromium',
      '/tmp/chromium',
      '/tmp/chromium',
    ]);
    expect(launches[0].args).toEqual(['--single-process', ...NO_NETWORK_ARGS]);
    expect(sparticuz.executablePath).toHaveBeenCalledTimes(2);
  });
});
