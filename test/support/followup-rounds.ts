import { expect } from 'vitest';
import { seriesByName } from '@circles/shared/instruments/library';
import { sampleAnswers } from '@circles/shared/instruments/sample-answers';
import { librarySeriesId } from '../../functions/local/seed-series';
import type { ApiAnswer } from './api';

type CallAs = (
  who: 'admin' | 'mary',
) => (method: string, path: string, init?: { body?: unknown }) => Promise<ApiAnswer>;

/**
 * A new Social Health Screener round the Admin starts for `memberId` and the member saves herself:
 * the screener's sample answers with `answers` over them (the items that raise the finding a test
 * needs). The save opens the round's follow-ups in the same request.
 */
export async function newScreenerRoundOf(
  as: CallAs,
  memberId: string,
  answers: Record<string, unknown>,
): Promise<void> {
  const started = await as('admin')('POST', '/api/membercollections', {
    body: { collectionTemplate: librarySeriesId('social-health-screener'), member: memberId },
  });
  const chapter = started.body.memberCollection.memberChapters[0]._id as string;
  const got = await as('mary')('GET', `/api/membersurveys/${chapter}`);
  const saved = await as('mary')('PATCH', `/api/membersurveys/${chapter}`, {
    body: {
      action: 'save',
      responseJSON: {
        ...sampleAnswers(seriesByName('Social Health Screener - NEW')!.chapters[0]!, 1),
        ...answers,
      },
      version: got.body.memberSurvey.version,
    },
  });
  expect(saved.status).toBe(200);
}
