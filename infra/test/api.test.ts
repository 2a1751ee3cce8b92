import { beforeAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { Api, cognitoAdminActions, type AreaSpec, type RouteBinding } from '../lib/api';
import { Auth } from '../lib/auth';
import { CirclesStack } from '../lib/circles-stack';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { Data } from '../lib/data';
import { Encryption } from '../lib/encryption';
import { Files } from '../lib/files';
import { areas, bindings } from '@circles/functions/areas';
import { actionsOfStatement, cdkContext, routes, statementsOfRole } from './fixtures';

const [first, second, third] = routes;

function apiStack(
  routeBindings: Record<string, RouteBinding>,
  areaSpecs: Record<string, AreaSpec>,
  bundle = false,
  apiRoutes = [first!, second!, third!].filter((r) => routeBindings[r.name]),
  quotesUrl?: string,
): Stack {
  const stack = new Stack(new App({ context: cdkContext }), 'ApiTest', {
    env: { account: '111111111111', region: 'ca-central-1' },
  });
  const auth = new Auth(stack, 'Auth');
  const encryption = new Encryption(stack, 'Encryption', { description: 'test' });
  new Api(stack, 'Api', {
    routes: apiRoutes,
    bindings: routeBindings,
    areas: areaSpecs,
    data: new Data(stack, 'Data', { encryption }),
    files: new Files(stack, 'Files', { encryption, accessLogsBucket: new Bucket(stack, 'Logs') }),
    encryption,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    connectorEmail: 'connector@example.org',
    ...(quotesUrl ? { quotesUrl } : {}),
    bundle,
  });
  return stack;
}

/** Statements of the IAM policies attached to the role of the function of this area. */
function statementsOf(template: Template, area: string) {
  const [fn] = Object.values(
    template.findResources('AWS::Lambda::Function', {
      Properties: { Description: Match.stringLikeRegexp(`^${area} area:`) },
    }),
  ) as {
    Properties: { Role: { 'Fn::GetAtt': [string, string] } };
  }[];
  return statementsOfRole(template, fn!.Properties.Role['Fn::GetAtt'][0]);
}

/** Actions of the IAM policies attached to the role of the function of this area. */
function actionsOf(template: Template, area: string): string[] {
  return statementsOf(template, area).flatMap(actionsOfStatement);
}

describe('area grants', () => {
  let template: Template;

  beforeAll(() => {
    template = Template.fromStack(
      apiStack(
        {
          [first!.name]: { area: 'identity' },
          [second!.name]: { area: 'reports' },
          [third!.name]: { area: 'notes' },
        },
        {
          identity: { grants: ['cognitoAdmin'], description: 'Identity' },
          reports: { grants: ['noteAttachments'], description: 'Reports' },
          notes: { grants: [], description: 'Notes' },
        },
      ),
    );
  }, 60_000);

  it('gives the Cognito admin actions only to the area granted them', () => {
    expect(actionsOf(template, 'identity')).toEqual(expect.arrayContaining([...cognitoAdminActions]));
    for (const area of ['reports', 'notes'])
      expect(actionsOf(template, area).some((a) => a.startsWith('cognito-idp:'))).toBe(false);
  });

  it('gives the files bucket only to the area granted it, named actions on its one prefix', () => {
    const s3 = statementsOf(template, 'reports').filter((s) =>
      actionsOfStatement(s).some((a) => a.startsWith('s3:')),
    );
    const objects = s3.find((s) => actionsOfStatement(s).includes('s3:PutObject'))!;
    expect(actionsOfStatement(objects).sort()).toEqual(['s3:DeleteObject', 's3:GetObject', 's3:PutObject']);
    expect(JSON.stringify(objects.Resource)).toContain('/notes/*');
    expect(s3.flatMap(actionsOfStatement).some((a) => a.includes('*'))).toBe(false);
    for (const area of ['identity', 'notes'])
      expect(actionsOf(template, area).some((a) => a.startsWith('s3:'))).toBe(false);
  });

  it('names each index of the table instead of index/*, and uses the key only through DynamoDB', () => {
    const statements = statementsOf(template, 'notes');
    const table = statements.find((s) => actionsOfStatement(s).includes('dynamodb:Query'))!;
    const resources = JSON.stringify(table.Resource);
    expect(resources).not.toContain('index/*');
    for (const gsi of ['gsi1', 'gsi2', 'gsi3']) expect(resources).toContain(`/index/${gsi}`);
    const kms = statements.find((s) => actionsOfStatement(s).includes('kms:Decrypt'))!;
    expect(JSON.stringify(kms.Condition)).toContain('dynamodb.ca-central-1.amazonaws.com');
  });

  it('refuses an area grant it does not know', () => {
    expect(() =>
      apiStack({ [first!.name]: { area: 'odd' } }, { odd: { grants: ['files'], description: 'Odd' } }),
    ).toThrow('unknown grants: files');
  });

  it('lets every area read and write the table, never scan it', () => {
    for (const area of ['identity', 'reports', 'notes']) {
      const actions = actionsOf(template, area);
      expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query']));
      expect(actions).not.toContain('dynamodb:Scan');
    }
  });

  it('invokes each area function through one integration and one API-wide permission', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', 3);
    template.resourceCountIs('AWS::Lambda::Permission', 3);
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 3);
  });
});

