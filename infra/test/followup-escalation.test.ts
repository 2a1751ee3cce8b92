import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ESCALATION_SCHEDULE,
  escalationJobTableActions,
  followupMailFromContext,
} from '../lib/followup-escalation';
import {
  actionsOfStatement,
  resourcesOf,
  statementsOfFunction,
  statementsOfRole,
  synthCircles,
  type StatementJson,
} from './fixtures';

/** The follow-up escalation of issue 24 §3 in the synthesized stack: without and with an SES sender. */
let main: Template;
let withSes: Template;
beforeAll(() => {
  main = synthCircles().main;
  withSes = synthCircles({
    followupEscalationSchedule: 'rate(5 minutes)',
    followupMail: {
      from: 'followups@circles.example.org',
      identity: 'circles.example.org',
      configurationSet: 'circles-mail',
    },
  }).main;
}, 240_000);

const jobOf = (template: Template) =>
  Object.entries(resourcesOf(template, 'AWS::Lambda::Function')).find(([, r]) =>
    String(r.Properties.Description).startsWith('followups job:'),
  )!;
/** The schedule whose target is the escalation job. */
const scheduleOf = (template: Template) =>
  Object.values(resourcesOf(template, 'AWS::Scheduler::Schedule')).find(
    (r) =>
      JSON.stringify((r.Properties.Target as { Arn: unknown }).Arn) ===
      JSON.stringify({ 'Fn::GetAtt': [jobOf(template)[0], 'Arn'] }),
  )!;
const sesStatements = (template: Template): StatementJson[] =>
  statementsOfFunction(template, jobOf(template)[0]).filter((s) =>
    actionsOfStatement(s).some((a) => a.startsWith('ses:')),
  );
const variables = (template: Template) =>
  (jobOf(template)[1].Properties.Environment as { Variables: Record<string, unknown> }).Variables;

describe('the follow-up escalation schedule', () => {
  it('invokes the job every 15 minutes with the scheduled time as its clock, retrying, then dead letters', () => {
    const queue = Object.keys(resourcesOf(main, 'AWS::SQS::Queue')).find((id) => id.includes('DeadLetters'))!;
    expect(scheduleOf(main).Properties).toMatchObject({
      ScheduleExpression: DEFAULT_ESCALATION_SCHEDULE,
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: {
        Arn: { 'Fn::GetAtt': [jobOf(main)[0], 'Arn'] },
        Input: JSON.stringify({ scheduledAt: '<aws.scheduler.scheduled-time>' }),
        RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 900 },
        DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queue, 'Arn'] } },
      },
    });
    expect(DEFAULT_ESCALATION_SCHEDULE).toBe('rate(15 minutes)');
  });

  it('takes another rate from the configuration', () => {
    expect(scheduleOf(withSes).Properties.ScheduleExpression).toBe('rate(5 minutes)');
  });

  it('runs one job at a time, its failed invocations to the dead-letter queue, its errors alarmed', () => {
    const [id, fn] = jobOf(main);
    const queue = Object.keys(resourcesOf(main, 'AWS::SQS::Queue')).find((q) => q.includes('DeadLetters'))!;
    expect(fn.Properties).toMatchObject({
      Architectures: ['arm64'],
      ReservedConcurrentExecutions: 1,
      DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [queue, 'Arn'] } },
    });
    main.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: id } }],
      AlarmActions: Match.anyValue(),
    });
  });

  it('lets the Scheduler invoke that job only, through a role of its own', () => {
    const roles = Object.entries(resourcesOf(main, 'AWS::IAM::Role')).filter(
      ([, r]) =>
        JSON.stringify(r.Properties).includes('scheduler.amazonaws.com') &&
        String(r.Properties.Description).includes('follow-up escalation'),
    );
    expect(roles).toHaveLength(1);
    expect(scheduleOf(main).Properties.Target).toMatchObject({
      RoleArn: { 'Fn::GetAtt': [roles[0]![0], 'Arn'] },
    });
    const statements = statementsOfRole(main, roles[0]![0]);
    expect(statements).toEqual([
      expect.objectContaining({
        Action: 'lambda:InvokeFunction',
        Resource: { 'Fn::GetAtt': [jobOf(main)[0], 'Arn'] },
      }),
      expect.objectContaining({ Action: expect.arrayContaining(['sqs:SendMessage']) }),
    ]);
  });
});

describe('the escalation job’s grants', () => {
  it('may read and write the table (no Scan, no Delete, no batch) and touch no bucket', () => {
    const statements = statementsOfFunction(main, jobOf(main)[0]);
    const actions = statements.flatMap(actionsOfStatement);
    const table = actions.filter((a) => a.startsWith('dynamodb:'));
    expect(table.sort()).toEqual([...escalationJobTableActions].sort());
    expect(actions.filter((a) => a.startsWith('s3:') || a.startsWith('cognito'))).toEqual([]);
  });

  it('keeps the mails in the outbox and grants no SES without a sender address', () => {
    expect(sesStatements(main)).toEqual([]);
    expect(variables(main)).toMatchObject({ MAIL_SENDER: 'outbox' });
    expect(variables(main)).not.toHaveProperty('MAIL_FROM');
  });

  it('links the mails to the site', () => {
    const distribution = Object.keys(resourcesOf(main, 'AWS::CloudFront::Distribution'))[0]!;
    expect(variables(main).CIRCLES_APP_URL).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]],
    });
  });

  it('with an SES sender: SendEmail on that identity and configuration set only, from that address only', () => {
    expect(variables(withSes)).toMatchObject({
      MAIL_SENDER: 'ses',
      MAIL_FROM: 'followups@circles.example.org',
      MAIL_CONFIGURATION_SET: 'circles-mail',
    });
    const arn = (resource: string) => `arn:aws:ses:ca-central-1:111111111111:${resource}`;
    const statements = sesStatements(withSes);
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatchObject({
      Effect: 'Allow',
      Action: 'ses:SendEmail',
      Condition: { StringEquals: { 'ses:FromAddress': 'followups@circles.example.org' } },
    });
    expect([statements[0]!.Resource].flat().sort()).toEqual(
      [arn('identity/circles.example.org'), arn('configuration-set/circles-mail')].sort(),
    );
  });
});

describe('the SES sender from the CDK context', () => {
  const from = (values: Record<string, string>) => followupMailFromContext((key) => values[key]);

  it('is none without an address, and takes the identity and configuration set beside it', () => {
    expect(from({})).toBeUndefined();
    expect(from({ followupMailFrom: 'a@circles.example.org' })).toEqual({ from: 'a@circles.example.org' });
    expect(
      from({
        followupMailFrom: 'a@circles.example.org',
        followupMailIdentity: 'circles.example.org',
        followupMailConfigurationSet: 'set',
      }),
    ).toEqual({ from: 'a@circles.example.org', identity: 'circles.example.org', configurationSet: 'set' });
  });

  it('refuses a set or identity without an address, a malformed address, and another domain', () => {
    expect(() => from({ followupMailConfigurationSet: 'set' })).toThrow(/followupMailFrom/);
    expect(() => from({ followupMailFrom: 'not-an-address' })).toThrow(/e-mail address/);
    expect(() =>
      from({ followupMailFrom: 'a@circles.example.org', followupMailIdentity: 'other.example.org' }),
    ).toThrow(/followupMailIdentity/);
  });
});
