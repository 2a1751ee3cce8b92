import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { RouteDef } from '@circles/shared/api/define';
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
}

const managedGroups = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

/**
 * The CloudFront web ACL. HTTP APIs cannot take a web ACL, so `/api/*` goes through CloudFront and is
 * filtered here: AWS's IP reputation and known-bad-input groups, then the rate rules of `rateRules`.
 * A CLOUDFRONT-scope web ACL exists only in us-east-1 (see CirclesEdgeStack).
 */
export class Firewall extends Construct {
  readonly webAcl: CfnWebACL;

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
  }

  /** ARN for the distribution's `webAclId`. */
  get webAclArn(): string {
    return this.webAcl.attrArn;
  }
}