describe('the real areas', () => {
  it('let only the identity area (users) administer Cognito, and let it delete note PDFs (erasing a member)', () => {
    const template = Template.fromStack(
      apiStack({ [first!.name]: bindings.usersSelfRegister, [second!.name]: bindings.usersLogin }, areas),
    );
    expect(actionsOf(template, 'users')).toEqual(expect.arrayContaining([...cognitoAdminActions]));
    // Deleting a user erases the PDFs of their notes: delete under notes/, nothing else of the bucket.
    const s3 = statementsOf(template, 'users').filter((s) =>
      actionsOfStatement(s).some((a) => a.startsWith('s3:')),
    );
    expect(s3.flatMap(actionsOfStatement)).toEqual(['s3:DeleteObject']);
    expect(JSON.stringify(s3[0]!.Resource)).toContain('/notes/*');
  }, 60_000);
});

describe('bindings', () => {
  const oneArea = { users: { grants: [], description: 'Users' } };

  it('refuses a contract route without a binding', () => {
    expect(() => apiStack({ [first!.name]: { area: 'users' } }, oneArea, false, [first!, second!])).toThrow(
      second!.name,
    );
  });

  it('refuses a route bound to an area that is not declared', () => {
    expect(() => apiStack({ [first!.name]: { area: 'nowhere' } }, oneArea)).toThrow('undeclared area');
  });

  it('refuses to synthesize when an area has no entry file', () => {
    expect(() =>
      apiStack({ [first!.name]: { area: 'none' } }, { none: { grants: [], description: 'None' } }, true),
    ).toThrow('functions/src/none/entry.ts does not exist');
  });
});

describe('bundling', () => {
  it('bundles an area entry into a zip asset with source maps enabled', () => {
    const stack = apiStack({ [first!.name]: bindings.usersSelfRegister }, areas, true);
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('^users area:'),
      Handler: 'index.handler',
      Runtime: 'nodejs24.x',
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
          areas: {},
          bundle: false,
        }),
    ).toThrow('us-east-1');
  });
});

describe('Thought for the Day', () => {
  const variables = (stack: Stack) =>
    Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')).map(
      (fn) =>
        (fn as { Properties: { Environment: { Variables: Record<string, unknown> } } }).Properties.Environment
          .Variables,
    );

  it('hands the configured quotes service to the functions as QUOTES_URL, and none without one', () => {
    const one = { [first!.name]: bindings.quotesToday };
    const withUrl = variables(apiStack(one, areas, false, [first!], 'https://quotes.example.org/today.json'));
    expect(withUrl.map((v) => v.QUOTES_URL)).toEqual(['https://quotes.example.org/today.json']);
    const without = variables(apiStack(one, areas, false, [first!]));
    expect(without).toHaveLength(1);
    expect(without.map((v) => 'QUOTES_URL' in v)).toEqual([false]);
  });
});
