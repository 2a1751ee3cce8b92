import { callApi, type ApiAnswer, type ApiCallOptions } from './api';
import type { StackInfo } from './stack-info';

/** The demo people the module tests sign in as. */
export type DemoWho = 'admin' | 'coordinator' | 'volunteer' | 'mary' | 'paul';

/** A signed-in demo user: the access token and the user's id. */
export interface DemoSession {
  token: string;
  id: string;
}

let counter = 0;

/** A fresh client address per call, so the many calls of a file stay under the per-client rate limits. */
export const freshClient = () => `198.51.100.${(++counter % 250) + 1}:443`;

/** Signs in every demo user of the file's stack (Admin, Coordinator, Volunteer, Mary, Paul). */
export async function signInDemo(stack: StackInfo): Promise<Record<DemoWho, DemoSession>> {
  const byRole = (role: string, i = 0) => stack.demo.filter((d) => d.role === role)[i]!;
  const people: [DemoWho, { login: string; password: string }][] = [
    ['admin', byRole('Admin')],
    ['coordinator', byRole('Coordinator')],
    ['volunteer', byRole('Volunteer')],
    ['mary', byRole('Patient', 0)],
    ['paul', byRole('Patient', 1)],
  ];
  const sessions = await Promise.all(
    people.map(async ([who, d]) => {
      const res = await callApi<{ token: string; user: { _id: string } }>(
        stack.apiUrl,
        'POST',
        '/api/users/login',
        { body: { emailOrPhone: d.login, password: d.password }, client: freshClient() },
      );
      if (res.status !== 200) throw new Error(`sign-in of ${who} answered ${res.status}`);
      return [who, { token: res.body.token, id: res.body.user._id }] as const;
    }),
  );
  return Object.fromEntries(sessions) as Record<DemoWho, DemoSession>;
}

/** A caller of the file's API as one signed-in user (or anonymous with `undefined`). */
export function apiAs(apiUrl: string, session: DemoSession | undefined) {
  return (method: string, path: string, opts: ApiCallOptions = {}): Promise<ApiAnswer> =>
    callApi(apiUrl, method, path, { token: session?.token, client: freshClient(), ...opts });
}

/** The SurveyJS of a module with one text question, `q1`. */
export const ONE_QUESTION = { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1' }] }] };

/** Creates a one-question module template named 'Chapter' with `admin` (an `apiAs` caller); answers its id. */
export async function newChapterTemplate(admin: ReturnType<typeof apiAs>): Promise<string> {
  const res = await admin('POST', '/api/surveys', { body: { name: 'Chapter', surveyJSON: ONE_QUESTION } });
  if (res.status !== 201) throw new Error(`template create answered ${res.status}`);
  return res.body.survey._id;
}
