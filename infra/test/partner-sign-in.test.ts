import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { partnerFromContext, type PartnerSettings } from '../lib/partner-sign-in';
import { contentSecurityPolicy } from '../lib/web';
import { areaFunctions, resourcesOf, synthCircles } from './fixtures';

const PARTNER: PartnerSettings = {
  name: 'WECCC',
  signInUrl: 'https://login.partner.example.org/api/signin',
  jwksUrl: 'https://login.partner.example.org/.well-known/jwks.json',
  issuer: 'https://login.partner.example.org',
  audience: 'circles',
};

const CONTEXT: Record<string, string> = {
  partnerName: PARTNER.name,
  partnerSignInUrl: PARTNER.signInUrl,
  partnerJwksUrl: PARTNER.jwksUrl,
  partnerIssuer: PARTNER.issuer,
  partnerAudience: PARTNER.audience,
};

describe('partner sign-in configuration from CDK context (issue 23)', () => {
  it('is absent without any partner context, and complete with all five values', () => {
    expect(partnerFromContext(() => undefined)).toBeUndefined();
    expect(partnerFromContext((key) => CONTEXT[key])).toEqual(PARTNER);
  });

  it('stops the synthesis when only part of it is given, or an address is not https', () => {
    expect(() => partnerFromContext((key) => (key === 'partnerName' ? 'WECCC' : undefined))).toThrow(
      /partnerSignInUrl, partnerJwksUrl, partnerIssuer, partnerAudience/,
    );
    expect(() =>
      partnerFromContext((key) =>
        key === 'partnerJwksUrl' ? 'http://partner.example.org/jwks' : CONTEXT[key],
      ),
    ).toThrow(/partnerJwksUrl must be an https/);
  });

  it("lets the web app's CSP reach the partner's sign-in origin only when configured", () => {
    expect(contentSecurityPolicy('ca-central-1')).not.toContain('partner.example.org');
    expect(contentSecurityPolicy('ca-central-1', PARTNER.signInUrl)).toMatch(
      /connect-src [^;]* https:\/\/login\.partner\.example\.org;/,
    );
  });
});

describe('the stack with a partner', () => {
  const { main } = synthCircles({ partner: PARTNER });

  it("adds the custom-auth triggers to the pool and allows the client's custom flow", () => {
    main.hasResourceProperties('AWS::Cognito::UserPool', {
      LambdaConfig: {
        DefineAuthChallenge: Match.anyValue(),
        CreateAuthChallenge: Match.anyValue(),
        VerifyAuthChallengeResponse: Match.anyValue(),
      },
      Schema: Match.arrayWith([Match.objectLike({ Name: 'partner_sub', Mutable: true })]),
    });
    main.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ExplicitAuthFlows: Match.arrayWith(['ALLOW_CUSTOM_AUTH']),
    });
  });

  it('never lets a user write their own partner subject with their token', () => {
    const client = Object.values(resourcesOf(main, 'AWS::Cognito::UserPoolClient'))[0]!;
    const writable = client.Properties.WriteAttributes as string[];
    expect(writable).toEqual(expect.arrayContaining(['email', 'phone_number', 'name']));
    expect(writable.some((a) => a.startsWith('custom:'))).toBe(false);
  });

  it("gives the users area the partner's key set, issuer and audience", () => {
    const users = areaFunctions(main).find((fn) =>
      String(fn.Properties.Description).startsWith('users area:'),
    )!;
    expect((users.Properties.Environment as { Variables: Record<string, unknown> }).Variables).toMatchObject({
      PARTNER_JWKS_URL: PARTNER.jwksUrl,
      PARTNER_ISSUER: PARTNER.issuer,
      PARTNER_AUDIENCE: PARTNER.audience,
    });
  });
});

describe('the stack without a partner', () => {
  const { main } = synthCircles();

  it('has no custom-auth triggers and no custom flow', () => {
    const pool = Object.values(resourcesOf(main, 'AWS::Cognito::UserPool'))[0]!;
    expect(pool.Properties.LambdaConfig).toBeUndefined();
    const client = Object.values(resourcesOf(main, 'AWS::Cognito::UserPoolClient'))[0]!;
    expect(client.Properties.ExplicitAuthFlows).not.toContain('ALLOW_CUSTOM_AUTH');
  });
});
