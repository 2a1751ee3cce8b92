import { dirname, resolve } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { RouteDef } from '@circles/shared/api/define';
import { areaFunction, areaId } from './area-function';
import type { Data } from './data';
import type { Encryption } from './encryption';
import {
  DEFAULT_RESERVED_CONCURRENCY,
  objectGrants,
  publicRouteReason,
  reservedConcurrency,
} from './area-grants';
import type { Files } from './files';
import { acknowledge } from './nag';
import { PDF_AREA, PdfFunction } from './pdf-function';

const repositoryRoot = resolve(dirname(import.meta.dirname), '..');

/**
 * Cognito administration the identity handlers perform (create, register, sign in on behalf, disable,
 * enable, reset password, delete). Only the function of an area with the `cognitoAdmin` grant gets them.
 */
export const cognitoAdminActions = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminInitiateAuth',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminUpdateUserAttributes',
  // Issue 21: an Admin's reset of a lost second factor (DELETE /api/users/{id}/mfa).
  'cognito-idp:AdminSetUserMFAPreference',
  // Issue 23: the partner sign-in's custom auth and the partner link attribute.
  'cognito-idp:AdminRespondToAuthChallenge',
  'cognito-idp:AdminDeleteUserAttributes',
] as const;

/**
 * What every area function may do on the table: read, write and transactions (which need the per-item
 * actions plus ConditionCheckItem). Scan is left out on purpose: no API route scans (ARCHITECTURE.md).
 */
export const tableActions = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;

/** Where a contract route is served: the area whose function runs it (its entry `functions/src/<area>/entry.ts`). */
export interface RouteBinding {
  readonly area: string;
}

/** An API area as CDK reads it (`areas` of `functions/src/areas.ts`). */
export interface AreaSpec {
  /** Grants of the area's role beyond the table: `cognitoAdmin` and the keys of `objectGrants`. */
  readonly grants: readonly string[];
  readonly description: string;
}

/** Options of the API construct. */
export interface ApiProps {
  /** The contract routes to create (every one needs a binding). */
  readonly routes: readonly RouteDef[];
  /** Route name → area, the binding table of `functions/src/areas.ts`. */
  readonly bindings: Readonly<Record<string, RouteBinding>>;
  /** Area name → its grants, the `areas` of `functions/src/areas.ts`. */
  readonly areas: Readonly<Record<string, AreaSpec>>;
  readonly data: Data;
  readonly files: Files;
  /** The stack's key: log groups and the origin-verify secret are encrypted with it. */
  readonly encryption: Encryption;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** Contact of the Community Connector, passed to the functions as CONNECTOR_EMAIL. */
  readonly connectorEmail: string;
  /**
   * The Thought for the Day quotes service (`QUOTES_URL`, a JSON array of `{ text, author }`), read by
   * the server once a day.
   * @default - none: the built-in catalogue of public-domain quotes
   */
  readonly quotesUrl?: string;
  /**
   * The partner sign-in's key set, issuer and audience (issue 23, `partnerEnvironment`).
   * @default - none: `POST /api/users/wecc` refuses every token
   */
  readonly partnerEnvironment?: Readonly<Record<string, string>>;
  /**
   * Bundle the handlers with esbuild. Template tests turn it off: they check the wiring, not the code.
   * @default true
   */
  readonly bundle?: boolean;
  /**
   * Directory of the area folders (each with its entry `<area>/entry.ts`).
   * @default '<repository>/functions/src'
   */
  readonly functionsSrcDir?: string;
  /**
   * The web build holding the print entry the PDF function renders with (`web/dist`).
   * @default '<repository>/web/dist'
   */
  readonly webDistDir?: string;
  /**
   * Memory of each function in MB (also buys CPU; 512 keeps cold starts of bundled handlers short).
   * @default 512
   */
  readonly memorySize?: number;
  /**
   * Timeout of each function; the web app gives up after 5 s, API Gateway after 30 s.
   * @default Duration.seconds(10)
   */
  readonly timeout?: Duration;
  /**
   * Retention of the function and access logs.
   * @default RetentionDays.ONE_MONTH
   */
  readonly logRetention?: RetentionDays;
  /**
   * Stage-wide throttling: a ceiling for the whole API, also when someone calls the execute-api
   * endpoint directly and so bypasses CloudFront and its web ACL.
   * @default { rateLimit: 200, burstLimit: 400 }
   */
  readonly throttle?: { readonly rateLimit: number; readonly burstLimit: number };
}

