import type { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { RouteDef } from '@circles/shared/api/define';

/** Evaluation windows a WAF rate-based rule accepts, in seconds. */
export const wafWindows = [60, 120, 300, 600] as const;
/** The smallest limit a WAF rate-based rule accepts. */
export const wafMinimumLimit = 10;

/**
 * Maps a contract rate limit (n requests per window) onto what WAF accepts: the smallest allowed window
 * that covers it, with the limit scaled to that window and raised to WAF's minimum.
 */
export function wafRate(
  limit: number,
  windowSeconds: number,
): { limit: number; evaluationWindowSec: number } {
  const evaluationWindowSec = wafWindows.find((w) => w >= windowSeconds) ?? 600;
  const scaled = Math.floor((limit * evaluationWindowSec) / windowSeconds);
  return { limit: Math.max(wafMinimumLimit, scaled), evaluationWindowSec };
}

const decoded: CfnWebACL.TextTransformationProperty[] = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'LOWERCASE' },
];

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A WAF statement matching the route's path: exact for a fixed path, a regular expression when the
 * path has `{parameters}`. Decoded and lower-cased first, so `%6Cogin` or `LOGIN` cannot dodge it.
 */
export function pathStatement(path: string): CfnWebACL.StatementProperty {
  const lower = path.toLowerCase();
  if (!lower.includes('{')) {
    return {
      byteMatchStatement: {
        fieldToMatch: { uriPath: {} },
        positionalConstraint: 'EXACTLY',
        searchString: lower,
        textTransformations: decoded,
      },
    };
  }
  const regex = `^${lower
    .split(/\{[^}]+\}/)
    .map(escapeRegex)
    .join('[^/]+')}$`;
  return {
    regexMatchStatement: { fieldToMatch: { uriPath: {} }, regexString: regex, textTransformations: decoded },
  };
}

function visibility(name: string): CfnWebACL.VisibilityConfigProperty {
  // Sampled requests would keep whole requests, bearer tokens included: metrics only.
  return { cloudWatchMetricsEnabled: true, metricName: name, sampledRequestsEnabled: false };
}

/** What the web ACL rules are built from. */
export interface RateRuleOptions {
  /** Requests per five minutes one client address may make to all of `/api/`. */
  readonly apiLimitPer5Minutes: number;
}

/**
 * The rate-based rules of the web ACL, from the contract: one per public route that declares a
 * `rateLimit` (per client address, on that method and path), then one ceiling over the whole API.
 * Priorities start at `firstPriority`; over the limit, WAF answers 429.
 */
export function rateRules(
  routes: readonly RouteDef[],
  options: RateRuleOptions,
  firstPriority = 0,
): CfnWebACL.RuleProperty[] {
  const rules: CfnWebACL.RuleProperty[] = [];
  const block = { block: { customResponse: { responseCode: 429 } } };
  for (const route of routes) {
    if (route.auth !== 'public' || !route.rateLimit) continue;
    const name = `Rate-${route.name}`;
    rules.push({
      name,
      priority: firstPriority + rules.length,
      action: block,
      visibilityConfig: visibility(name),
      statement: {
        rateBasedStatement: {
          ...wafRate(route.rateLimit.limit, route.rateLimit.windowSeconds),
          aggregateKeyType: 'IP',
          scopeDownStatement: {
            andStatement: {
              statements: [
                pathStatement(route.path),
                {
                  byteMatchStatement: {
                    fieldToMatch: { method: {} },
                    positionalConstraint: 'EXACTLY',
                    searchString: route.method,
                    textTransformations: [{ priority: 0, type: 'NONE' }],
                  },
                },
              ],
            },
          },
        },
      },
    });
  }
  rules.push({
    name: 'Rate-Api',
    priority: firstPriority + rules.length,
    action: block,
    visibilityConfig: visibility('Rate-Api'),
    statement: {
      rateBasedStatement: {
        limit: Math.max(wafMinimumLimit, options.apiLimitPer5Minutes),
        evaluationWindowSec: 300,
        aggregateKeyType: 'IP',
        scopeDownStatement: {
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: 'STARTS_WITH',
            searchString: '/api/',
            textTransformations: decoded,
          },
        },
      },
    },
  });
  return rules;
}
