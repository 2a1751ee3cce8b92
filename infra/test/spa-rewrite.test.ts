import { describe, expect, it } from 'vitest';
import { spaRewriteCode } from '../lib/spa-rewrite';

type Handler = (event: { request: { uri: string } }) => { uri: string };
// The code runs in CloudFront's runtime, so test the very string that is deployed.
// eslint-disable-next-line @typescript-eslint/no-implied-eval
const load = new Function(`${spaRewriteCode}; return handler;`) as () => Handler;
const handler = load();
const rewrite = (uri: string) => handler({ request: { uri } }).uri;

describe('spa rewrite', () => {
  it('serves the staff and member app for app paths', () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/dashboard')).toBe('/index.html');
    expect(rewrite('/users/01HX/profile')).toBe('/index.html');
  });

  it('serves the public screener from socialrisk.html', () => {
    expect(rewrite('/socialrisk')).toBe('/socialrisk.html');
    expect(rewrite('/socialrisk/thanks')).toBe('/socialrisk.html');
  });

  it('leaves files alone', () => {
    expect(rewrite('/assets/app-1234.js')).toBe('/assets/app-1234.js');
    expect(rewrite('/config.json')).toBe('/config.json');
    expect(rewrite('/socialrisk.html')).toBe('/socialrisk.html');
  });

  it('does not treat a path that merely starts with socialrisk as the screener', () => {
    expect(rewrite('/socialrisks')).toBe('/index.html');
  });
});