/**
 * The HTTP API: one Lambda function per API area (with one role holding only that area's grants, one
 * log group, one integration and one invoke permission), and one API Gateway route per contract route,
 * with the Cognito JWT authorizer on every `user` route and none on `public` ones. An added route thus
 * costs the template one resource, its route. Access logs carry the route template, never the path or
 * body, so no identifiers or answers land in them.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /**
   * Shared by CloudFront (as the `x-origin-verify` origin header) and the functions, which read it
   * from Secrets Manager at run time (ORIGIN_VERIFY_SECRET_ARN) so that its rotation
   * (OriginVerifyRotation) reaches them without a deployment: a request carrying it came through the
   * distribution, so its `cloudfront-viewer-address` header is the real client address for the
   * per-client rate limits.
   */
  readonly originVerifySecret: Secret;
  /** Area name → its function. */
  readonly functions: Readonly<Record<string, LambdaFunction>>;
  /** The PDF area's function (Chromium, x86_64), when the contract has PDF routes. */
  readonly pdfFunction?: LambdaFunction;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const missing = props.routes.filter((r) => !props.bindings[r.name]).map((r) => r.name);
    if (missing.length > 0) throw new Error(`Contract routes without a binding: ${missing.join(', ')}`);
    const undeclared = props.routes.filter((r) => !props.areas[props.bindings[r.name]!.area]);
    if (undeclared.length > 0)
      throw new Error(`Routes bound to an undeclared area: ${undeclared.map((r) => r.name).join(', ')}`);

    const logRetention = props.logRetention ?? RetentionDays.ONE_MONTH;
    this.httpApi = new HttpApi(this, 'HttpApi', { description: 'Circles API', createDefaultStage: false });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: logRetention,
      encryptionKey: props.encryption.key,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      autoDeploy: true,
      throttle: props.throttle ?? { rateLimit: 200, burstLimit: 400 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            ip: '$context.identity.sourceIp',
          }),
        ),
      },
    });

    const authorizer: IHttpRouteAuthorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
    });
    this.originVerifySecret = new Secret(this, 'OriginVerify', {
      description: 'Proves to the API functions that a request came through CloudFront',
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
      encryptionKey: props.encryption.key,
    });
    const options = {
      bundle: props.bundle ?? true,
      functionsSrcDir: props.functionsSrcDir ?? resolve(repositoryRoot, 'functions/src'),
      projectRoot: repositoryRoot,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logRetention,
      encryptionKey: props.encryption.key,
      environment: {
        TABLE_NAME: props.data.table.tableName,
        USER_POOL_ID: props.userPool.userPoolId,
        USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
        FILES_BUCKET: props.files.bucket.bucketName,
        CONNECTOR_EMAIL: props.connectorEmail,
        ORIGIN_VERIFY_SECRET_ARN: this.originVerifySecret.secretArn,
        ...(props.quotesUrl ? { QUOTES_URL: props.quotesUrl } : {}),
        ...props.partnerEnvironment,
      },
    };

    // One function, role, log group, integration and permission per area that serves a route.
    const functions: Record<string, LambdaFunction> = {};
    const integrations = new Map<string, HttpLambdaIntegration>();
    for (const area of new Set(props.routes.map((r) => props.bindings[r.name]!.area))) {
      const spec = props.areas[area]!;
      const unknown = spec.grants.filter((g) => g !== 'cognitoAdmin' && !objectGrants[g]);
      if (unknown.length > 0) throw new Error(`Area ${area} has unknown grants: ${unknown.join(', ')}`);
      const concurrency = reservedConcurrency[area] ?? DEFAULT_RESERVED_CONCURRENCY;
      const fn =
        area === PDF_AREA
          ? new PdfFunction(this, 'Pdf', {
              entry: resolve(options.functionsSrcDir, area, 'entry.ts'),
              bundle: options.bundle,
              projectRoot: repositoryRoot,
              webDistDir: props.webDistDir ?? resolve(repositoryRoot, 'web/dist'),
              environment: options.environment,
              logRetention,
              encryptionKey: props.encryption.key,
              reservedConcurrency: concurrency,
            }).function
          : areaFunction(this, area, spec.description, { ...options, reservedConcurrency: concurrency });
      props.data.grant(fn, ...tableActions);
      this.originVerifySecret.grantRead(fn);
      if (spec.grants.includes('cognitoAdmin'))
        fn.addToRolePolicy(
          new PolicyStatement({ actions: [...cognitoAdminActions], resources: [props.userPool.userPoolArn] }),
        );
      for (const grant of spec.grants) {
        const objects = objectGrants[grant];
        if (objects) props.files.grantObjects(fn, objects.prefix, objects.actions, objects.list);
      }
      if (area === PDF_AREA) this.pdfFunction = fn;
      functions[area] = fn;
      // One permission for the whole API rather than one per route: each route would cost another resource.
      integrations.set(
        area,
        new HttpLambdaIntegration(`${areaId(area)}Integration`, fn, { scopePermissionToRoute: false }),
      );
    }
    this.functions = functions;

    // Every contract route stays its own API Gateway route (its authorizer, its firewall rule).
    for (const route of props.routes) {
      const [created] = this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: integrations.get(props.bindings[route.name]!.area)!,
        ...(route.auth === 'user' ? { authorizer } : {}),
      });
      if (route.auth === 'public') acknowledge(created!, { 'AwsSolutions-APIG4': publicRouteReason(route) });
    }
  }

  /** The origin-verify secret as a CloudFormation dynamic reference (CloudFront's origin header), resolved at deploy time. */
  get originVerifyValue(): string {
    return this.originVerifySecret.secretValue.unsafeUnwrap();
  }

  /** Host name of the API's execute-api endpoint (the CloudFront origin for `/api/*`). */
  get originDomainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
