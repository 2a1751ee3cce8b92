import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { pathStatement, rateRules, wafRate } from '../lib/rate-rules';
import { routes, synthCircles } from './fixtures';

describe('wafRate', () => {
  it('keeps a contract limit whose window WAF accepts', () => {
    expect(wafRate(10, 600)).toEqual({ limit: 10, evaluationWindowSec: 600 });
    expect(wafRate(20, 300)).toEqual({ limit: 20, evaluationWindowSec: 300 });
  });

  it('scales the limit to the next window WAF accepts', () => {
    expect(wafRate(30, 30)).toEqual({ limit: 60, evaluationWindowSec: 60 });
    expect(wafRate(100, 200)).toEqual({ limit: 150, evaluationWindowSec: 300 });
  });

  it('caps the window at ten minutes and raises tiny limits to the WAF minimum', () => {
    expect(wafRate(60, 3600)).toEqual({ limit: 10, evaluationWindowSec: 600 });
  });
});

describe('pathStatement', () => {
  it('matches a fixed path exactly after decoding and lower-casing', () => {
    expect(pathStatement('/api/users/selfRegister')).toEqual({
      byteMatchStatement: expect.objectContaining({
        positionalConstraint: 'EXACTLY',
        searchString: '/api/users/selfregister',
        textTransformations: [
          { priority: 0, type: 'URL_DECODE' },
          { priority: 1, type: 'LOWERCASE' },
        ],
      }),
    });
  });

  it('matches one path segment per parameter', () => {
    const statement = pathStatement('/api/public/{token}/answers');
    const regex = new RegExp(
      (statement.regexMatchStatement as CfnWebACL.RegexMatchStatementProperty).regexString,
    );
    expect(regex.test('/api/public/abc123/answers')).toBe(true);
    expect(regex.test('/api/public/a/b/answers')).toBe(false);
    expect(regex.test('/api/public/abc123/answers/x')).toBe(false);
  });
});

describe('rateRules', () => {
  it('adds a rule per rate-limited public route, then a ceiling over /api/', () => {
    const limited = routes.filter((r) => r.auth === 'public' && r.rateLimit);
    const rules = rateRules(routes, { apiLimitPer5Minutes: 3000 }, 2);
    expect(rules.map((r) => r.name)).toEqual([...limited.map((r) => `Rate-${r.name}`), 'Rate-Api']);
    expect(rules.map((r) => r.priority)).toEqual(rules.map((_, i) => i + 2));
  });

  it('never rate-limits a user route on its own', () => {
    const userRoute = { ...routes[0]!, auth: 'user' as const, rateLimit: { limit: 10, windowSeconds: 60 } };
    expect(rateRules([userRoute], { apiLimitPer5Minutes: 3000 }).map((r) => r.name)).toEqual(['Rate-Api']);
  });
});

describe('web ACL', () => {
  let edge: Template | undefined;

  // The first synthesis loads most of aws-cdk-lib, which takes a while on a busy machine.
  beforeAll(() => {
    edge = synthCircles().edge;
  }, 60_000);

  it('lives in a us-east-1 edge stack when the app is elsewhere, with a rate rule per limited route', () => {
    expect(edge).toBeDefined();
    const limited = routes.filter((r) => r.auth === 'public' && r.rateLimit);
    expect(limited.length).toBeGreaterThan(0);
    edge!.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith(
        limited.map((route) => {
          const rate = wafRate(route.rateLimit!.limit, route.rateLimit!.windowSeconds);
          return Match.objectLike({
            Name: `Rate-${route.name}`,
            Action: { Block: { CustomResponse: { ResponseCode: 429 } } },
            Statement: {
              RateBasedStatement: Match.objectLike({
                Limit: rate.limit,
                EvaluationWindowSec: rate.evaluationWindowSec,
                AggregateKeyType: 'IP',
              }),
            },
          });
        }),
      ),
    });
  });

  it('keeps whole requests, and so bearer tokens, out of sampled requests', () => {
    const [acl] = Object.values(edge!.findResources('AWS::WAFv2::WebACL')) as {
      Properties: { Rules: { VisibilityConfig: { SampledRequestsEnabled: boolean } }[] };
    }[];
    expect(acl!.Properties.Rules.every((r) => !r.VisibilityConfig.SampledRequestsEnabled)).toBe(true);
  });

  it('lives in the one stack when the app is in us-east-1', () => {
    const { main, edge } = synthCircles({ region: 'us-east-1' });
    expect(edge).toBeUndefined();
    main.resourceCountIs('AWS::WAFv2::WebACL', 1);
    main.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        WebACLId: { 'Fn::GetAtt': [Match.stringLikeRegexp('Firewall'), 'Arn'] },
      }),
    });
  }, 60_000);
});
