import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { missingFrench } from '@circles/shared/instruments/french';
import { moduleTemplates, templateNameFr } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import type { LibraryModuleTemplate } from '@circles/shared/instruments/types';
import { documentClient, tableName } from '../src/platform/data/client';
import { keys } from '../src/platform/data/keys';
import { dynamoUsersRepository } from '../src/members/data/users-repository';
import { startMemberModule } from '../src/modules/member-modules';
import { updateMemberModule } from '../src/modules/member-module-writes';
import type { Caller, ModulesDeps, TemplateRecord } from '../src/modules/module-records';
import { actorOf } from '../src/members/user-record';
import { modulesDeps } from '../src/modules/deps';
import { refreshLibraryModuleCopies, refreshLibraryTemplates, SEED_AUTHOR } from './seed-library-refresh';
import { SEED_HISTORY, seedDay, steppingClock } from './seed-history';
import { storedType } from '../src/platform/data/stored-types';

/** The fixed id of a library module template (`shared/src/instruments`), found again on every seed. */
export function libraryTemplateId(key: string): string {
  return `tpl-${key}`;
}

/**
 * Stores a library template unless its id exists (an Admin's later edits are kept; one the seed wrote
 * is brought to the library's current definition by `refreshLibraryTemplates`).
 */
async function ensureTemplate(template: LibraryModuleTemplate, at: string): Promise<void> {
  const record: TemplateRecord = {
    id: libraryTemplateId(template.key),
    name: template.name,
    nameFr: templateNameFr(template),
    surveyJSON: template.surveyJSON as unknown as TemplateRecord['surveyJSON'],
    textsWithoutFrench: missingFrench(template.surveyJSON).length,
    isPublic: true,
    archived: false,
    useCount: 0,
    createdAt: at,
    createdBy: SEED_AUTHOR,
    createdByName: 'Circles',
    updatedAt: at,
    modifiedBy: SEED_AUTHOR,
    modifiedByName: 'Circles',
    version: 1,
  };
  await documentClient()
    .send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.moduleTemplate(record.id),
          ...keys.moduleTemplateInList(false, at, record.id),
          type: storedType.moduleTemplate,
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    )
    .catch((err: unknown) => {
      if (!(err instanceof Error && err.name === 'ConditionalCheckFailedException')) throw err;
    });
}

/**
 * A demo module: whose, from which template, how far, started by whom, and when (issue 20): started,
 * answered and completed on a visit `daysAgo` days before the seed, approved `approvedDaysAgo` days before.
 */
interface DemoModule {
  id: string;
  member: 'mary' | 'paul';
  template: string;
  state: 'empty' | 'half' | 'complete' | 'approved';
  startedBy: 'admin' | 'coordinator' | 'volunteer';
  variant: number;
  daysAgo: number;
  approvedDaysAgo?: number;
}

/** Victor's visits with Mary over the last months (issue 20): the days of her four modules. */
const MARY_VISITS = [
  { daysAgo: 120, approvedDaysAgo: 117 },
  { daysAgo: 106, approvedDaysAgo: 103 },
  { daysAgo: 76 },
  { daysAgo: 62 },
] as const;

const demoModules: DemoModule[] = [
  ...[
    'community-connections-03-whos-in-my-circle',
    'community-connections-04-activities-and-interests',
    'community-connections-06-health',
    'community-connections-07-wellness',
  ].map((template, i): DemoModule => ({
    id: `demo-mary-${i + 1}`,
    member: 'mary',
    template,
    state: i < 2 ? 'approved' : 'complete',
    startedBy: 'volunteer',
    variant: 1,
    ...MARY_VISITS[i]!,
  })),
  {
    id: 'demo-mary-5',
    member: 'mary',
    template: 'community-connections-05-goals',
    state: 'half',
    startedBy: 'volunteer',
    variant: 1,
    daysAgo: 2,
  },
  {
    id: 'demo-mary-6',
    member: 'mary',
    template: 'social-health-screener-social-health',
    state: 'approved',
    startedBy: 'admin',
    variant: 1,
    daysAgo: 96,
    approvedDaysAgo: 95,
  },
  {
    id: 'demo-paul-1',
    member: 'paul',
    template: 'social-health-screener-social-health',
    state: 'half',
    startedBy: 'coordinator',
    variant: 2,
    daysAgo: 5,
  },
  {
    id: 'demo-paul-2',
    member: 'paul',
    template: 'quality-of-life-short-reflection',
    state: 'empty',
    startedBy: 'coordinator',
    variant: 2,
    daysAgo: 15,
  },
];

