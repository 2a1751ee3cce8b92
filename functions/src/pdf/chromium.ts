/**
 * Where Chromium comes from and how it starts (LOCAL.md 'Chromium'): in Lambda the `@sparticuz/chromium`
 * build (x86-64 only, unpacked into /tmp on the first cold start; its fonts.conf looks in /tmp/fonts,
 * /opt/fonts and /var/task/fonts, so TMPDIR must stay /tmp), elsewhere Debian's chromium
 * (`CHROMIUM_PATH`, else /usr/bin/chromium) with the same headless flags.
 */
export interface ChromiumLaunch {
  executablePath: string;
  args: string[];
  headless: true | 'shell';
}

/** Flags Debian's chromium runs with locally (LOCAL.md). */
export const LOCAL_CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
];

/**
 * Flags added in both places so that nothing leaves the machine even past request interception
 * (which never sees WebSockets, WebRTC or a service worker's fetches): every connection goes to a proxy
 * on the discard port, loopback included, and WebRTC may not go around it. The print entry's own files
 * are answered by interception before any connection is made, so they are not affected.
 */
export const NO_NETWORK_ARGS: readonly string[] = [
  '--proxy-server=socks5://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-features=DialMediaRouteProvider,MediaRouter',
];

/** Whether this process runs in AWS Lambda. */
export const inLambda = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.AWS_LAMBDA_FUNCTION_NAME);

/**
 * `@sparticuz/chromium`'s binary and flags, unpacked once for every launch of the process. Unshared, a
 * render cut off during a slow cold start left the unpacking running, and the next launch found the
 * half-written file and failed with `spawn ETXTBSY` (seen running the bundled export job on a busy
 * machine). A failed unpacking is forgotten, so the next launch tries again.
 */
let lambdaChromium: Promise<{ executablePath: string; args: string[] }> | undefined;

function unpackLambdaChromium(): Promise<{ executablePath: string; args: string[] }> {
  lambdaChromium ??= (async () => {
    // Imported only in Lambda: the package unpacks ~200 MB on first use.
    const { default: chromium } = await import('@sparticuz/chromium');
    chromium.setGraphicsMode = false;
    return { executablePath: await chromium.executablePath(), args: chromium.args };
  })().catch((err: unknown) => {
    lambdaChromium = undefined;
    throw err;
  });
  return lambdaChromium;
}

/** The Chromium of this machine and its flags. */
export async function chromiumLaunch(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumLaunch> {
  if (inLambda(env)) {
    const chromium = await unpackLambdaChromium();
    return {
      executablePath: chromium.executablePath,
      args: [...chromium.args, ...NO_NETWORK_ARGS],
      headless: 'shell',
    };
  }
  return {
    executablePath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...LOCAL_CHROMIUM_ARGS, ...NO_NETWORK_ARGS],
    headless: true,
  };
}
