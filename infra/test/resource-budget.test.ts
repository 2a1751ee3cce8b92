import { describe, expect, it } from 'vitest';
import { areas } from '@circles/functions/areas';
import { futureAreas, resourceCount, routes, synthCircles, synthWithPlaceholders } from './fixtures';

/** CloudFormation refuses a stack past 500 resources; the budget keeps the whole contract far below it. */
const TEMPLATE_BUDGET = 300;
/** The routes the contract will have (issue 7: about 80 more than today), with room to spare. */
const FULL_CONTRACT_ROUTES = 120;

const allAreas = [...Object.keys(areas), ...Object.keys(futureAreas)];

function functionCount(template: ReturnType<typeof synthWithPlaceholders>, areaNames: string[]): number {
  const descriptions = Object.values(template.findResources('AWS::Lambda::Function')).map((fn) =>
    String((fn as { Properties: { Description?: string } }).Properties.Description),
  );
  return descriptions.filter((d) => areaNames.some((area) => d.startsWith(`${area} area:`))).length;
}

describe('resource budget', () => {
  it('creates one function per area, however many routes each area serves', () => {
    const today = synthCircles().main;
    expect(functionCount(today, Object.keys(areas))).toBe(Object.keys(areas).length);
    const grown = synthWithPlaceholders(40, allAreas);
    expect(functionCount(grown, allAreas)).toBe(allAreas.length);
  }, 120_000);

  it('costs the template at most two resources per added route', () => {
    // Both syntheses have every area already, so the difference is what the routes alone cost.
    const fewer = resourceCount(synthWithPlaceholders(allAreas.length, allAreas));
    const more = resourceCount(synthWithPlaceholders(allAreas.length + 30, allAreas));
    expect((more - fewer) / 30).toBeLessThanOrEqual(2);
  }, 120_000);

  it(`stays within ${TEMPLATE_BUDGET} resources with ${FULL_CONTRACT_ROUTES} routes`, () => {
    const template = synthWithPlaceholders(FULL_CONTRACT_ROUTES - routes.length, allAreas);
    template.resourceCountIs('AWS::ApiGatewayV2::Route', FULL_CONTRACT_ROUTES);
    expect(resourceCount(template)).toBeLessThanOrEqual(TEMPLATE_BUDGET);
  }, 120_000);
});
