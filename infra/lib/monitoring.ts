import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { Encryption } from './encryption';

/** Options of the monitoring construct. */
export interface MonitoringProps {
  readonly httpApi: HttpApi;
  /** The stack's key: the alarm topic is encrypted with it. */
  readonly encryption: Encryption;
  /** Every area function; their throttles are summed. */
  readonly functions: readonly IFunction[];
  /**
   * Functions whose every error raises an alarm (`<Name>Errors`): the PDF function, whose failures an
   * API 5xx count would hide among others.
   */
  readonly errorAlarmFunctions?: Readonly<Record<string, IFunction>>;
  /**
   * Address subscribed to the alarm topic (it must confirm the subscription).
   * @default - no subscription; subscribe to the topic yourself
   */
  readonly alarmEmail?: string;
  /**
   * 5xx answers in five minutes that raise the alarm.
   * @default 5
   */
  readonly serverErrorThreshold?: number;
}

/**
 * A CloudWatch alarm's math expression takes at most ten metrics, so the sums go in groups. FILL keeps a
 * function without data points from blanking the sum.
 */
const metricsPerExpression = 10;

/**
 * Alarms on the API's 5xx answers and on throttled function invocations, sent to one SNS topic
 * (encrypted with the stack's key); and the dead-letter queue of every asynchronous invocation (the
 * export job and its schedule, the secret rotation), alarmed as soon as anything lands in it.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  /**
   * Failed asynchronous invocations, kept 14 days to inspect and replay. Its messages are invocation
   * events (a scheduled time, a secret's id), no health data, so SQS-managed encryption suffices.
   */
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { enforceSSL: true, masterKey: props.encryption.key });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const period = Duration.minutes(5);

    this.add(
      new Alarm(this, 'Api5xx', {
        alarmDescription: 'The API answered with server errors (5xx).',
        metric: props.httpApi.metricServerError({ period, statistic: 'Sum' }),
        threshold: props.serverErrorThreshold ?? 5,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );

    for (let i = 0; i < props.functions.length; i += metricsPerExpression) {
      const group = props.functions.slice(i, i + metricsPerExpression);
      const usingMetrics: Record<string, IMetric> = {};
      group.forEach((fn, j) => (usingMetrics[`t${j}`] = fn.metricThrottles({ period, statistic: 'Sum' })));
      const n = i / metricsPerExpression + 1;
      this.add(
        new Alarm(this, `LambdaThrottles${n}`, {
          alarmDescription: `Area functions (group ${n}) were throttled.`,
          metric: new MathExpression({
            expression: `SUM([${Object.keys(usingMetrics)
              .map((k) => `FILL(${k}, 0)`)
              .join(', ')}])`,
            usingMetrics,
            period,
            label: 'Throttles',
          }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }

    for (const [name, fn] of Object.entries(props.errorAlarmFunctions ?? {})) {
      this.add(
        new Alarm(this, `${name}Errors`, {
          alarmDescription: `The ${name} function failed (errors or timeouts).`,
          metric: fn.metricErrors({ period, statistic: 'Sum' }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    }

    this.deadLetters = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.add(
      new Alarm(this, 'DeadLettersVisible', {
        alarmDescription:
          'An asynchronous invocation (export job, its schedule, the secret rotation) failed every attempt: see the dead-letter queue.',
        metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }

  /** Raises an alarm (`<name>Errors`) on every error of `fn` within an hour. */
  alarmOnErrors(name: string, fn: IFunction, description: string): Alarm {
    const alarm = new Alarm(this, `${name}Errors`, {
      alarmDescription: description,
      metric: fn.metricErrors({ period: Duration.hours(1), statistic: 'Sum' }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.add(alarm);
    return alarm;
  }

  private add(alarm: Alarm): void {
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
  }
}
