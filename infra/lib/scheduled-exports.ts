import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Data } from './data';
import type { Encryption } from './encryption';
import type { Files } from './files';
import { JobSchedule } from './job-function';
import { PdfFunction } from './pdf-function';

/** The schedule's default: every day at 02:00 in Toronto (quiet hours; daylight saving handled by the zone). */
export const DEFAULT_EXPORT_SCHEDULE = 'cron(0 2 * * ? *)';
export const EXPORT_SCHEDULE_TIMEZONE = 'America/Toronto';

/** What the job does in the table: reads, conditional puts and updates, transactions of puts. No Scan. */
export const exportJobTableActions = [
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
] as const;

/** How often the research exports waiting are run (issue 26; functions/src/exports/jobs/research-export.ts). */
export const RESEARCH_EXPORT_SCHEDULE = 'rate(1 minute)';

/** Key prefix of the scheduled exports in the files bucket (functions/src/exports/exports.ts). */
export const EXPORTS_PREFIX = 'exports/';

export interface ScheduledExportsProps {
  readonly data: Data;
  readonly files: Files;
  /** The stack's key (the job's log group). */
  readonly encryption: Encryption;
  /** The alarm topic (Monitoring). */
  readonly alarmTopic: ITopic;
  /** Where failed invocations of the job and failed deliveries of its schedule go (Monitoring). */
  readonly deadLetters: IQueue;
  /** Environment of the job (the areas' runtime configuration). */
  readonly environment: Record<string, string>;
  readonly bundle: boolean;
  readonly projectRoot: string;
  readonly webDistDir: string;
  /**
   * When the job runs: an EventBridge Scheduler expression, in America/Toronto time.
   * @default DEFAULT_EXPORT_SCHEDULE (daily at 02:00)
   */
  readonly scheduleExpression?: string;
}

/**
 * The scheduled exports (issue 12 item 4): an EventBridge Scheduler schedule (America/Toronto) invokes
 * the export job (`functions/src/exports/jobs/export.ts`), a function of its own built like the PDF function
 * (x86_64, Chromium, the print entry; {@link PdfFunction}) with 15 minutes to render a day's reports.
 * The job may read and write the table (no Scan, no Delete) and only put objects under `exports/` of
 * the files bucket. The Scheduler's input carries the scheduled time, so a retried delivery resumes the
 * same run. One run at a time (reserved concurrency 1). Alarms: the job's errors (a failed run throws)
 * and the schedule's failed deliveries; an invocation that failed every retry, and a delivery the
 * Scheduler gave up on, land in the dead-letter queue (alarmed by Monitoring).
 */
export class ScheduledExports extends Construct {
  readonly function: LambdaFunction;
  readonly schedule: CfnSchedule;
  /** Issue 26: every minute, the job runs the research exports waiting (queued, or cut off halfway). */
  readonly researchSchedule: CfnSchedule;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ScheduledExportsProps) {
    super(scope, id);
    this.function = new PdfFunction(this, 'Job', {
      entry: join(props.projectRoot, 'functions/src/exports/jobs/export.ts'),
      bundle: props.bundle,
      projectRoot: props.projectRoot,
      webDistDir: props.webDistDir,
      environment: props.environment,
      description: 'exports job: renders the reports of newly completed series into exports/ (scheduled)',
      timeout: Duration.minutes(15),
      encryptionKey: props.encryption.key,
      reservedConcurrency: 1,
      deadLetterQueue: props.deadLetters,
    }).function;
    props.data.grant(this.function, ...exportJobTableActions);
    props.files.grantObjects(this.function, EXPORTS_PREFIX, ['s3:PutObject']);

    const jobs = new JobSchedule(
      this,
      this.function,
      props.deadLetters,
      'Lets EventBridge Scheduler invoke the export job, and nothing else',
    );
    this.schedule = jobs.schedule('Schedule', {
      description: 'Scheduled exports: reports of newly completed series into the files bucket',
      scheduleExpression: props.scheduleExpression ?? DEFAULT_EXPORT_SCHEDULE,
      scheduleExpressionTimezone: EXPORT_SCHEDULE_TIMEZONE,
      maximumEventAgeInSeconds: 6 * 3600,
    });

    this.researchSchedule = new CfnSchedule(this, 'ResearchSchedule', {
      description: 'Research exports: runs the waiting ones (a queued export starts within a minute)',
      scheduleExpression: RESEARCH_EXPORT_SCHEDULE,
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      target: {
        arn: this.function.functionArn,
        roleArn: jobs.role.roleArn,
        input: JSON.stringify({ research: true }),
        // The next minute's delivery does the same work: no retries, no dead letters for a missed one.
        retryPolicy: { maximumRetryAttempts: 0, maximumEventAgeInSeconds: 60 },
      },
    });

    const action = new SnsAction(props.alarmTopic);
    const errors = new Alarm(this, 'JobErrors', {
      alarmDescription: 'The scheduled export job failed (a run is left to resume; see its log).',
      metric: this.function.metricErrors({ period: Duration.hours(1), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const deliveries = new Alarm(this, 'ScheduleTargetErrors', {
      alarmDescription: 'EventBridge Scheduler could not invoke the export job.',
      metric: new Metric({
        namespace: 'AWS/Scheduler',
        metricName: 'TargetErrorCount',
        dimensionsMap: { ScheduleGroup: 'default' },
        period: Duration.hours(1),
        statistic: 'Sum',
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    for (const alarm of [errors, deliveries]) {
      alarm.addAlarmAction(action);
      this.alarms.push(alarm);
    }
  }
}
