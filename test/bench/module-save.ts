import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePorts } from '../../functions/local/ports';
import { startLocalStack } from '../../functions/local/stack';
import { callApi } from '../support/api';
import { rememberDemoSecondFactors } from '../support/second-factor';

/** Target of issue 8: a save of a 200-question module answers within this, locally. */
export const MODULE_SAVE_BUDGET_MS = 300;

/** A 200-question module of the library's question types, on 10 pages. */
export function bigModule(questions = 200): { surveyJSON: object; answers: (variant: number) => object } {
  const kinds = ['radiogroup', 'text', 'rating', 'checkbox', 'comment'] as const;
  const element = (i: number) => {
    const name = `q${i}`;
    switch (kinds[i % kinds.length] ?? 'comment') {
      case 'radiogroup':
        return { type: 'radiogroup', name, title: `Question ${i}`, choices: [0, 1, 2, 3, 4] };
      case 'text':
        return { type: 'text', name, title: `Question ${i}`, inputType: 'number', min: 0, max: 100 };
      case 'rating':
        return { type: 'rating', name, title: `Question ${i}`, rateMin: 0, rateMax: 10 };
      case 'checkbox':
        return { type: 'checkbox', name, title: `Question ${i}`, choices: [1, 2, 3, 4] };
      case 'comment':
        return { type: 'comment', name, title: `Question ${i}` };
    }
  };
  const pages = Array.from({ length: 10 }, (_, p) => ({
    name: `page${p + 1}`,
    elements: Array.from({ length: questions / 10 }, (_, i) => element(p * (questions / 10) + i)),
  }));
  const answers = (variant: number) =>
    Object.fromEntries(
      Array.from({ length: questions }, (_, i) => {
        const v = (i + variant) % 4;
        const kind = kinds[i % kinds.length];
        const value =
          kind === 'checkbox'
            ? [v + 1]
            : kind === 'comment'
              ? `Answer ${variant} to ${i}`
              : kind === 'text'
                ? v * 10
                : v;
        return [`q${i}`, value];
      }),
    );
  return { surveyJSON: { title: 'Bench module', pages }, answers };
}

/** The middle value of `values` (NaN for none). */
export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * Signs in the demo Admin and member (Mary), makes the big module a template and starts it for Mary;
 * answers the Admin's token, the started module's id and version and the module itself.
 */
export async function startBigModule(
  apiUrl: string,
  demo: readonly { role: string; login: string; password: string }[],
): Promise<{ token: string; id: string; version: number; big: ReturnType<typeof bigModule> }> {
  const admin = demo.find((d) => d.role === 'Admin')!;
  const mary = demo.find((d) => d.role === 'Patient')!;
  const signIn = async (login: string, password: string) =>
    (await callApi(apiUrl, 'POST', '/api/users/login', { body: { emailOrPhone: login, password } })).body as {
      token: string;
      user: { _id: string };
    };
  const { token } = await signIn(admin.login, admin.password);
  const maryId = (await signIn(mary.login, mary.password)).user._id;
  const big = bigModule();
  const template = await callApi(apiUrl, 'POST', '/api/surveys', {
    token,
    body: { name: 'Bench module', surveyJSON: big.surveyJSON },
  });
  const started = await callApi(apiUrl, 'POST', '/api/membersurveys', {
    token,
    body: { patientId: maryId, templateId: template.body.survey._id },
  });
  return {
    token,
    id: started.body.memberSurvey._id as string,
    version: started.body.memberSurvey.version as number,
    big,
  };
}

/**
 * Times PATCH /api/membersurveys/{id} (save) of a fully answered 200-question module on a local stack
 * of its own: the server checks every answer and computes completeness in survey-core, then writes one
 * transaction. Prints the median of `runs` saves; returns whether it is within MODULE_SAVE_BUDGET_MS.
 */
export async function printModuleSave(runs = 15): Promise<boolean> {
  const dataDir = await mkdtemp(join(tmpdir(), 'circles-bench-modules-'));
  const stack = await startLocalStack({
    ports: await freePorts(),
    dataDir,
    persistDynamo: false,
    webDir: '',
  });
  rememberDemoSecondFactors(stack.demo);
  try {
    const started = await startBigModule(stack.apiUrl, stack.demo);
    const { token, id, big } = started;
    let version = started.version;
    const times: number[] = [];
    for (let run = 0; run < runs + 2; run += 1) {
      const begin = performance.now();
      const res = await callApi(stack.apiUrl, 'PATCH', `/api/membersurveys/${id}`, {
        token,
        body: { action: 'save', responseJSON: big.answers(run), version },
      });
      const ms = performance.now() - begin;
      if (res.status !== 200) throw new Error(`save answered ${res.status}`);
      version = res.body.memberSurvey.version;
      if (run >= 2) times.push(ms); // the first two warm the function up
    }
    const figure = median(times);
    console.log(
      `Member module save, 200 questions, median of ${runs}: ${figure.toFixed(0)} ms (target ≤ ${MODULE_SAVE_BUDGET_MS} ms)`,
    );
    return figure <= MODULE_SAVE_BUDGET_MS;
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
