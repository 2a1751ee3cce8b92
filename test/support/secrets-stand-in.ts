import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Secrets Manager's GetSecretValue (its JSON 1.1 protocol), for the shipped bundles: no
 * emulator of Secrets Manager runs here, and the bundled SDK reaches this one through the SDK's own
 * service endpoint variable (AWS_ENDPOINT_URL_SECRETS_MANAGER), so the functions' real read runs. Each
 * secret has one version, AWSCURRENT; other stages answer ResourceNotFoundException as AWS does.
 */
export interface SecretsStandIn {
  url: string;
  /** GetSecretValue calls answered (any stage). */
  reads: () => number;
  close: () => Promise<void>;
}

/** Starts the stand-in on a free port of 127.0.0.1, serving `secrets` (secret id or ARN → value). */
export async function startSecretsStandIn(
  secrets: Readonly<Record<string, string>>,
): Promise<SecretsStandIn> {
  let reads = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = (status: number, body: object) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(body));
      };
      if (req.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue')
        return reply(400, {
          __type: 'UnknownOperationException',
          message: 'Only GetSecretValue is stood in.',
        });
      reads += 1;
      const { SecretId = '', VersionStage = 'AWSCURRENT' } = JSON.parse(Buffer.concat(chunks).toString()) as {
        SecretId?: string;
        VersionStage?: string;
      };
      const value = secrets[SecretId];
      if (value === undefined || VersionStage !== 'AWSCURRENT')
        return reply(400, {
          __type: 'ResourceNotFoundException',
          message: "Secrets Manager can't find the specified secret value for staging label: " + VersionStage,
        });
      return reply(200, {
        ARN: SecretId,
        Name: SecretId.split(':').at(-1),
        SecretString: value,
        VersionId: '00000000-0000-4000-8000-000000000001',
        VersionStages: ['AWSCURRENT'],
        CreatedDate: 1_700_000_000,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reads: () => reads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
