import { describe, expect, it, vi } from 'vitest';
import { amplifyAuth, configureAmplifyLater, hasAmplifyTokens } from './amplify';

const configure = vi.hoisted(() => vi.fn());
vi.mock('aws-amplify', () => ({ Amplify: { configure } }));
vi.mock('aws-amplify/auth', () => ({ signIn: vi.fn() }));

function storageWith(keys: string[]): Storage {
  return {
    length: keys.length,
    key: (i: number) => keys[i] ?? null,
  } as Storage;
}

describe('amplifyAuth', () => {
  it('configures Amplify once, on first use, with the runtime configuration', async () => {
    configureAmplifyLater(
      Promise.resolve({
        region: 'ca-central-1',
        userPoolId: 'pool',
        userPoolClientId: 'client',
        cognitoEndpoint: 'http://127.0.0.1:9230',
        connectorEmail: 'c@example.org',
      }),
    );
    expect(configure).not.toHaveBeenCalled();
    const auth = await amplifyAuth();
    await amplifyAuth();
    expect('signIn' in auth).toBe(true);
    expect(configure).toHaveBeenCalledTimes(1);
    expect(configure).toHaveBeenCalledWith({
      Auth: {
        Cognito: {
          userPoolId: 'pool',
          userPoolClientId: 'client',
          userPoolEndpoint: 'http://127.0.0.1:9230',
        },
      },
    });
  });

  it('tries again on the next use when the configuration failed to load', async () => {
    configure.mockClear();
    configureAmplifyLater(Promise.reject(new Error('config.json answered 500')));
    await expect(amplifyAuth()).rejects.toThrow('500');
    configureAmplifyLater(
      Promise.resolve({ region: 'r', userPoolId: 'p', userPoolClientId: 'c', connectorEmail: 'e' }),
    );
    await amplifyAuth();
    expect(configure).toHaveBeenCalledTimes(1);
  });
});

describe('hasAmplifyTokens', () => {
  it("finds Amplify's keys among the others", () => {
    expect(hasAmplifyTokens(storageWith(['circles.session']))).toBe(false);
    expect(
      hasAmplifyTokens(
        storageWith(['circles.session', 'CognitoIdentityServiceProvider.client.LastAuthUser']),
      ),
    ).toBe(true);
  });
});
