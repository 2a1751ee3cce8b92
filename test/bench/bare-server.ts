import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { BatchGetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { auditItem } from '../../functions/src/platform/data/audit-repository';
import { documentClient, recordOf, tableName } from '../../functions/src/platform/data/client';
import { keys } from '../../functions/src/platform/data/keys';
import { newUlid } from '../../functions/src/platform/ulid';
import { finishedRounds, mergeRounds, type ReportRoundRecord } from '../../functions/src/reports/reports';

/** The path the bare server answers: `/bare/{memberId}`. */
export const BARE_PREFIX = '/bare/';

function answer(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

/**
 * The bare read: the three DynamoDB calls the API's `GET /api/reports/neighbours/user/{id}` makes, with
 * the same document client (the process's one `documentClient()`): the BatchGetItem of the caller's
 * and the member's user items, then at once the Query of the member's Community Connections rounds and
 * the PutItem of the audit event; the answer is the same JSON. No token check (API Gateway's in AWS),
 * validation, access rule or log: what the API spends beyond this is the framework's cost.
 */
export async function bareRead(callerId: string, member: string): Promise<{ status: number; body: string }> {
  const client = documentClient();
  const table = tableName();
  const users = await client.send(
    new BatchGetCommand({
      RequestItems: { [table]: { Keys: [keys.user(callerId), keys.user(member)], ConsistentRead: true } },
    }),
  );
  if ((users.Responses?.[table]?.length ?? 0) < 2) return { status: 404, body: '{}' };
  const at = new Date().toISOString();
  const [rounds] = await Promise.all([
    client.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: '#pk = :p AND begins_with(#sk, :s)',
        ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
        ExpressionAttributeValues: { ':p': keys.reportRoundsOf(member), ':s': 'ROUND#cc#' },
      }),
    ),
    client.send(
      new PutCommand({
        TableName: table,
        Item: auditItem({
          id: newUlid(),
          at,
          actorId: callerId,
          actorRole: 'Admin',
          action: 'report.read.cc',
          memberId: member,
          outcome: 'allowed',
        }),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  ]);
  const records = (rounds.Items ?? []).map((i) => recordOf<ReportRoundRecord>(i));
  return { status: 200, body: JSON.stringify(mergeRounds(finishedRounds(records))) };
}

/**
 * The floor of a report read (issue 22 item 7): node:http and nothing else around {@link bareRead}.
 */
export async function startBareServer(callerId: string): Promise<{ url: string; close(): Promise<void> }> {
  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const member = decodeURIComponent((req.url ?? '').slice(BARE_PREFIX.length));
    const read = await bareRead(callerId, member);
    answer(res, read.status, read.body);
  };
  const server = createServer((req, res) => {
    serve(req, res).catch(() => answer(res, 500, '{}'));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
