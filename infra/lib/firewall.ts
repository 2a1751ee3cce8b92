import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { RouteDef } from '@circles/shared/api/define';
import type { Encryption } from './encryption';
import { rateRules } from './rate-rules';

/** Options of the firewall construct. */
export interface FirewallProps {
  /** The contract routes; public ones with a `rateLimit` get their own rate rule. */
  readonly routes: readonly RouteDef[];
  /**
   * Requests per five minutes one client address may make to all of `/api/`. Generous: a clinic's
   * staff may share one address.
   * @default 3000
   */
  readonly apiLimitPer5Minutes?: number;
  /** The key of the stack the web ACL is in (us-east-1): its log group is encrypted with it. */
  readonly encryption: Encryption;
}

const managedGroups = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

/**
 * The CloudFront web ACL. HTTP APIs cannot take a web ACL, so `/api/*` goes through CloudFront and is
 * filtered here: AWS's IP reputation and known-bad-input groups, then the rate rules of `rateRules`.
 * A CLOUDFRONT-scope web ACL exists only in us-east-1 (see CirclesEdgeStack). Every request it
 * sees is logged to an encrypted log group of that region (kept a year), the Authorization header
 * redacted.
 */
export class Firewall extends Construct {
  readonly webAcl: CfnWebACL;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: FirewallProps) {
    super(scope, id);
    const managed: CfnWebACL.RuleProperty[] = managedGroups.map((name, priority) => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
      visibilityConfig: { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: false },
    }));
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: {
        cloudWatchMetricsEnabled: true,
        metricName: 'CirclesWebAcl',
        sampledRequestsEnabled: false,
      },
      rules: [
        ...managed,
        ...rateRules(
          props.routes,
          { apiLimitPer5Minutes: props.apiLimitPer5Minutes ?? 3000 },
          managed.length,
        ),
      ],
    });

    // WAF delivers only to log groups named aws-waf-logs-*, given by an ARN without the ':*' suffix.
    const stack = Stack.of(this);
    const logGroupName = `aws-waf-logs-${stack.stackName}`;
    this.logGroup = new LogGroup(this, 'Logs', {
      logGroupName,
      retention: RetentionDays.ONE_YEAR,
      encryptionKey: props.encryption.key,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const logging = new CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [
        stack.formatArn({
          service: 'logs',
          resource: 'log-group',
          resourceName: logGroupName,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      ],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
    });
    logging.node.addDependency(this.logGroup);
  }

  /** ARN for the distribution's `webAclId`. */
  get webAclArn(): string {
    return this.webAcl.attrArn;
  }
}
