import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { pdfObjectKey } from '@circles/functions/pdf/pdf';
import { noteAttachmentKey } from '@circles/functions/notes/notes';
import { NOTE_ATTACHMENT_PREFIX } from '../lib/area-grants';
import { PDF_OBJECT_PREFIX } from '../lib/pdf-function';
import {
  actionsOfStatement,
  resourcesOf,
  statementsOfFunction,
  synthCircles,
  type ResourceJson,
} from './fixtures';

/** The security posture of issue 21 in the synthesized stacks (the cdk-nag packs: nag.test.ts). */
let main: Template;
let edge: Template;
beforeAll(() => {
  const synthesized = synthCircles();
  main = synthesized.main;
  edge = synthesized.edge!;
}, 120_000);

const keyId = (t: Template) => Object.keys(resourcesOf(t, 'AWS::KMS::Key'))[0]!;
const keyArn = (t: Template) => ({ 'Fn::GetAtt': [keyId(t), 'Arn'] });

describe('encryption at rest', () => {
  it('has one customer-managed key per stack, rotated yearly and retained', () => {
    for (const t of [main, edge]) {
      t.resourceCountIs('AWS::KMS::Key', 1);
      t.hasResource('AWS::KMS::Key', {
        DeletionPolicy: 'Retain',
        Properties: Match.objectLike({ EnableKeyRotation: true, RotationPeriodInDays: 365 }),
      });
    }
  });

  it('encrypts the table, the alarm topic and the origin-verify secret with it', () => {
    main.hasResourceProperties('AWS::DynamoDB::Table', {
      SSESpecification: { KMSMasterKeyId: keyArn(main), SSEEnabled: true, SSEType: 'KMS' },
    });
    main.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: keyArn(main) });
    main.hasResourceProperties('AWS::SecretsManager::Secret', { KmsKeyId: keyArn(main) });
  });

  it('encrypts every log group of both stacks with its stack key', () => {
    for (const t of [main, edge]) {
      const groups = Object.entries(resourcesOf(t, 'AWS::Logs::LogGroup'));
      expect(groups.length).toBeGreaterThan(0);
      for (const [id, group] of groups) expect(group.Properties.KmsKeyId, id).toEqual(keyArn(t));
    }
  });
});

describe('backup', () => {
  it('backs the table up daily (kept 35 days) and monthly (kept a year) beside PITR', () => {
    main.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: Match.objectLike({
        BackupPlanRule: Match.arrayWith([
          Match.objectLike({ RuleName: 'Daily', Lifecycle: { DeleteAfterDays: 35 } }),
          Match.objectLike({ RuleName: 'Monthly1Year', Lifecycle: { DeleteAfterDays: 365 } }),
        ]),
      }),
    });
    const table = Object.keys(resourcesOf(main, 'AWS::DynamoDB::Table'))[0]!;
    main.hasResourceProperties('AWS::Backup::BackupSelection', {
      BackupSelection: Match.objectLike({
        Resources: Match.arrayWith([{ 'Fn::GetAtt': [table, 'Arn'] }]),
      }),
    });
    main.hasResource('AWS::Backup::BackupVault', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ EncryptionKeyArn: keyArn(main) }),
    });
  });
});

describe('access logs', () => {
  it('logs the files and web buckets and the distribution into the retained access-log bucket', () => {
    const buckets = resourcesOf(main, 'AWS::S3::Bucket');
    const logsId = Object.keys(buckets).find((id) => id.startsWith('AccessLogs'))!;
    for (const [id, prefix] of [
      ['Files', 's3/files/'],
      ['Web', 's3/web/'],
    ] as const) {
      const bucket = Object.entries(buckets).find(([k]) => k.startsWith(id))![1];
      expect(bucket.Properties.LoggingConfiguration).toEqual({
        DestinationBucketName: { Ref: logsId },
        LogFilePrefix: prefix,
      });
    }
    const [distribution] = Object.values(resourcesOf(main, 'AWS::CloudFront::Distribution'));
    expect((distribution!.Properties.DistributionConfig as { Logging: unknown }).Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [logsId, 'RegionalDomainName'] },
      IncludeCookies: false,
      Prefix: 'cloudfront/',
    });
    expect(buckets[logsId]!.DeletionPolicy).toBe('Retain');
  });

  it('logs every request the web ACL sees, the Authorization header redacted', () => {
    const webAcl = Object.keys(resourcesOf(edge, 'AWS::WAFv2::WebACL'))[0]!;
    edge.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      ResourceArn: { 'Fn::GetAtt': [webAcl, 'Arn'] },
      LogDestinationConfigs: ['arn:aws:logs:us-east-1:111111111111:log-group:aws-waf-logs-CirclesEdge'],
      RedactedFields: [{ SingleHeader: { Name: 'authorization' } }],
    });
    edge.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: 'aws-waf-logs-CirclesEdge',
      RetentionInDays: 365,
    });
  });
});

