import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { tableDefinition } from '@circles/functions/data/table-definition';

/** Options of the data construct. */
export interface DataProps {
  /**
   * What happens to the table when it leaves the stack. The table holds health information, so it
   * outlives the stack unless someone deliberately says otherwise.
   * @default RemovalPolicy.RETAIN
   */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * The one DynamoDB table of ARCHITECTURE.md, with the same keys and indexes the local bootstrap creates
 * (both read `tableDefinition`). On demand, point-in-time recovery, deletion protection, TTL.
 */
export class Data extends Construct {
  /** The table every function reads and writes. */
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataProps = {}) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDefinition.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDefinition.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
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
  }
}
