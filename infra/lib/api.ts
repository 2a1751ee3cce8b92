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
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { RouteDef } from '@circles/shared/api/define';
import { routeFunction, type RouteBinding } from './route-function';

const repositoryRoot = resolve(dirname(import.meta.dirname), '..');

/**
 * Cognito administration the identity handlers perform (create, register, sign in on behalf, disable,
 * enable, reset password, delete). Only functions of the areas in `cognitoAdminAreas` get them.
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
] as const;

/**
 * What route functions may do on the table: read, write and transactions (which need the per-item
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

/** Options of the API construct. */
export interface ApiProps {
  /** The contract routes to create (every one needs a binding). */
  readonly routes: readonly RouteDef[];
  /** Route name → handler module, the table of `functions/src/http/routes.ts`. */
  readonly bindings: Readonly<Record<string, RouteBinding>>;
  readonly table: ITable;
  readonly filesBucket: IBucket;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** Contact of the Community Connector, passed to the functions as CONNECTOR_EMAIL. */
  readonly connectorEmail: string;
  /**
   * Bundle the handlers with esbuild. Template tests turn it off: they check the wiring, not the code.
   * @default true
   */
  readonly bundle?: boolean;
  /**
   * Directory of the handler modules.
   * @default '<repository>/functions/src'
   */
  readonly functionsSrcDir?: string;
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
   * Areas (the folder in `handlers/<area>/`) whose functions may call the Cognito admin actions.
   * @default ['users']
   */
  readonly cognitoAdminAreas?: readonly string[];
  /**
   * Stage-wide throttling: a ceiling for the whole API, also when someone calls the execute-api
   * endpoint directly and so bypasses CloudFront and its web ACL.
   * @default { rateLimit: 200, burstLimit: 400 }
   */
  readonly throttle?: { readonly rateLimit: number; readonly burstLimit: number };
}

/** The area of a handler module: `handlers/users/get-user` → `users`. */
export function handlerArea(file: string): string | undefined {
  const [root, area] = file.split('/');
  return root === 'handlers' ? area : undefined;
}

/**
 * The HTTP API: one route and one Lambda function per contract route, the Cognito JWT authorizer on
 * every `user` route and none on `public` ones. Access logs carry the route template, never the path
 * or body, so no identifiers or answers land in them.
 */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /**
   * Shared by CloudFront (as the `x-origin-verify` origin header) and the functions
   * (ORIGIN_VERIFY_SECRET): a request carrying it came through the distribution, so its
   * `cloudfront-viewer-address` header is the real client address for the per-client rate limits.
   */
  readonly originVerifySecret: Secret;
  /** Route name → its function. */
  readonly functions: Readonly<Record<string, LambdaFunction>>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    const missing = props.routes.filter((r) => !props.bindings[r.name]).map((r) => r.name);
    if (missing.length > 0) throw new Error(`Contract routes without a binding: ${missing.join(', ')}`);

    const logRetention = props.logRetention ?? RetentionDays.ONE_MONTH;
    this.httpApi = new HttpApi(this, 'HttpApi', { description: 'Circles API', createDefaultStage: false });
    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: logRetention });
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
    });
    const adminAreas = new Set(props.cognitoAdminAreas ?? ['users']);
    const cognitoAdmin = new PolicyStatement({
      actions: [...cognitoAdminActions],
      resources: [props.userPool.userPoolArn],
    });
    const options = {
      bundle: props.bundle ?? true,
      functionsSrcDir: props.functionsSrcDir ?? resolve(repositoryRoot, 'functions/src'),
      projectRoot: repositoryRoot,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      logRetention,
      environment: {
        TABLE_NAME: props.table.tableName,
        USER_POOL_ID: props.userPool.userPoolId,
        USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
        FILES_BUCKET: props.filesBucket.bucketName,
        CONNECTOR_EMAIL: props.connectorEmail,
        ORIGIN_VERIFY_SECRET: this.originVerifyValue,
      },
    };

    const functions: Record<string, LambdaFunction> = {};
    for (const route of props.routes) {
      const binding = props.bindings[route.name]!;
      const fn = routeFunction(this, route, binding, options);
      props.table.grant(fn, ...tableActions);
      props.filesBucket.grantReadWrite(fn);
      const area = handlerArea(binding.file);
      if (area && adminAreas.has(area)) fn.addToRolePolicy(cognitoAdmin);
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${route.name}Integration`, fn),
        ...(route.auth === 'user' ? { authorizer } : {}),
      });
      functions[route.name] = fn;
    }
    this.functions = functions;
  }

  /** The origin-verify secret as a CloudFormation dynamic reference, resolved at deploy time. */
  get originVerifyValue(): string {
    return this.originVerifySecret.secretValue.unsafeUnwrap();
  }

  /** Host name of the API's execute-api endpoint (the CloudFront origin for `/api/*`). */
  get originDomainName(): string {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
