import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Web } from '../lib/web';
import { areaFunctions, cdkContext, resourcesOf, synthCircles } from './fixtures';

interface CacheBehavior {
  PathPattern: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods: string[];
  ResponseHeadersPolicyId?: unknown;
  Compress?: boolean;
}
interface DistributionConfig {
  Origins: {
    Id: string;
    S3OriginConfig?: unknown;
    OriginAccessControlId?: unknown;
    CustomOriginConfig?: { OriginProtocolPolicy: string };
  }[];
  CacheBehaviors: CacheBehavior[];
  DefaultCacheBehavior: {
    FunctionAssociations: unknown[];
    ResponseHeadersPolicyId: unknown;
    ViewerProtocolPolicy: string;
    Compress?: boolean;
  };
  CustomErrorResponses?: unknown;
  WebACLId?: unknown;
}

let template: Template;

function distributionConfig(t: Template): DistributionConfig {
  const [distribution] = Object.values(resourcesOf(t, 'AWS::CloudFront::Distribution'));
  return distribution!.Properties.DistributionConfig as DistributionConfig;
}

// The first synthesis loads most of aws-cdk-lib, which takes a while on a busy machine.
beforeAll(() => {
  template = synthCircles().main;
}, 60_000);

describe('buckets', () => {
  it('blocks public access and encrypts every bucket, the files bucket with the stack key', () => {
    const buckets = resourcesOf(template, 'AWS::S3::Bucket');
    expect(Object.keys(buckets)).toHaveLength(3);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      const byDefault = id.startsWith('Files')
        ? {
            SSEAlgorithm: 'aws:kms',
            KMSMasterKeyID: { 'Fn::GetAtt': [expect.stringMatching(/^EncryptionKey/), 'Arn'] },
          }
        : { SSEAlgorithm: 'AES256' };
      expect(bucket.Properties.BucketEncryption, id).toEqual({
        ServerSideEncryptionConfiguration: [
          {
            ServerSideEncryptionByDefault: byDefault,
            ...(id.startsWith('Files') ? { BucketKeyEnabled: true } : {}),
          },
        ],
      });
    }
  });

  it('denies every request without TLS on every bucket', () => {
    const bucketIds = Object.keys(resourcesOf(template, 'AWS::S3::Bucket'));
    const policies = Object.values(resourcesOf(template, 'AWS::S3::BucketPolicy'));
    for (const id of bucketIds) {
      const policy = policies.find(
        (p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: id }),
      );
      expect(policy, id).toBeDefined();
      expect(policy!.Properties.PolicyDocument).toMatchObject({
        Statement: expect.arrayContaining([
          expect.objectContaining({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      });
    }
  });

  it('keeps file versions, expires temporary exports and allows presigned GETs from the site only', () => {
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        VersioningConfiguration: { Status: 'Enabled' },
        LifecycleConfiguration: {
          Rules: Match.arrayWith([
            Match.objectLike({ Prefix: 'exports/', ExpirationInDays: 30, Status: 'Enabled' }),
          ]),
        },
        CorsConfiguration: {
          CorsRules: [
            Match.objectLike({
              AllowedMethods: ['GET', 'HEAD'],
              AllowedOrigins: [
                {
                  'Fn::Join': [
                    '',
                    ['https://', { 'Fn::GetAtt': [Match.stringLikeRegexp('Distribution'), 'DomainName'] }],
                  ],
                },
              ],
            }),
          ],
        },
      }),
    });
  });
});

