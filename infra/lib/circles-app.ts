import { CrossStackReferences, ReferenceStrength, type App } from 'aws-cdk-lib';
import type { RouteDef } from '@circles/shared/api/define';
import { contract } from '@circles/shared/api/contract';
import { CirclesEdgeStack } from './edge-stack';
import { CirclesStack, type CirclesStackProps } from './circles-stack';

/** Where and how to deploy: the stack's options plus its account and region. */
export interface CirclesAppOptions extends Omit<
  CirclesStackProps,
  'env' | 'webAclArn' | 'crossRegionReferences'
> {
  readonly account: string;
  readonly region: string;
}

/**
 * Adds the Circles stacks to an app. In us-east-1 one stack holds everything; elsewhere a small
 * `CirclesEdge` stack in us-east-1 holds the CloudFront web ACL, which `Circles` references.
 */
export function addCirclesStacks(
  app: App,
  options: CirclesAppOptions,
): { stack: CirclesStack; edge?: CirclesEdgeStack } {
  const { account, region, ...props } = options;
  const routes: readonly RouteDef[] = props.routes ?? Object.values(contract);
  const description = 'Circles - Caring to be Healthy System';
  if (region === 'us-east-1') {
    return {
      stack: new CirclesStack(app, 'Circles', { ...props, routes, env: { account, region }, description }),
    };
  }
  // Weak: the distribution reads the web ACL's ARN with Fn::GetStackOutput, with no custom resources
  // between the regions and no lock between the stacks (CDK's default for new projects).
  CrossStackReferences.of(app).consume(ReferenceStrength.WEAK);
  const edge = new CirclesEdgeStack(app, 'CirclesEdge', {
    routes,
    env: { account, region: 'us-east-1' },
    description: `${description} (edge)`,
  });
  const stack = new CirclesStack(app, 'Circles', {
    ...props,
    routes,
    env: { account, region },
    crossRegionReferences: true,
    webAclArn: edge.firewall.webAclArn,
    description,
  });
  return { stack, edge };
}
