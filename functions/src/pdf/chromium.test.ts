import { describe, expect, it } from 'vitest';
import { chromiumLaunch, inLambda, LOCAL_CHROMIUM_ARGS, NO_NETWORK_ARGS } from './chromium';

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
});
