import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAuthSession } from 'aws-amplify/auth';
import { setLocale } from '@circles/shared/messages/locale';
import { API_TIMEOUT_MS, ApiError, apiCall, MFA_SETUP_REQUIRED_EVENT } from './api-client';

vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: vi.fn() }));

const user = {
  _id: 'u-1',
  role: 'Patient',
  status: 'active',
  enabled: true,
  info: { name: 'Ada' },
  patients: [],
  workers: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(fetchAuthSession).mockResolvedValue({
    tokens: { accessToken: { toString: () => 'access-token' } },
  } as never);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockReset();
});

describe('apiCall', () => {
  it('tells the session when the API wants a second factor set up first (issue 21)', async () => {
    const target = new EventTarget();
    const heard = vi.fn();
    target.addEventListener(MFA_SETUP_REQUIRED_EVENT, heard);
    vi.stubGlobal('window', target);
    fetchMock.mockResolvedValue(json(403, { error: { code: 'MFA_SETUP_REQUIRED', message: 'Set it up.' } }));
    await expect(apiCall('usersGet', { params: { id: 'u-1' } })).rejects.toMatchObject({ status: 403 });
    expect(heard).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValue(json(403, { error: { code: 'FORBIDDEN', message: 'No.' } }));
    await expect(apiCall('usersGet', { params: { id: 'u-1' } })).rejects.toMatchObject({ status: 403 });
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('fills path parameters and sends the bearer token on user routes', async () => {
    fetchMock.mockResolvedValue(json(200, { user }));
    const answer = await apiCall('usersGet', { params: { id: 'u 1' } });
    expect(answer.user.info.name).toBe('Ada');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/users/u%201');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer access-token');
  });

  it("sends the interface's language, so the server's texts come back in it", async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { user })));
    setLocale('fr');
    try {
      await apiCall('usersGet', { params: { id: 'u-1' } });
    } finally {
      setLocale('en');
    }
    await apiCall('usersGet', { params: { id: 'u-1' } });
    const sent = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string>)['Accept-Language'],
    );
    expect(sent).toEqual(['fr', 'en']);
  });

  it('sends no token and a JSON body on public routes', async () => {
    fetchMock.mockResolvedValue(json(201, { id: 'new-1' }));
    const answer = await apiCall('usersSelfRegister', {
      body: { name: 'Ada', password: 'Str0ng!pass', email: 'a@b.org', consent: { letterVersion: 'v1' } },
    });
    expect(answer).toEqual({ id: 'new-1' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(JSON.parse(init?.body as string)).toMatchObject({ name: 'Ada', email: 'a@b.org' });
    expect(fetchAuthSession).not.toHaveBeenCalled();
  });

  it('throws ApiError with status, code, message and issues from the error body', async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        error: {
          code: 'VALIDATION',
          message: 'Invalid request',
          issues: [{ path: 'email', message: 'Invalid email' }],
        },
      }),
    );
    const error = await apiCall('usersSelfRegister', {
      body: { name: 'Ada', password: 'x', consent: { letterVersion: 'v1' } },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid request',
      issues: [{ path: 'email', message: 'Invalid email' }],
    });
  });

  it('throws a 401 ApiError without calling the API when there is no token', async () => {
    vi.mocked(fetchAuthSession).mockResolvedValue({ tokens: undefined });
    await expect(apiCall('usersValidate')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an answer that does not match the response schema', async () => {
    fetchMock.mockResolvedValue(json(200, { valid: true }));
    await expect(apiCall('usersValidate')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('gives up with a TIMEOUT error after 5000 ms', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = apiCall('usersValidate').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    await expect(apiCall('usersValidate')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });
});
