import { beforeAll, expect } from 'vitest';
import { apiAs, signInDemo, type DemoSession, type DemoWho } from './modules';
import { useStackEnv } from './stack';

/* Fixtures of the member module integration tests. */

export const COMPLETE_TEXT = 'Please complete all required fields before marking as complete.';

/** One question of each type spec 001 §4 counts, and an html block it ignores. */
export const everyType = {
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'html', name: 'intro', html: '<p>Welcome</p>' },
        { type: 'matrix', name: 'm', rows: ['r1', 'r2'], columns: [1, 2] },
        {
          type: 'matrixdropdown',
          name: 'd',
          rows: ['r1', 'r2'],
          columns: [
            { name: 'c1', cellType: 'text' },
            { name: 'c2', cellType: 'text' },
          ],
        },
        { type: 'checkbox', name: 'c', choices: [1, 2, 3] },
        { type: 'text', name: 't' },
        { type: 'radiogroup', name: 'r', choices: [1, 2] },
        { type: 'rating', name: 'g', rateMin: 1, rateMax: 5 },
      ],
    },
  ],
};
export const everyAnswer = {
  m: { r1: 1, r2: 2 },
  d: { r1: { c1: 'a', c2: 'b' }, r2: { c1: 'c', c2: 'd' } },
  c: [1, 3],
  t: 'Some text',
  r: 2,
  g: 4,
};

/** The calls the member module tests make, as the file's signed-in demo users. */
export function moduleCalls(apiUrl: () => string, people: () => Record<DemoWho, DemoSession>) {
  const as = (who: DemoWho) => apiAs(apiUrl(), people()[who]);

  /** A new public template (the Admin's) of `surveyJSON`. */
  async function newTemplate(surveyJSON: object = everyType): Promise<string> {
    const res = await as('admin')('POST', '/api/surveys', {
      body: { name: 'Every type', surveyJSON, isPublic: true },
    });
    expect(res.status).toBe(201);
    return res.body.survey._id;
  }

  /** Starts a module of `member` from a new template, as `by`. */
  async function start(member: DemoWho, by: DemoWho = 'admin', surveyJSON?: object) {
    const res = await as(by)('POST', '/api/membersurveys', {
      body: { patientId: people()[member].id, templateId: await newTemplate(surveyJSON) },
    });
    expect(res.status).toBe(201);
    return res.body.memberSurvey as { _id: string; version: number };
  }

  const patch = (by: DemoWho, id: string, body: object) =>
    as(by)('PATCH', `/api/membersurveys/${id}`, { body });

  return { as, newTemplate, start, patch };
}

/** The file's demo users, signed in before its tests, and the module calls made as them. */
export function useModuleCalls() {
  let apiUrl = '';
  const people = {} as Record<DemoWho, DemoSession>;
  beforeAll(async () => {
    const stack = useStackEnv();
    apiUrl = stack.apiUrl;
    Object.assign(people, await signInDemo(stack));
  });
  return {
    people,
    ...moduleCalls(
      () => apiUrl,
      () => people,
    ),
  };
}