const logins = {
  admin: 'admin@circles.example.org',
  coordinator: 'coordinator@circles.example.org',
  volunteer: 'volunteer@circles.example.org',
  mary: 'mary@circles.example.org',
  paul: 'paul@circles.example.org',
};

async function callerOf(login: string): Promise<(Caller & { id: string }) | undefined> {
  const id = await dynamoUsersRepository.findIdByEmail(login);
  const user = id ? await dynamoUsersRepository.get(id) : undefined;
  return user ? { id: user.id, actor: actorOf(user), name: user.info.name } : undefined;
}

/**
 * Starts one demo module through the same use cases as the API, then answers, completes, approves, each
 * on its day before `now`.
 */
async function ensureModule(
  demo: DemoModule,
  people: Map<string, Caller & { id: string }>,
  now: Date,
): Promise<void> {
  if (await modulesDeps.modules.get(demo.id)) return;
  const member = people.get(demo.member);
  const starter = people.get(demo.startedBy);
  const admin = people.get('admin');
  const template = moduleTemplates().find((t) => t.key === demo.template);
  if (!member || !starter || !admin || !template) return;
  const deps: ModulesDeps = {
    ...modulesDeps,
    newId: () => demo.id,
    now: steppingClock(seedDay(now, demo.daysAgo, 45), 5),
  };
  const started = await startMemberModule(deps, starter, {
    patientId: member.id,
    templateId: libraryTemplateId(demo.template),
  });
  if (demo.state === 'empty') return;
  const all = sampleAnswers(template, demo.variant);
  const entries = Object.entries(all);
  const answers =
    demo.state === 'half' ? Object.fromEntries(entries.slice(0, Math.ceil(entries.length / 2))) : all;
  const saved = await updateMemberModule(deps, starter, demo.id, {
    action: 'save',
    responseJSON: answers,
    version: started.memberSurvey.version,
  });
  if (demo.state === 'half') return;
  const completed = await updateMemberModule(deps, starter, demo.id, {
    action: 'complete',
    version: saved.memberSurvey.version,
  });
  if (demo.state === 'approved')
    await updateMemberModule(
      { ...deps, now: () => seedDay(now, demo.approvedDaysAgo ?? demo.daysAgo, 240) },
      admin,
      demo.id,
      { action: 'approve', version: completed.memberSurvey.version },
    );
}

/**
 * Seeds the module library and the demo members' modules, idempotently: the library's 15 templates
 * with fixed ids (`tpl-<key>`), Mary with answered modules (four complete, three of them approved, one
 * half done), Paul with one half done and one not started, each dated on its day before `now` (issue
 * 20, seed-history.ts). Runs after the demo users exist. On a table seeded earlier, the templates the
 * seed wrote and the modules started from them before the library's French get the localised
 * definitions (seed-library-refresh.ts); their answers are untouched.
 */
export async function seedModules(now = new Date()): Promise<void> {
  const at = seedDay(now, SEED_HISTORY.library).toISOString();
  await Promise.all(moduleTemplates().map((t) => ensureTemplate(t, at)));
  await refreshLibraryTemplates(libraryTemplateId, now);
  await refreshLibraryModuleCopies(libraryTemplateId);
  const people = new Map<string, Caller & { id: string }>();
  for (const [key, login] of Object.entries(logins)) {
    const caller = await callerOf(login);
    if (caller) people.set(key, caller);
  }
  await Promise.all(demoModules.map((demo) => ensureModule(demo, people, now)));
}
