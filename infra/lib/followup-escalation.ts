import { join } from 'node:path';
import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, type Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import type { Data } from './data';
import type { Encryption } from './encryption';
import { bundledOrStub, JobSchedule } from './job-function';
import type { Monitoring } from './monitoring';
import { acknowledge, reasons } from './nag';
import { functionRole } from './roles';

/** How often overdue follow-ups are moved on by default (context `followupEscalationSchedule`). */
export const DEFAULT_ESCALATION_SCHEDULE = 'rate(15 minutes)';

/**
 * What the job does in the table: reads (facilities, people, open follow-ups by due date), versioned
 * puts of the follow-ups it moves with their audit events, and ADD updates of the figures' counters
 * (one TransactWrite per move). No Scan, no Delete, no BatchWrite.
 */
export const escalationJobTableActions = [
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
] as const;

/** The SES sender of the escalation mails (context `followupMailFrom`, `followupMailConfigurationSet`, …). */
export interface FollowupMailSettings {
  /** The From address; SES must have it (or its domain, `identity`) verified in the stack's region. */
  readonly from: string;
  /**
   * The verified SES identity the address sends as: the address itself or its domain.
   * @default - the address
   */
  readonly identity?: string;
  /**
   * An SES configuration set made outside the stack (event destinations, suppression, dedicated IPs).
   * @default - none
   */
  readonly configurationSet?: string;
}

export interface FollowupEscalationProps {
  readonly data: Data;
  /** The stack's key (the job's log group). */
  readonly encryption: Encryption;
  /** The dead-letter queue and the alarm on the job's errors. */
  readonly monitoring: Monitoring;
  /** Environment of the job (the areas' runtime configuration). */
  readonly environment: Record<string, string>;
  /** The web app's address: the mails link to `${appUrl}/followups/{id}`. */
  readonly appUrl: string;
  readonly bundle: boolean;
  readonly projectRoot: string;
  /**
   * When the job runs: an EventBridge Scheduler expression.
   * @default DEFAULT_ESCALATION_SCHEDULE (every 15 minutes)
   */
  readonly scheduleExpression?: string;
  /**
   * Send the mails through SES from this address.
   * @default - none: the mails are kept in the table's OUTBOX items (30 days), as under `npm start`
   */
  readonly mail?: FollowupMailSettings;
}

/**
 * The follow-up escalation of issue 24 §3 in AWS: an EventBridge Scheduler schedule (every 15 minutes)
 * invokes the job (`functions/src/followups/jobs/followup-escalation.ts`) with the scheduled time as its clock,
 * so a retried delivery moves nothing twice. The job may read the table and write follow-ups, audit
 * events and counters (no Scan, no Delete), and, with an SES sender configured, send mail from that one
 * identity (and configuration set) and that From address only. One run at a time (reserved concurrency
 * 1); an invocation that failed every retry, and a delivery the Scheduler gave up on, land in the
 * dead-letter queue (alarmed by Monitoring); the job's errors raise an alarm, and the export schedule's
 * alarm on the default group's failed deliveries covers this schedule too.
 */
export class FollowupEscalation extends Construct {
  readonly function: LambdaFunction;
  readonly schedule: CfnSchedule;

  constructor(scope: Construct, id: string, props: FollowupEscalationProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_YEAR,
      encryptionKey: props.encryption.key,
    });
    const mail = props.mail;
    this.function = bundledOrStub(this, 'Function', {
      description: 'followups job: moves overdue follow-ups on and e-mails a link (scheduled)',
      architecture: Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.minutes(5),
      logGroup,
      role: functionRole(this, 'Role', logGroup),
      reservedConcurrentExecutions: 1,
      deadLetterQueue: props.monitoring.deadLetters,
      environment: {
        ...props.environment,
        CIRCLES_APP_URL: props.appUrl,
        MAIL_SENDER: mail ? 'ses' : 'outbox',
        ...(mail ? { MAIL_FROM: mail.from } : {}),
        ...(mail?.configurationSet ? { MAIL_CONFIGURATION_SET: mail.configurationSet } : {}),
      },
      bundledEnvironment: { NODE_OPTIONS: '--enable-source-maps' },
      entry: join(props.projectRoot, 'functions/src/followups/jobs/followup-escalation.ts'),
      bundle: props.bundle,
      projectRoot: props.projectRoot,
    });
    acknowledge(this.function, { 'HIPAA.Security-LambdaInsideVPC': reasons.lambdaOutsideVpc });
    props.data.grant(this.function, ...escalationJobTableActions);
    if (mail) this.function.addToRolePolicy(sesSendStatement(this, mail));

    const jobs = new JobSchedule(
      this,
      this.function,
      props.monitoring.deadLetters,
      'Lets EventBridge Scheduler invoke the follow-up escalation job, and nothing else',
    );
    this.schedule = jobs.schedule('Schedule', {
      description: 'Follow-up escalation: overdue follow-ups move to the Coordinator, then the facility',
      scheduleExpression: props.scheduleExpression ?? DEFAULT_ESCALATION_SCHEDULE,
      // A delivery older than one interval is overtaken by the next run, which does the same work.
      maximumEventAgeInSeconds: 900,
    });
    props.monitoring.alarmOnErrors(
      'FollowupEscalation',
      this.function,
      'The follow-up escalation job failed (overdue follow-ups wait for the next run; see its log).',
    );
  }
}

/**
 * `ses:SendEmail` on the one verified identity (and configuration set) of the sender, and only with its
 * From address: the job cannot send as anyone else or through another identity of the account.
 */
export function sesSendStatement(scope: Construct, mail: FollowupMailSettings): PolicyStatement {
  const stack = Stack.of(scope);
  const arn = (resource: string, resourceName: string) =>
    stack.formatArn({ service: 'ses', resource, resourceName, arnFormat: ArnFormat.SLASH_RESOURCE_NAME });
  return new PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: [
      arn('identity', mail.identity ?? mail.from),
      ...(mail.configurationSet ? [arn('configuration-set', mail.configurationSet)] : []),
    ],
    conditions: { StringEquals: { 'ses:FromAddress': mail.from } },
  });
}

/**
 * The SES sender from the CDK context (bin/app.ts): `followupMailFrom` (an address), optionally
 * `followupMailIdentity` (its verified domain, when the domain rather than the address is verified) and
 * `followupMailConfigurationSet`. Undefined without an address; the other two alone are a mistake.
 */
export function followupMailFromContext(
  context: (key: string) => string | undefined,
): FollowupMailSettings | undefined {
  const from = context('followupMailFrom');
  const identity = context('followupMailIdentity');
  const configurationSet = context('followupMailConfigurationSet');
  if (!from) {
    if (identity || configurationSet)
      throw new Error('Context followupMailIdentity and followupMailConfigurationSet need followupMailFrom.');
    return undefined;
  }
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(from))
    throw new Error(`Context followupMailFrom must be an e-mail address, not '${from}'.`);
  if (identity && identity !== from && !from.endsWith(`@${identity}`))
    throw new Error(`Context followupMailIdentity must be ${from} or its domain, not '${identity}'.`);
  return { from, ...(identity ? { identity } : {}), ...(configurationSet ? { configurationSet } : {}) };
}
