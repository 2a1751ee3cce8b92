import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

let client: DynamoDBDocumentClient | undefined;

/** The one DynamoDB document client of a process (reused across Lambda invocations). */
export function documentClient(): DynamoDBDocumentClient {
  if (!client) {
    const cfg = config();
    const base = new DynamoDBClient({
      region: cfg.region,
      ...(cfg.dynamoEndpoint ? { endpoint: cfg.dynamoEndpoint } : {}),
    });
    client = DynamoDBDocumentClient.from(base, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
  }
  return client;
}

/** Name of the one table. */
export function tableName(): string {
  return config().tableName;
}

/** Forgets the client (tests that switch endpoints). */
export function resetDocumentClient(): void {
  client = undefined;
}
