import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { contract } from '@circles/shared/api/contract';
import { bindings } from '@circles/functions/http/routes';
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
