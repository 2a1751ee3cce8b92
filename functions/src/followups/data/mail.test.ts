import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { msg } from '@circles/shared/messages/followups';
import type { UserRecord } from '../../members/user-record';
import { escalateOne, type EscalationDeps } from '../escalation';
import { notifierFromEnv, sesNotifier } from './mail';
import { outboxNotifier } from './outbox';
import type { FollowupRecord } from '../records';

const ses = mockClient(SESv2Client);
afterEach(() => ses.reset());

const user = (id: string, role: UserRecord['role'], name: string, extra: Partial<UserRecord> = {}) =>
  ({
    id,
    role,
    username: `${id}@example.org`,
    email: `${id}@example.org`,
    status: 'active',
    enabled: true,
    facilityId: 'fac-a',
    info: { name },
    patients: [],
    workers: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...extra,
  }) as UserRecord;

const people = [
  user('mary', 'Patient', 'Mary Member', { workers: ['victor', 'cora'] }),
  user('victor', 'Volunteer', 'Victor Volunteer'),
  user('cora', 'Coordinator', 'Cora Coordinator'),
];

/** An overdue red flag of Mary's, worked by Victor, with a note in its history. */
const overdue: FollowupRecord = {
  id: 'fu-1',
  memberId: 'mary',
  memberName: 'Mary Member',
  facilityId: 'fac-a',
  severity: 'red',
  status: 'couldNotReach',
  finding: {
    key: 'red:often_count',
    metric: 'often_count',
    text: 'Feels lonely often',
    answer: 'Often',
    reportKind: 'screener',
    instanceId: 'round-1',
    collectionName: 'Social Health Screener',
  },
  assignee: { type: 'user', id: 'victor', name: 'Victor Volunteer', role: 'Volunteer' },
  dueAt: '2026-03-03T14:00:00.000Z',
  attempts: 1,
  nextTryOn: '2026-03-04',
  createdAt: '2026-03-01T14:00:00.000Z',
  updatedAt: '2026-03-02T14:00:00.000Z',
  version: 2,
  history: [
    { at: '2026-03-01T14:00:00.000Z', action: 'opened' },
    { at: '2026-03-02T14:00:00.000Z', action: 'couldNotReach', note: 'Her son says she had a fall' },
  ],
};

function deps(send: EscalationDeps['notifier']): EscalationDeps {
  return {
    facilityIds: async () => ['fac-a'],
    followups: { listOpenOfFacility: async () => [overdue], change: async () => undefined },
    users: { get: async (id) => people.find((p) => p.id === id) },
    coordinatorsOf: async () => people.filter((p) => p.role === 'Coordinator'),
    notifier: send,
    appUrl: 'https://circles.example.org',
    now: () => new Date('2026-03-04T00:00:00.000Z'),
  };
}

describe('the SES sender of follow-up notifications', () => {
  it('sends an escalation as one plain-text mail from the configured address and set, with a link and no health details', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const notifier = sesNotifier(
      { from: 'followups@circles.example.org', configurationSet: 'circles-mail' },
      new SESv2Client({ region: 'ca-central-1' }),
    );
    expect(await escalateOne(deps(notifier), overdue, new Date('2026-03-04T00:00:00.000Z'))).toBe(true);

    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]!.args[0].input;
    expect(input).toEqual({
      FromEmailAddress: 'followups@circles.example.org',
      Destination: { ToAddresses: ['cora@example.org'] },
      ConfigurationSetName: 'circles-mail',
      Content: {
        Simple: {
          Subject: { Data: msg('followups.mail.subject'), Charset: 'UTF-8' },
          Body: {
            Text: {
              Data: msg('followups.mail.text', { link: 'https://circles.example.org/followups/fu-1' }),
              Charset: 'UTF-8',
            },
          },
        },
      },
    });
    // Nothing of the member or the finding: no name, finding, answer, severity, round or note.
    const sent = JSON.stringify(input);
    for (const detail of [
      'Mary',
      'Feels lonely',
      'Often',
      'often_count',
      'red',
      'Screener',
      'round-1',
      'fall',
      'mary@',
    ])
      expect(sent).not.toContain(detail);
  });

  it('leaves the configuration set out when none is configured', async () => {
    ses.on(SendEmailCommand).resolves({});
    const notifier = sesNotifier({ from: 'a@example.org' }, new SESv2Client({ region: 'ca-central-1' }));
    await notifier.send({ to: 'b@example.org', subject: 's', text: 't' });
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input).not.toHaveProperty('ConfigurationSetName');
  });

  it('fails the send when SES refuses it (the job run fails and is retried, alarmed)', async () => {
    ses.on(SendEmailCommand).rejects(new Error('MessageRejected'));
    const notifier = sesNotifier({ from: 'a@example.org' }, new SESv2Client({ region: 'ca-central-1' }));
    await expect(notifier.send({ to: 'b@example.org', subject: 's', text: 't' })).rejects.toThrow(
      'MessageRejected',
    );
  });
});

