import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { RouteDef } from '@circles/shared/api/define';
import { Encryption } from './encryption';
import { Firewall } from './firewall';

/** Options of the edge stack. */
export interface CirclesEdgeStackProps extends StackProps {
  /** The contract routes (their rate limits become WAF rules). */
  readonly routes: readonly RouteDef[];
}

/**
 * The us-east-1 part: CloudFront accepts only web ACLs made there. CirclesStack, in any region, reads
 * the ARN through a cross-region reference.
 */
export class CirclesEdgeStack extends Stack {
  readonly firewall: Firewall;

  constructor(scope: Construct, id: string, props: CirclesEdgeStackProps) {
    super(scope, id, props);
    if (this.region !== 'us-east-1') throw new Error('CirclesEdgeStack must be in us-east-1.');
    const encryption = new Encryption(this, 'Encryption', {
      description: 'Circles edge: the web ACL logs',
    });
    this.firewall = new Firewall(this, 'Firewall', { routes: props.routes, encryption });
  }
}
