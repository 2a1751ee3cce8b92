import { expect, inject } from 'vitest';
import { callApi, type ApiAnswer } from './api';
import { useStackEnv } from './stack';

export interface PersonSession {
  token: string;
  id: string;
}

/** The demo people the people-area tests sign in as: the three staff roles, then Mary, Paul and Lena. */
export const DEMO_PEOPLE = [
  ['admin', 'Ada Admin'],
  ['cora', 'Cora Coordinator'],
  ['victor', 'Victor Volunteer'],
  ['mary', 'Mary Member'],
  ['paul', 'Paul Member'],
  ['lena', 'Lena Lakeshore'],
] as const;

/**
 * Uploads `bytes` as a note's PDF: `post` asks for the upload (POST /api/notes/attachments as someone,
 * with the declared size), then the file is PUT to the answered URL; answers the attachment id.
 */
export async function uploadNotePdf(
  post: (body: { size: number; contentType: string }) => Promise<ApiAnswer>,
  bytes: Uint8Array,
  declared = bytes.length,
): Promise<string> {
  const res = await post({ size: declared, contentType: 'application/pdf' });
  expect(res.status).toBe(201);
  const put = await fetch(res.body.url, {
    method: 'PUT',
    headers: res.body.headers,
    body: Buffer.from(bytes),
  });
  expect(put.ok).toBe(true);
  return res.body.attachmentId;
}

/**
 * One test file's HTTP client over the demo people (the people-area integration tests): `api` gives each
 * call a fresh client address under `addressPrefix` (so a file's many calls stay under the per-client rate
 * limits), `signIn` checks a sign-in answers 200, `signInDemo` signs the named demo users in once (call it
 * in `beforeAll`: it also points the client at the stack), and `as(who)` is one of those sessions.
 */
export function peopleApi(addressPrefix: string) {
  let apiUrl = '';
  let clients = 0;
  const sessions = new Map<string, PersonSession>();

  function api(
    method: string,
    path: string,
    opts: { body?: unknown; token?: string } = {},
  ): Promise<ApiAnswer> {
    clients += 1;
    return callApi(apiUrl, method, path, { ...opts, client: `${addressPrefix}${(clients % 250) + 1}:443` });
  }

  async function signIn(login: string, password: string): Promise<PersonSession> {
    const res = await api('POST', '/api/users/login', { body: { emailOrPhone: login, password } });
    expect(res.status).toBe(200);
    return { token: res.body.token as string, id: res.body.user._id as string };
  }

  return {
    api,
    signIn,
    signInDemo: async (people: readonly (readonly [who: string, name: string])[]) => {
      useStackEnv();
      const stack = inject('stack');
      apiUrl = stack.apiUrl;
      for (const [who, name] of people) {
        const d = stack.demo.find((x) => x.name === name)!;
        sessions.set(who, await signIn(d.login, d.password));
      }
      return stack;
    },
    as: (who: string): PersonSession => {
      const s = sessions.get(who);
      if (!s) throw new Error(`no session ${who}`);
      return s;
    },
  };
}
