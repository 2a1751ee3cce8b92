import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Annotations, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
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
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { secureBucketProps } from './secure-bucket';
import { spaRewriteCode } from './spa-rewrite';

/** What the web app reads from `/config.json` at start-up (web/src/config/runtime-config.ts). */
export interface WebRuntimeConfig {
  readonly region: string;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  readonly connectorEmail: string;
  /** The SurveyJS Creator's licence key (context `surveyJsLicenseKey`); the designer shows a banner without it. */
  readonly surveyJsLicenseKey?: string;
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
}

/**
 * The Content-Security-Policy: everything from our own origin; the API is same-origin behind
 * CloudFront; Amplify talks to the Cognito endpoint; downloads are presigned URLs of the files bucket
 * (any bucket host of the region, because naming the bucket here would make the bucket's CORS rule and
 * this policy depend on each other). Inline styles are allowed for Emotion (MUI) and SurveyJS.
 */
export function contentSecurityPolicy(region: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' https://cognito-idp.${region}.amazonaws.com https://*.s3.${region}.amazonaws.com`,
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
    });

    this.responseHeadersPolicy = new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Circles security headers',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(region), override: true },
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

    this.origins = [
      `https://${this.distribution.distributionDomainName}`,
      ...(props.customDomain ? [`https://${props.customDomain.domainName}`] : []),
    ];
    this.deployContent(props);
  }

  private deployContent(props: WebProps): void {
    const built = existsSync(join(props.webDistDir, 'index.html'));
    // Hashed assets first, kept for a year; then the entry pages and config.json, always revalidated.
    // No pruning: an old page still open in a browser keeps finding its assets.
    const assets = built
      ? new BucketDeployment(this, 'DeployAssets', {
          // The build's precompressed .br/.gz copies are for the local server: CloudFront compresses itself.
          sources: [Source.asset(props.webDistDir, { exclude: ['*.html', '*.br', '*.gz'] })],
          destinationBucket: this.bucket,
          prune: false,
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          memoryLimit: 512,
        })
      : undefined;
    if (!built) {
      Annotations.of(this).addWarningV2(
        'circles:no-web-build',
        `${props.webDistDir} has no build: only config.json is deployed. Run npm run build:web first.`,
      );
    }
    const entries = new BucketDeployment(this, 'DeployEntries', {
      sources: [
        ...(built ? [Source.asset(props.webDistDir, { exclude: ['*', '!*.html'] })] : []),
        Source.jsonData('config.json', props.runtimeConfig),
      ],
      destinationBucket: this.bucket,
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (assets) entries.node.addDependency(assets);
  }
}
