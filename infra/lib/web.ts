import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type { ICertificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { ACCESS_LOG_PREFIXES } from './access-logs';
import { acknowledge } from './nag';
import { secureBucketProps } from './secure-bucket';
import { spaRewriteCode } from './spa-rewrite';
import { deployWebContent } from './web-content';

/** What the web app reads from `/config.json` at start-up (web/src/config/runtime-config.ts). */
export interface WebRuntimeConfig {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly connectorEmail: string;
  /** The SurveyJS Creator's licence key (context `surveyJsLicenseKey`); the designer shows a banner without it. */
  readonly surveyJsLicenseKey?: string;
  /** The partner organisation's sign-in (issue 23); absent: no partner option. */
  readonly partner?: { readonly name: string; readonly signInUrl: string };
}

/** Options of the web construct. */
export interface WebProps {
  /** Host name of the HTTP API, the origin of `/api/*`. */
  readonly apiOriginDomainName: string;
  /** Value CloudFront sends to the API in the `x-origin-verify` header (see Api.originVerifySecret). */
  readonly apiOriginVerify: string;
  /** Written to `config.json` beside the built app. */
  readonly runtimeConfig: WebRuntimeConfig;
  /**
   * The built web app (`npm run build:web`). When it is missing only `config.json` is deployed, so the
   * stack synthesizes before a build.
   * @default '<repository>/web/dist'
   */
  readonly webDistDir: string;
  /**
   * ARN of a CLOUDFRONT-scope web ACL.
   * @default - no web ACL
   */
  readonly webAclArn?: string;
  /**
   * Custom domain and its us-east-1 ACM certificate.
   * @default - the distribution's cloudfront.net name
   */
  readonly customDomain?: { readonly domainName: string; readonly certificate: ICertificate };
  /** Where the web bucket's server access logs and the distribution's standard logs go. */
  readonly accessLogsBucket: IBucket;
  /** The stack's key: the deployment handler's log group is encrypted with it. */
  readonly encryptionKey: IKey;
}

/**
 * The Content-Security-Policy: everything from our own origin; the API is same-origin behind
 * CloudFront; Amplify talks to the Cognito endpoint; downloads are presigned URLs of the files bucket
 * (any bucket host of the region, because naming the bucket here would make the bucket's CORS rule and
 * this policy depend on each other). Inline styles are allowed for Emotion (MUI) and SurveyJS.
 */
export function contentSecurityPolicy(region: string, partnerSignInUrl?: string): string {
  // Issue 23: the browser posts the partner sign-in to the partner's own server.
  const partner = partnerSignInUrl ? ` ${new URL(partnerSignInUrl).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The offline service worker (web/pwa.ts), from our own origin only.
    "worker-src 'self'",
    `connect-src 'self' https://cognito-idp.${region}.amazonaws.com https://*.s3.${region}.amazonaws.com${partner}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/**
 * Viewer headers the API reads, plus the viewer's address (CloudFront's own header). A list, not
 * "all but Host": an origin request policy cannot add CloudFront's headers to "all viewer headers"
 * without also passing Host, which the execute-api endpoint refuses. A header the API starts to read
 * must be added here.
 */
export const apiForwardedHeaders = [
  'Accept',
  'Accept-Language',
  'Content-Type',
  'If-None-Match',
  'Idempotency-Key',
  'Origin',
  'User-Agent',
  'CloudFront-Viewer-Address',
] as const;

/**
 * The static site: a private bucket behind CloudFront (origin access control), security headers on
 * every answer, the SPA rewrite, and `/api/*` routed to the HTTP API uncached so the web ACL covers it.
 * The bucket's access and the distribution's requests are logged to the access-log bucket; the bucket
 * is versioned, so an overwritten page of a bad deployment can be restored for 30 days.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  readonly responseHeadersPolicy: ResponseHeadersPolicy;
  /** The origins pages are served from (for the files bucket's CORS rule). */
  readonly origins: string[];

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const region = Stack.of(this).region;
    this.bucket = new Bucket(this, 'Bucket', {
      ...secureBucketProps,
      // Only build output lives here: it can be rebuilt, so it goes with the stack.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
      versioned: true,
      lifecycleRules: [{ id: 'OldVersions', noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: ACCESS_LOG_PREFIXES.webBucket,
    });
    acknowledge(this.bucket, {
      'HIPAA.Security-S3DefaultEncryptionKMS':
        'The web bucket holds only the public build of the web app (HTML, scripts, styles, config.json of public identifiers), served to anyone through CloudFront; it holds no health data. SSE-S3 encrypts it at rest, and a KMS key would have to be opened to CloudFront for no protection gained.',
      'HIPAA.Security-S3BucketReplicationEnabled':
        'The web bucket holds only the build output, which every deployment writes again from the repository; versioning restores an overwritten page.',
    });

    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Circles security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(region, props.runtimeConfig.partner?.signInUrl),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.SAME_ORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        ],
      },
    });

    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteCode),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serve index.html or socialrisk.html for app paths',
    });

    // Authorization can only reach the origin as part of a cache key, so the API's cache policy keys
    // on it with a default TTL of 0: nothing is cached unless the API says so (it sends no-store).
    const apiCachePolicy = new CachePolicy(this, 'ApiCachePolicy', {
      comment: 'Circles API: uncached, Authorization forwarded',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      // CloudFront compresses an answer only when the behaviour's cache policy accepts the encodings.
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });
    const apiOriginRequestPolicy = new OriginRequestPolicy(this, 'ApiOriginRequestPolicy', {
      comment: 'Circles API: the headers it reads and the viewer address',
      headerBehavior: OriginRequestHeaderBehavior.allowList(...apiForwardedHeaders),
      queryStringBehavior: OriginRequestQueryStringBehavior.all(),
      cookieBehavior: OriginRequestCookieBehavior.none(),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Circles web app and API',
      defaultRootObject: 'index.html',
      priceClass: PriceClass.PRICE_CLASS_100,
      httpVersion: HttpVersion.HTTP2_AND_3,
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: ACCESS_LOG_PREFIXES.distribution,
      logIncludesCookies: false,
      ...(props.customDomain
        ? {
            domainNames: [props.customDomain.domainName],
            certificate: props.customDomain.certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        // Brotli or gzip by Accept-Encoding (the managed policy accepts both): a phone's first load.
        compress: true,
        responseHeadersPolicy: this.responseHeadersPolicy,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new HttpOrigin(props.apiOriginDomainName, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            customHeaders: { 'x-origin-verify': props.apiOriginVerify },
          }),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: apiCachePolicy,
          compress: true,
          originRequestPolicy: apiOriginRequestPolicy,
          responseHeadersPolicy: this.responseHeadersPolicy,
        },
      },
    });

    acknowledge(this.distribution, {
      'AwsSolutions-CFR1':
        "No geo restriction: members and staff of the programme sign in from wherever they are, travelling included; the web ACL's IP reputation list, known-bad-input rules and per-route rate rules filter the traffic instead.",
      ...(props.customDomain
        ? {}
        : {
            'AwsSolutions-CFR4':
              'Without a custom domain the distribution answers with the *.cloudfront.net certificate, for which CloudFront fixes the security policy (TLSv1) and lets none be chosen; browsers still negotiate TLS 1.2 or 1.3. A deployment for health data gives -c domainName and certificateArn, and then the policy is TLSv1.2_2021 (set above).',
          }),
    });

    this.origins = [
      `https://${this.distribution.distributionDomainName}`,
      ...(props.customDomain ? [`https://${props.customDomain.domainName}`] : []),
    ];
    deployWebContent(this, props);
  }
}
