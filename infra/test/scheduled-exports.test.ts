import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_SCHEDULE, exportJobTableActions } from '../lib/scheduled-exports';
import { statementsOfFunction, statementsOfRole, synthCircles } from './fixtures';

/** The scheduled exports of issue 12 in the synthesized stack. */
let main: Template;
beforeAll(() => {
  main = synthCircles().main;
}, 120_000);

type Res = { Type: string; Properties: Record<string, unknown> };
/** A function's description when it is a plain string (some are CloudFormation expressions). */
const descriptionOf = (r: Res) =>
  typeof r.Properties.Description === 'string' ? r.Properties.Description : '';
const resources = () => Object.entries((main.toJSON() as { Resources: Record<string, Res> }).Resources);
const jobLogicalId = () =>
  resources().find(
    ([, r]) => r.Type === 'AWS::Lambda::Function' && descriptionOf(r).startsWith('exports job:'),
  )![0];

/** Every statement of the IAM policies attached to the role of the function `fnId`. */
const statementsOf = (fnId: string) => statementsOfFunction(main, fnId);
const actionsOf = (s: { Action: string | string[] }) => (Array.isArray(s.Action) ? s.Action : [s.Action]);

describe('the scheduled exports', () => {
  it('runs the job daily at 02:00 Toronto time, handing it the scheduled time', () => {
    main.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: DEFAULT_EXPORT_SCHEDULE,
      ScheduleExpressionTimezone: 'America/Toronto',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: Match.objectLike({
        Arn: { 'Fn::GetAtt': [jobLogicalId(), 'Arn'] },
        Input: JSON.stringify({ scheduledAt: '<aws.scheduler.scheduled-time>' }),
        RetryPolicy: Match.objectLike({ MaximumRetryAttempts: 3 }),
      }),
    });
  });

  it('takes another schedule', () => {
    synthCircles({ exportSchedule: 'rate(6 hours)' }).main.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'rate(6 hours)',
      ScheduleExpressionTimezone: 'America/Toronto',
    });
  }, 120_000);

  it('runs the job as the PDF function does (x86_64, Chromium, print entry) with 15 minutes', () => {
    main.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^exports job:'),
      Architectures: ['x86_64'],
      MemorySize: 1600,
      Timeout: 900,
      EphemeralStorage: { Size: 1024 },
      Environment: {
        Variables: Match.objectLike({ PRINT_ASSETS_DIR: '/var/task/print', TMPDIR: '/tmp' }),
      },
    });
  });

  it('lets only the Scheduler invoke it, through a role allowed that function and the dead-letter queue alone', () => {
    // The export job's invoker (issue 24's escalation schedule has a role of its own).
    const roles = resources().filter(
      ([, r]) =>
        r.Type === 'AWS::IAM::Role' &&
        JSON.stringify(r.Properties).includes('scheduler.amazonaws.com') &&
        String(r.Properties.Description).includes('export job'),
    );
    expect(roles).toHaveLength(1);
    const statements = statementsOfRole(main, roles[0]![0]);
    expect(statements).toEqual([
      expect.objectContaining({
        Action: 'lambda:InvokeFunction',
        Resource: { 'Fn::GetAtt': [jobLogicalId(), 'Arn'] },
      }),
      expect.objectContaining({
        Action: expect.arrayContaining(['sqs:SendMessage']),
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/DeadLetters/), 'Arn'] },
      }),
    ]);
  });

  it('sends what failed every retry, of the job and of the schedule, to the alarmed dead-letter queue', () => {
    const queue = Object.keys(main.findResources('AWS::SQS::Queue')).find((id) =>
      id.includes('DeadLetters'),
    )!;
    main.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^exports job:'),
      DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [queue, 'Arn'] } },
      ReservedConcurrentExecutions: 1,
    });
    main.hasResourceProperties('AWS::Scheduler::Schedule', {
      Target: Match.objectLike({ DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queue, 'Arn'] } } }),
    });
    main.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }],
      AlarmActions: Match.anyValue(),
    });
  });

  it('grants the job the table without Scan or Delete, and only PutObject under exports/', () => {
    const statements = statementsOf(jobLogicalId());
    const actions = statements.flatMap(actionsOf);
    for (const a of exportJobTableActions) expect(actions).toContain(a);
    expect(actions.filter((a) => /Scan|Delete/.test(a))).toEqual([]);
    const s3 = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')));
    expect(s3.flatMap(actionsOf).every((a) => a.startsWith('s3:PutObject') || a.startsWith('s3:Abort'))).toBe(
      true,
    );
    expect(JSON.stringify(s3.map((s) => s.Resource))).toContain('/exports/*');
  });

  it("grants the exports area read of exports/ only, and the other areas' roles nothing of it", () => {
    const area = resources().find(
      ([, r]) => r.Type === 'AWS::Lambda::Function' && descriptionOf(r).startsWith('exports area:'),
    )![0];
    const s3 = statementsOf(area).filter((s) => actionsOf(s).some((a) => a.startsWith('s3:')));
    expect(s3.flatMap(actionsOf).some((a) => a.startsWith('s3:Put') || a.startsWith('s3:Delete'))).toBe(
      false,
    );
    expect(JSON.stringify(s3.map((s) => s.Resource))).toContain('/exports/*');
  });

  it('alarms on the job errors and on failed deliveries of the schedule', () => {
    main.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'Errors',
      Namespace: 'AWS/Lambda',
      Dimensions: [{ Name: 'FunctionName', Value: { Ref: jobLogicalId() } }],
      Threshold: 1,
      AlarmActions: Match.anyValue(),
    });
    main.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'TargetErrorCount',
      Namespace: 'AWS/Scheduler',
      AlarmActions: Match.anyValue(),
    });
  });

  it('expires exports/ after 30 days', () => {
    main.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([Match.objectLike({ Prefix: 'exports/', ExpirationInDays: 30 })]),
      },
    });
  });
});
