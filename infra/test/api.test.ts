import { beforeAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Api, cognitoAdminActions, handlerArea } from '../lib/api';
import { Auth } from '../lib/auth';
import { CirclesStack } from '../lib/circles-stack';
import { Data } from '../lib/data';
import { Files } from '../lib/files';
import type { RouteBinding } from '../lib/route-function';
import { bindings } from '@circles/functions/http/routes';
import { cdkContext, routes } from './fixtures';

const [first, second] = routes;

function apiStack(bindings: Record<string, RouteBinding>, bundle = false): Stack {
  const stack = new Stack(new App({ context: cdkContext }), 'ApiTest', {
    env: { account: '111111111111', region: 'ca-central-1' },
  });
  const auth = new Auth(stack, 'Auth');
  new Api(stack, 'Api', {
    routes: [first!, second!],
    bindings,
    table: new Data(stack, 'Data').table,
    filesBucket: new Files(stack, 'Files').bucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    connectorEmail: 'connector@example.org',
    bundle,
  });
  return stack;
}

/** Actions of the IAM policies attached to the role of the function with this description. */
function actionsOf(template: Template, description: string): string[] {
  const [fn] = Object.values(
    template.findResources('AWS::Lambda::Function', { Properties: { Description: description } }),
  ) as {
    Properties: { Role: { 'Fn::GetAtt': [string, string] } };
  }[];
  const roleId = fn!.Properties.Role['Fn::GetAtt'][0];
  const policies = Object.values(
    template.findResources('AWS::IAM::Policy', { Properties: { Roles: [{ Ref: roleId }] } }),
  ) as { Properties: { PolicyDocument: { Statement: { Action: string | string[] }[] } } }[];
  return policies.flatMap((p) => p.Properties.PolicyDocument.Statement.flatMap((s) => s.Action));
}

describe('handlerArea', () => {
  it('reads the area from the handler folder', () => {
    expect(handlerArea('handlers/users/get-user')).toBe('users');
    expect(handlerArea('jobs/export')).toBeUndefined();
  });
});

describe('function grants', () => {
  let template: Template;

  beforeAll(() => {
    const bindings = {
      [first!.name]: { file: 'handlers/users/a' },
      [second!.name]: { file: 'handlers/modules/b' },
    };
    template = Template.fromStack(apiStack(bindings));
  }, 60_000);

  it('gives the Cognito admin actions only to functions of the users area', () => {
    const usersActions = actionsOf(template, `${first!.method} ${first!.path}`);
    const otherActions = actionsOf(template, `${second!.method} ${second!.path}`);
    expect(usersActions).toEqual(expect.arrayContaining([...cognitoAdminActions]));
    expect(otherActions.some((a) => a.startsWith('cognito-idp:'))).toBe(false);
  });

  it('lets every function read and write the table and the files bucket', () => {
    for (const route of [first!, second!]) {
      const actions = actionsOf(template, `${route.method} ${route.path}`);
      expect(actions).toEqual(
        expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query', 's3:GetObject*', 's3:PutObject']),
      );
      expect(actions).not.toContain('dynamodb:Scan');
    }
  });
});

describe('bindings', () => {
  it('refuses a contract route without a binding', () => {
    expect(() => apiStack({ [first!.name]: { file: 'handlers/users/a' } })).toThrow(second!.name);
  });

  it('refuses to synthesize when a bound handler file does not exist', () => {
    expect(() =>
      apiStack(
        { [first!.name]: { file: 'handlers/none/a' }, [second!.name]: { file: 'handlers/none/b' } },
        true,
      ),
    ).toThrow('handlers/none/a.ts, which does not exist');
  });
});

describe('bundling', () => {
  it('bundles a bound handler that exists into a zip asset with source maps enabled', () => {
    const stack = apiStack(
      {
        [first!.name]: bindings[first!.name as keyof typeof bindings],
        [second!.name]: bindings[second!.name as keyof typeof bindings],
      },
      true,
    );
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      Description: `${first!.method} ${first!.path}`,
      Handler: 'index.handler',
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      Code: { S3Key: Match.stringLikeRegexp('\\.zip$') },
      Environment: { Variables: Match.objectLike({ NODE_OPTIONS: '--enable-source-maps' }) },
    });
  }, 60_000);
});

describe('stack placement', () => {
  it('refuses to build a web ACL outside us-east-1', () => {
    const app = new App({ context: cdkContext });
    expect(
      () =>
        new CirclesStack(app, 'Circles', {
          env: { account: '111111111111', region: 'ca-central-1' },
          bindings: {},
          bundle: false,
        }),
    ).toThrow('us-east-1');
  });
});
