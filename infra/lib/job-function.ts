import { join } from 'node:path';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Code,
  Function as LambdaFunction,
  type FunctionOptions,
  type IFunction,
} from 'aws-cdk-lib/aws-lambda';
import { CfnSchedule } from 'aws-cdk-lib/aws-scheduler';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { runtime } from './area-function';
import { bundledFunction, nodejsBundling } from './bundling';
import { ManagedPolicyRole } from './roles';

export interface BundledOrStubProps extends FunctionOptions {
  /** The handler's source file (`functions/src/...`). */
  readonly entry: string;
  /** true: bundle `entry` with esbuild; false: an inline stub that throws (template tests). */
  readonly bundle: boolean;
  /** The repository root (holds package-lock.json). */
  readonly projectRoot: string;
  /** Environment only the bundled function gets besides `environment` (e.g. `NODE_OPTIONS`). */
  readonly bundledEnvironment?: Record<string, string>;
}

/**
 * A function of ours outside the API areas (a job or a trigger), on the areas' runtime: `entry` bundled
 * as every function is ({@link bundledFunction}, `nodejsBundling`), or, for template tests, inline code
 * that throws, so a stub deployed by mistake fails loudly instead of doing nothing.
 */
export function bundledOrStub(scope: Construct, id: string, props: BundledOrStubProps): LambdaFunction {
  const { entry, bundle, projectRoot, bundledEnvironment, ...options } = props;
  const common = { ...options, runtime };
  return bundle
    ? bundledFunction(scope, id, {
        ...common,
        entry,
        handler: 'handler',
        projectRoot,
        depsLockFilePath: join(projectRoot, 'package-lock.json'),
        ...(bundledEnvironment ? { environment: { ...options.environment, ...bundledEnvironment } } : {}),
        bundling: nodejsBundling(),
      })
    : new LambdaFunction(scope, id, {
        ...common,
        handler: 'index.handler',
        code: Code.fromInline('exports.handler = async () => { throw new Error("not bundled"); };'),
      });
}

export interface JobScheduleProps {
  /** The schedule's description. */
  readonly description: string;
  /** An EventBridge Scheduler expression. */
  readonly scheduleExpression: string;
  /** The zone of `scheduleExpression` (default: UTC). */
  readonly scheduleExpressionTimezone?: string;
  /** How old a delivery may grow before the Scheduler gives up on it (to the dead-letter queue). */
  readonly maximumEventAgeInSeconds: number;
}

/**
 * The EventBridge Scheduler role that may invoke `fn` and nothing else (and send what it gives up on
 * to `deadLetters`), and {@link JobSchedule.schedule} makes its schedules.
 */
export class JobSchedule {
  readonly role: ManagedPolicyRole;

  constructor(
    private readonly scope: Construct,
    private readonly fn: IFunction,
    private readonly deadLetters: IQueue,
    roleDescription: string,
  ) {
    this.role = new ManagedPolicyRole(scope, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: roleDescription,
    });
    this.role.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }),
    );
    deadLetters.grantSendMessages(this.role);
  }

  /**
   * A schedule that invokes the function with the scheduled time as `scheduledAt` (so a retried delivery
   * does the same run), 3 retries, then the dead-letter queue.
   */
  schedule(id: string, props: JobScheduleProps): CfnSchedule {
    return new CfnSchedule(this.scope, id, {
      description: props.description,
      scheduleExpression: props.scheduleExpression,
      ...(props.scheduleExpressionTimezone
        ? { scheduleExpressionTimezone: props.scheduleExpressionTimezone }
        : {}),
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      target: {
        arn: this.fn.functionArn,
        roleArn: this.role.roleArn,
        input: JSON.stringify({ scheduledAt: '<aws.scheduler.scheduled-time>' }),
        retryPolicy: { maximumRetryAttempts: 3, maximumEventAgeInSeconds: props.maximumEventAgeInSeconds },
        deadLetterConfig: { arn: this.deadLetters.queueArn },
      },
    });
  }
}