describe('functions', () => {
  /**
   * Every Lambda function of the stack but aws-cdk-lib's auto-delete provider of the web bucket (a raw
   * CloudFormation resource CDK makes for `autoDeleteObjects`, run only when the stack is deleted).
   */
  const functions = () =>
    Object.entries(resourcesOf(main, 'AWS::Lambda::Function')).filter(
      ([id]) => !id.startsWith('CustomS3AutoDeleteObjects'),
    );
  const ours = () => functions().filter(([id]) => !id.startsWith('CustomCDKBucketDeployment'));

  it('reserves a concurrency for every function, leaving the account 100 unreserved of its 1000', () => {
    const reserved = ours().map(([id, fn]) => [id, fn.Properties.ReservedConcurrentExecutions] as const);
    for (const [id, n] of reserved) expect(n, id).toBeGreaterThan(0);
    const total = reserved.reduce((sum, [, n]) => sum + Number(n), 0);
    expect(total).toBeLessThanOrEqual(900);
  });

  it('runs on the latest Node.js runtime CDK offers', () => {
    for (const [id, fn] of ours()) expect(fn.Properties.Runtime, id).toBe('nodejs24.x');
  });

  it('attaches no AWS managed policy and no inline policy to a function role', () => {
    const roles = resourcesOf(main, 'AWS::IAM::Role');
    for (const [id, fn] of functions()) {
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const role: ResourceJson = roles[roleId]!;
      expect(role.Properties.ManagedPolicyArns ?? [], id).toEqual([]);
      expect(role.Properties.Policies, id).toBeUndefined();
    }
    expect(Object.keys(resourcesOf(main, 'AWS::IAM::Policy'))).toEqual([]);
    expect(Object.keys(resourcesOf(edge, 'AWS::IAM::Policy'))).toEqual([]);
  });

  it('lets each function write its own log group only', () => {
    for (const [id, fn] of functions()) {
      const logs = statementsOfFunction(main, id).filter((s) =>
        actionsOfStatement(s).some((a) => a.startsWith('logs:')),
      );
      const group = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(logs, id).toEqual([
        expect.objectContaining({
          Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
          Resource: { 'Fn::GetAtt': [group, 'Arn'] },
        }),
      ]);
    }
  });

  it('grants object prefixes the functions write under', () => {
    expect(noteAttachmentKey('01ABC').startsWith(NOTE_ATTACHMENT_PREFIX)).toBe(true);
    expect(pdfObjectKey('01ABC').startsWith(PDF_OBJECT_PREFIX)).toBe(true);
  });
});

describe('the origin-verify secret', () => {
  const rotationFunction = () =>
    Object.keys(resourcesOf(main, 'AWS::Lambda::Function')).find((id) =>
      id.startsWith('OriginVerifyRotation'),
    )!;

  it('rotates every 30 days through its rotation function, not at deployment', () => {
    main.hasResourceProperties('AWS::SecretsManager::RotationSchedule', {
      RotationLambdaARN: { 'Fn::GetAtt': [rotationFunction(), 'Arn'] },
      RotationRules: { ScheduleExpression: 'rate(30 days)' },
      RotateImmediatelyOnUpdate: false,
    });
    main.hasResourceProperties('AWS::Lambda::Permission', {
      FunctionName: { 'Fn::GetAtt': [rotationFunction(), 'Arn'] },
      Principal: 'secretsmanager.amazonaws.com',
    });
  });

  it('lets the rotation touch only that secret and that distribution', () => {
    const secret = Object.keys(resourcesOf(main, 'AWS::SecretsManager::Secret'))[0]!;
    const distribution = Object.keys(resourcesOf(main, 'AWS::CloudFront::Distribution'))[0]!;
    const statements = statementsOfFunction(main, rotationFunction());
    const secrets = statements.find((s) => actionsOfStatement(s).includes('secretsmanager:PutSecretValue'))!;
    expect(secrets.Resource).toEqual({ Ref: secret });
    const cloudFront = statements.find((s) =>
      actionsOfStatement(s).includes('cloudfront:UpdateDistribution'),
    )!;
    expect(JSON.stringify(cloudFront.Resource)).toContain(distribution);
  });
});

describe('sign-in', () => {
  it('offers a second factor by authenticator app only (the API holds staff to it)', () => {
    main.hasResourceProperties('AWS::Cognito::UserPool', {
      MfaConfiguration: 'OPTIONAL',
      EnabledMfas: Match.arrayEquals(['SOFTWARE_TOKEN_MFA']),
    });
  });
});
