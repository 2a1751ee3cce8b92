import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as z from 'zod';
import { contract } from '@circles/shared/api/contract';
import type { RouteDef } from '@circles/shared/api/define';
import { areas, bindings } from '@circles/functions/areas';
import type { AreaSpec, RouteBinding } from '../lib/api';
import { addCirclesStacks, type CirclesAppOptions } from '../lib/circles-app';

/** Every contract route, as the stack loops over them. */
export const routes = Object.values(contract);

/** A web build directory that does not exist: tests do not depend on whether web/ was built. */
export const noWebBuild = join(tmpdir(), 'circles-infra-test-no-web-build');

/** The context of cdk.json (the feature flags), so tests synthesize what `cdk synth` does. */
export const cdkContext = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  }
).context;

/** Synthesizes the app the way bin/app.ts does, without bundling, and returns the templates. */
export function synthCircles(overrides: Partial<CirclesAppOptions> = {}): {
  main: Template;
  edge?: Template;
} {
  const app = new App({ context: cdkContext });
  const { stack, edge } = addCirclesStacks(app, {
    account: '111111111111',
    region: 'ca-central-1',
    bindings,
    areas,
    bundle: false,
    webDistDir: noWebBuild,
    ...overrides,
  });
  return { main: Template.fromStack(stack), ...(edge ? { edge: Template.fromStack(edge) } : {}) };
}

/** A resource of a synthesized template, as far as the tests read it. */
export interface ResourceJson {
  readonly Properties: Record<string, unknown>;
  readonly DeletionPolicy?: string;
}

/** The resources of one type, by logical id. */
export function resourcesOf(template: Template, type: string): Record<string, ResourceJson> {
  return template.findResources(type) as Record<string, ResourceJson>;
}

/**
 * Areas the contract will grow into (ARCHITECTURE.md), for placeholder routes: none left since the
 * reports (issue 11) and pdf (issue 12) areas became real.
 */
export const futureAreas = {} as const satisfies Record<string, AreaSpec>;

/**
 * `count` made-up routes spread over `areaNames` (user and public ones, some with parameters), with
 * their bindings: the shape of the routes to come, to measure what each one costs the template.
 */
export function placeholderRoutes(
  count: number,
  areaNames: readonly string[],
): { routes: RouteDef[]; bindings: Record<string, RouteBinding> } {
  const routes: RouteDef[] = [];
  const placeholderBindings: Record<string, RouteBinding> = {};
  for (let i = 0; i < count; i++) {
    const area = areaNames[i % areaNames.length]!;
    const name = `placeholder${i}`;
    routes.push({
      name,
      method: i % 3 === 0 ? 'POST' : 'GET',
      path: i % 2 === 0 ? `/api/${area}/p${i}` : `/api/${area}/p${i}/{id}`,
      auth: i % 10 === 0 ? 'public' : 'user',
      response: z.object({}),
    });
    placeholderBindings[name] = { area };
  }
  return { routes, bindings: placeholderBindings };
}

/** The main template with today's routes plus `extra` placeholder routes over `areaNames`. */
export function synthWithPlaceholders(extra: number, areaNames: readonly string[]): Template {
  const placeholders = placeholderRoutes(extra, areaNames);
  return synthCircles({
    routes: [...routes, ...placeholders.routes],
    bindings: { ...bindings, ...placeholders.bindings },
    areas: { ...areas, ...futureAreas },
  }).main;
}

/** Number of resources in a template. */
export function resourceCount(template: Template): number {
  return Object.keys((template.toJSON() as { Resources: object }).Resources).length;
}

/** The area functions of a template (their description starts with `<area> area:`). */
export function areaFunctions(template: Template): ResourceJson[] {
  return Object.values(resourcesOf(template, 'AWS::Lambda::Function')).filter((fn) =>
    /^[a-z-]+ area:/.test(String(fn.Properties.Description)),
  );
}

/** A statement of an IAM policy, as the tests read it. */
export interface StatementJson {
  readonly Action: string | string[];
  readonly Resource: unknown;
  readonly Effect: string;
  readonly Condition?: unknown;
}

/**
 * Every statement of the policies attached to the role `roleId`: inline ones (AWS::IAM::Policy) and
 * customer-managed ones (AWS::IAM::ManagedPolicy, where ManagedPolicyRole puts every grant).
 */
export function statementsOfRole(template: Template, roleId: string): StatementJson[] {
  const ref = JSON.stringify({ Ref: roleId });
  return ['AWS::IAM::Policy', 'AWS::IAM::ManagedPolicy'].flatMap((type) =>
    Object.values(resourcesOf(template, type))
      .filter((p) => JSON.stringify(p.Properties.Roles ?? []).includes(ref))
      .flatMap((p) => (p.Properties.PolicyDocument as { Statement: StatementJson[] }).Statement),
  );
}

/** The statements of the role of the function `fnId`. */
export function statementsOfFunction(template: Template, fnId: string): StatementJson[] {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[fnId]!;
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  return statementsOfRole(template, roleId);
}

/** The actions of a statement, as a list. */
export const actionsOfStatement = (s: StatementJson): string[] => [s.Action].flat();
