import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { tableDefinition } from '@circles/functions/platform/data/table-definition';
import { bindings } from '@circles/functions/areas';
import { userGroups } from '../lib/auth';
import { areaFunctions, resourcesOf, routes, synthCircles } from './fixtures';

let template: Template;

// The first synthesis loads most of aws-cdk-lib, which takes a while on a busy machine.
beforeAll(() => {
  template = synthCircles().main;
}, 60_000);

describe('data', () => {
  it('creates one on-demand table with PITR, deletion protection, TTL and the three GSIs, retained', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: tableDefinition.globalSecondaryIndexes.map((gsi) =>
          Match.objectLike({
            IndexName: gsi.indexName,
            KeySchema: [
              { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
              { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
            ],
          }),
        ),
      }),
    });
  });
});

describe('auth', () => {
  it('lets users sign in with email or phone number and only admins create users', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: Match.arrayEquals(['email', 'phone_number']),
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      DeletionProtection: 'ACTIVE',
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 8,
          RequireNumbers: true,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it('creates the four role groups', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolGroup', userGroups.length);
    for (const group of ['Admin', 'Coordinator', 'Volunteer', 'Patient']) {
      template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group });
    }
  });

  it('has a public app client with USER_PASSWORD_AUTH and refresh, without SRP', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_ADMIN_USER_PASSWORD_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
      PreventUserExistenceErrors: 'ENABLED',
    });
  });
});

describe('api', () => {
  const routeFunctions = () => areaFunctions(template);

  it('creates one Node.js 24 arm64 function per area (the PDF function x86_64 for Chromium)', () => {
    const fns = routeFunctions();
    expect(fns).toHaveLength(new Set(Object.values(bindings).map((b) => b.area)).size);
    for (const fn of fns) {
      expect(fn.Properties.Runtime).toBe('nodejs24.x');
      const pdf = String(fn.Properties.Description).startsWith('pdf area');
      expect(fn.Properties.Architectures).toEqual([pdf ? 'x86_64' : 'arm64']);
    }
  });

  it('gives every function the runtime configuration', () => {
    for (const fn of routeFunctions()) {
      const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining([
          'TABLE_NAME',
          'USER_POOL_ID',
          'USER_POOL_CLIENT_ID',
          'FILES_BUCKET',
          'CONNECTOR_EMAIL',
        ]),
      );
      expect(env.CONNECTOR_EMAIL).toBe('connector@circles.example.org');
    }
  });

  it('creates a route for every contract route, with the JWT authorizer exactly on the user routes', () => {
    const created = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route'));
    expect(created).toHaveLength(routes.length);
    for (const route of routes) {
      const found = created.find((r) => r.Properties.RouteKey === `${route.method} ${route.path}`);
      expect(found, `${route.method} ${route.path}`).toBeDefined();
      if (route.auth === 'user') {
        expect(found!.Properties.AuthorizationType).toBe('JWT');
        expect(found!.Properties.AuthorizerId).toBeDefined();
      } else {
        expect(found!.Properties.AuthorizationType).toBe('NONE');
        expect(found!.Properties.AuthorizerId).toBeUndefined();
      }
    }
  });

  it('checks tokens against the user pool and the web client', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: Match.stringLikeRegexp('WebClient') }],
        Issuer: Match.objectLike({
          'Fn::Join': Match.arrayWith([Match.arrayWith([Match.stringLikeRegexp('cognito-idp')])]),
        }),
      },
    });
  });

  it('throttles the stage and writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: 200, ThrottlingBurstLimit: 400 }),
      AccessLogSettings: Match.objectLike({ Format: Match.stringLikeRegexp('routeKey') }),
    });
  });

  it('alarms on 5xx answers and on throttled functions', () => {
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: '5xx',
      Namespace: 'AWS/ApiGateway',
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Metrics: Match.arrayWith([Match.objectLike({ Expression: Match.stringLikeRegexp('^SUM\\(\\[FILL') })]),
    });
  });

  it('watches the throttles of every area function', () => {
    const watched = JSON.stringify(
      Object.values(resourcesOf(template, 'AWS::CloudWatch::Alarm')).map((a) => a.Properties.Metrics),
    );
    const functionIds = Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))
      .filter(([, fn]) => /^[a-z-]+ area:/.test(String(fn.Properties.Description)))
      .map(([id]) => id);
    expect(functionIds).toHaveLength(new Set(Object.values(bindings).map((b) => b.area)).size);
    for (const id of functionIds) expect(watched).toContain(`"Ref":"${id}"`);
  });
});