describe('the language of an escalation mail (issue 25)', () => {
  const sent: { to: string; subject: string; text: string }[] = [];
  const catching: EscalationDeps['notifier'] = {
    send: async (m) => {
      sent.push(m);
    },
  };

  it("is each reader's preferred language: French for a Coordinator whose profile says French", async () => {
    sent.length = 0;
    const french = user('cora', 'Coordinator', 'Cora Coordinator', {
      info: { name: 'Cora Coordinator', language: 'French' },
    });
    const d = deps(catching);
    const withFrench: EscalationDeps = {
      ...d,
      users: { get: async (id) => (id === 'cora' ? french : people.find((p) => p.id === id)) },
      coordinatorsOf: async () => [french],
    };
    expect(await escalateOne(withFrench, overdue, new Date('2026-03-04T00:00:00.000Z'))).toBe(true);
    expect(sent).toEqual([
      {
        to: 'cora@example.org',
        subject: msg('followups.mail.subject', undefined, 'fr'),
        text: msg('followups.mail.text', { link: 'https://circles.example.org/followups/fu-1' }, 'fr'),
      },
    ]);
    expect(sent[0]!.subject).not.toBe(msg('followups.mail.subject', undefined, 'en'));
  });

  it('is English for a reader without a preferred language', async () => {
    sent.length = 0;
    expect(await escalateOne(deps(catching), overdue, new Date('2026-03-04T00:00:00.000Z'))).toBe(true);
    expect(sent.map((m) => m.subject)).toEqual([msg('followups.mail.subject', undefined, 'en')]);
  });
});

describe('the notifier the configuration chooses', () => {
  it('keeps the local outbox by default and for MAIL_SENDER=outbox', () => {
    expect(notifierFromEnv({})).toBe(outboxNotifier);
    expect(notifierFromEnv({ MAIL_SENDER: 'outbox', MAIL_FROM: 'a@example.org' })).toBe(outboxNotifier);
  });

  it('sends through SES for MAIL_SENDER=ses, from MAIL_FROM with MAIL_CONFIGURATION_SET', async () => {
    ses.on(SendEmailCommand).resolves({});
    const notifier = notifierFromEnv({
      MAIL_SENDER: 'ses',
      MAIL_FROM: 'followups@circles.example.org',
      MAIL_CONFIGURATION_SET: 'circles-mail',
    });
    expect(notifier).not.toBe(outboxNotifier);
    await notifier.send({ to: 'b@example.org', subject: 's', text: 't' });
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input).toMatchObject({
      FromEmailAddress: 'followups@circles.example.org',
      ConfigurationSetName: 'circles-mail',
    });
  });

  it('refuses SES without a sender address, and an unknown sender', () => {
    expect(() => notifierFromEnv({ MAIL_SENDER: 'ses' })).toThrow(/MAIL_FROM/);
    expect(() => notifierFromEnv({ MAIL_SENDER: 'smtp' })).toThrow(/MAIL_SENDER/);
  });
});