describe('cloudfront', () => {
  it('reads the site bucket through origin access control', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const s3Origin = distributionConfig(template).Origins.find((o) => o.S3OriginConfig);
    expect(s3Origin?.OriginAccessControlId).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/OriginAccessControl/), 'Id'],
    });
  });

  it('sends HSTS, CSP, nosniff, frame and referrer headers', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: Match.objectLike({
            AccessControlMaxAgeSec: 63072000,
            IncludeSubdomains: true,
            Override: true,
          }),
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.stringLikeRegexp(
              "^default-src 'self';.*worker-src 'self';.*connect-src 'self' https://cognito-idp\\.ca-central-1\\.amazonaws\\.com.*frame-ancestors 'none'",
            ),
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: Match.objectLike({ ReferrerPolicy: 'same-origin' }),
        },
      }),
    });
  });

  it('applies the security headers and the SPA rewrite to the site', () => {
    const config = distributionConfig(template);
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    expect(config.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      {
        EventType: 'viewer-request',
        FunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/SpaRewrite/), 'FunctionARN'] },
      },
    ]);
  });

  it('routes /api/* to the HTTP API uncached, with the token, the headers the API reads and the viewer address', () => {
    const api = distributionConfig(template).CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(api).toBeDefined();
    expect(api!.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']));
    expect(api!.ResponseHeadersPolicyId).toBeDefined();
    expect(api!.CachePolicyId).toEqual({ Ref: expect.stringMatching(/ApiCachePolicy/) });
    expect(api!.OriginRequestPolicyId).toEqual({ Ref: expect.stringMatching(/ApiOriginRequestPolicy/) });
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        DefaultTTL: 0,
        MinTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
          QueryStringsConfig: { QueryStringBehavior: 'all' },
        }),
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::OriginRequestPolicy', {
      OriginRequestPolicyConfig: Match.objectLike({
        HeadersConfig: {
          HeaderBehavior: 'whitelist',
          Headers: Match.arrayWith(['Content-Type', 'Idempotency-Key', 'CloudFront-Viewer-Address']),
        },
      }),
    });
  });

  it("compresses the site and the API answers with brotli or gzip for a phone's first load", () => {
    const config = distributionConfig(template);
    const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*');
    expect(config.DefaultCacheBehavior.Compress).toBe(true);
    expect(api?.Compress).toBe(true);
    // CloudFront compresses only when the behaviour's cache policy accepts the encodings.
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        Name: Match.anyValue(),
        DefaultTTL: 0,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          EnableAcceptEncodingBrotli: true,
          EnableAcceptEncodingGzip: true,
        }),
      }),
    });
  });

  it('proves to the API that a request came through CloudFront with a secret both sides share, read at run time', () => {
    const apiOrigin = distributionConfig(template).Origins.find((o) => o.CustomOriginConfig);
    const header = (
      apiOrigin as { OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }
    ).OriginCustomHeaders?.find((h) => h.HeaderName === 'x-origin-verify');
    expect(JSON.stringify(header?.HeaderValue)).toMatch(/resolve:secretsmanager:/);
    const fns = areaFunctions(template);
    expect(fns.length).toBeGreaterThan(0);
    for (const fn of fns) {
      const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env.ORIGIN_VERIFY_SECRET).toBeUndefined();
      expect(JSON.stringify(header?.HeaderValue)).toContain(JSON.stringify(env.ORIGIN_VERIFY_SECRET_ARN));
    }
  });

  it('has no distribution-wide error pages, which would hide the API answers', () => {
    expect(distributionConfig(template).CustomErrorResponses).toBeUndefined();
  });

  it('is protected by the web ACL of the edge stack', () => {
    expect(distributionConfig(template).WebACLId).toBeDefined();
  });
});

describe('site content', () => {
  it('deploys config.json even before the web app is built', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
      Prune: false,
    });
  });

  it(
    'deploys the built app as immutable assets and revalidated entry pages and service worker',
    { timeout: 60_000 },
    () => {
      const dist = mkdtempSync(join(tmpdir(), 'circles-web-dist-'));
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html>');
      writeFileSync(join(dist, 'socialrisk.html'), '<!doctype html>');
      writeFileSync(join(dist, 'assets', 'app-1234.js'), 'export {};');
      writeFileSync(join(dist, 'sw.js'), 'self;');
      writeFileSync(join(dist, 'workbox-5678.js'), 'self;');
      const app = new App({ context: cdkContext });
      const stack = new Stack(app, 'WebTest', {
        env: { account: '111111111111', region: 'ca-central-1' },
      });
      new Web(stack, 'Web', {
        apiOriginDomainName: 'api.example.org',
        apiOriginVerify: 'verify',
        webDistDir: dist,
        accessLogsBucket: new Bucket(stack, 'Logs'),
        encryptionKey: new Key(stack, 'Key'),
        runtimeConfig: {
          region: 'ca-central-1',
          userPoolId: 'pool',
          userPoolClientId: 'client',
          connectorEmail: 'c@example.org',
        },
      });
      const built = Template.fromStack(stack);
      rmSync(dist, { recursive: true, force: true });
      // The staged sources: sw.js keeps its name across versions, so it must go with the revalidated pages.
      const out = app.synth().directory;
      const staged = readdirSync(out)
        .filter((d) => d.startsWith('asset.') && existsSync(join(out, d, 'index.html')))
        .map((d) => readdirSync(join(out, d)).sort());
      expect(staged).toEqual([['index.html', 'socialrisk.html', 'sw.js']]);
      const immutable = readdirSync(out)
        .filter((d) => d.startsWith('asset.') && existsSync(join(out, d, 'assets')))
        .map((d) => readdirSync(join(out, d)).sort());
      expect(immutable).toEqual([['assets', 'workbox-5678.js']]);
      built.resourceCountIs('Custom::CDKBucketDeployment', 2);
      built.hasResourceProperties('Custom::CDKBucketDeployment', {
        SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      });
      built.hasResourceProperties('Custom::CDKBucketDeployment', {
        SystemMetadata: { 'cache-control': 'no-cache' },
        DistributionPaths: ['/*'],
      });
    },
  );
});
