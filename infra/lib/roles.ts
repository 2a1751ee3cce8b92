import {
  ManagedPolicy,
  Role,
  ServicePrincipal,
  type AddToPrincipalPolicyResult,
  type PolicyStatement,
  type RoleProps,
} from 'aws-cdk-lib/aws-iam';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/**
 * A role whose every grant lands in one customer-managed policy of its own instead of an inline
 * policy: managed policies are versioned, so a changed grant leaves its previous version to compare
 * and restore (HIPAA Security `IAMNoInlinePolicy`). CDK's grants (`table.grant…`, `bucket.grant…`,
 * `fn.addToRolePolicy`) all call `addToPrincipalPolicy`, which this role routes to that policy.
 */
export class ManagedPolicyRole extends Role {
  readonly policy: ManagedPolicy;

  constructor(scope: Construct, id: string, props: RoleProps) {
    super(scope, id, props);
    this.policy = new ManagedPolicy(this, 'Policy', {
      description: props.description ?? `Grants of ${this.node.path}`,
      roles: [this],
    });
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.policy.addStatements(statement);
    return { statementAdded: true, policyDependable: this.policy };
  }
}

/**
 * The execution role of one Lambda function: it may write to its own log group and nothing else until
 * granted more. This replaces AWS's AWSLambdaBasicExecutionRole, which lets a function create and
 * write any log group of the account (AwsSolutions-IAM4).
 */
export function functionRole(scope: Construct, id: string, logGroup: ILogGroup): ManagedPolicyRole {
  const role = new ManagedPolicyRole(scope, id, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
  });
  logGroup.grantWrite(role);
  return role;
}
