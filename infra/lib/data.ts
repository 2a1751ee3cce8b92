import { RemovalPolicy } from 'aws-cdk-lib';
import { BackupPlan, BackupResource, BackupVault } from 'aws-cdk-lib/aws-backup';
import { AttributeType, BillingMode, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { tableDefinition } from '@circles/functions/platform/data/table-definition';
import { KEY_READ_WRITE, type Encryption } from './encryption';
import { acknowledge } from './nag';

/** Options of the data construct. */
export interface DataProps {
  /** The stack's key: the table and its backups are encrypted with it. */
  readonly encryption: Encryption;
  /**
   * What happens to the table when it leaves the stack. The table holds health information, so it
   * outlives the stack unless someone deliberately says otherwise.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/** The exact KMS actions the table's readers and writers need (no wildcards: AwsSolutions-IAM5). */
const tableKeyActions = KEY_READ_WRITE;

/**
 * The one DynamoDB table of ARCHITECTURE.md, with the same keys and indexes the local bootstrap creates
 * (both read `tableDefinition`). On demand, encrypted with the stack's key, point-in-time recovery (35
 * days, to the second), deletion protection, TTL; and AWS Backup: a daily backup kept 35 days and a
 * monthly one kept a year, in a vault of its own, so a copy outlives a mistake that PITR would replay.
 */
export class Data extends Construct {
  /** The table every function reads and writes. */
  readonly table: Table;
  readonly backupPlan: BackupPlan;
  private readonly encryption: Encryption;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    this.encryption = props.encryption;
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.CUSTOMER_MANAGED,
      encryptionKey: props.encryption.key,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: tableDefinition.ttlAttribute,
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
    for (const gsi of tableDefinition.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: { name: gsi.partitionKey, type: AttributeType.STRING },
        sortKey: { name: gsi.sortKey, type: AttributeType.STRING },
      });
    }

    const vault = new BackupVault(this, 'BackupVault', {
      encryptionKey: props.encryption.key,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.backupPlan = BackupPlan.dailyMonthly1YearRetention(this, 'BackupPlan', vault);
    const selection = this.backupPlan.addSelection('Table', {
      resources: [BackupResource.fromDynamoDbTable(this.table)],
      allowRestores: true,
    });
    acknowledge(selection, {
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]':
        "AWS Backup's own service-role policy, kept current by AWS as the service's backup steps change; the role can be assumed only by backup.amazonaws.com and is used only by this plan's selection.",
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForRestores]':
        "AWS Backup's own service-role policy for restores, so the restore drill of the deployment guide can pass this role; assumable only by backup.amazonaws.com.",
    });
  }

  /**
   * Lets `grantee` run `actions` on the table and on its indexes named one by one (no `index/*`), and
   * use the table's key only through DynamoDB.
   */
  grant(grantee: IGrantable, ...actions: string[]): void {
    const indexArns = tableDefinition.globalSecondaryIndexes.map(
      (gsi) => `${this.table.tableArn}/index/${gsi.indexName}`,
    );
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({ actions, resources: [this.table.tableArn, ...indexArns] }),
    );
    this.encryption.grantVia(grantee, 'dynamodb', ...tableKeyActions);
  }
}
