import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { defineRoute } from '@circles/shared/api/define';
import { msg } from '@circles/shared/messages/shell';
import { requiredRule } from '@circles/shared/rules/text';
import { zodCheck } from '@circles/shared/schemas/zod-check';
import { httpHandler } from './handler';
import { preferUserLocale, withRequestLocale } from './locale';

beforeAll(() => {
  process.env.LOG_LEVEL = 'silent';
});

const greet = defineRoute({
  name: 'greet',
  method: 'POST',
  path: '/api/greet',
  auth: 'public',
  body: z.object({ name: z.string().superRefine(zodCheck(requiredRule)) }),
  response: z.object({ text: z.string() }),
});

function event(body: unknown, headers: Record<string, string>): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/greet',
    rawPath: '/api/greet',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'r1',
      http: { method: 'POST', path: '/', protocol: 'HTTP/1.1', sourceIp: '10.0.0.9', userAgent: 'x' },
    },
  } as unknown as APIGatewayProxyEventV2;
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('request locale', () => {
  it('answers texts in the language the request asks for, English by default', async () => {
    const h = httpHandler(greet, async () => {
      await pause();
      return { text: msg('shell.account.logout') };
    });
    const call = async (headers: Record<string, string>) => {
      const res: APIGatewayProxyStructuredResultV2 = await h(event({ name: 'Ann' }, headers), {} as Context);
      return JSON.parse(res.body ?? '{}') as { text: string };
    };
    // Concurrent requests in one process each keep their own language.
    const [fr, en, none] = await Promise.all([
      call({ 'accept-language': 'fr-CA,fr;q=0.9' }),
      call({ 'accept-language': 'en-US' }),
      call({}),
    ]);
    expect(fr.text).toBe('Déconnexion');
    expect(en.text).toBe('Logout');
    expect(none.text).toBe('Logout');
  });

  it('gives validation issues in the request language', async () => {
    const h = httpHandler(greet, async () => ({ text: 'x' }));
    const res: APIGatewayProxyStructuredResultV2 = await h(
      event({ name: '' }, { 'accept-language': 'fr' }),
      {} as Context,
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body ?? '{}').error.issues[0].message).toBe('Ne peut pas être vide');
  });

  it("lets a header naming a supported locale win over the signed-in user's stored language", () => {
    // The web sends its interface's locale with every call: a member whose profile says French who
    // switched the app to English reads the server's texts in English.
    withRequestLocale({ 'accept-language': 'en' }, () => {
      preferUserLocale('French');
      expect(msg('shell.account.logout')).toBe('Logout');
    });
    withRequestLocale({ 'accept-language': 'fr-CA,fr;q=0.9' }, () => {
      preferUserLocale('English');
      expect(msg('shell.account.logout')).toBe('Déconnexion');
    });
  });

  it("answers in the signed-in user's stored language when the request names no supported locale", () => {
    // Scripts and tests send no header; a browser may ask only for languages the app lacks.
    for (const headers of [
      {},
      { 'accept-language': 'de-DE,es;q=0.8' },
      { 'accept-language': '*' },
      undefined,
    ])
      withRequestLocale(headers, () => {
        preferUserLocale('French');
        expect(msg('shell.account.logout')).toBe('Déconnexion');
      });
  });

  it('answers in English when neither the request nor the stored language names a supported locale', () => {
    withRequestLocale({ 'accept-language': 'de' }, () => {
      preferUserLocale('Other');
      expect(msg('shell.account.logout')).toBe('Logout');
      preferUserLocale(undefined);
      expect(msg('shell.account.logout')).toBe('Logout');
    });
    // Outside a request nothing changes.
    preferUserLocale('French');
    expect(msg('shell.account.logout')).toBe('Logout');
  });
});
