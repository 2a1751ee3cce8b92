import { afterEach, describe, expect, it } from 'vitest';
import { answersBehind } from '@circles/shared/followups/answers-behind';
import { roundFindings } from '@circles/shared/followups/findings';
import { inLocale, setLocale } from '@circles/shared/messages/locale';
import { msg } from '@circles/shared/messages/scoring';
import { computeReport } from '@circles/shared/reports/report';
import { newFollowup, toFollowup, type FollowupRecord } from './records';

afterEach(() => setLocale('en'));

const chapter = {
  elements: [
    {
      type: 'radiogroup',
      name: 'lack_companionship',
      title: { default: 'Lacks companionship?', fr: 'Manque de compagnie ?' },
      choices: [{ value: 2, text: { default: 'Often', fr: 'Souvent' } }],
    },
  ],
};

/** A follow-up opened by a save in French (the opener's language) of a round with loneliness Often. */
function opened(): FollowupRecord {
  const answers = { lack_companionship: 2 };
  const payload = inLocale('en', () => computeReport([{ updatedAt: '2026-01-01T00:00:00.000Z', answers }]));
  return inLocale('fr', () => {
    const finding = roundFindings(payload, 'screener', 'c@example.org').find(
      (f) => f.key === 'red:often_count',
    )!;
    return newFollowup({
      id: 'f1',
      member: { id: 'm1', name: 'Paul' },
      finding,
      answers: answersBehind(finding.metric, [{ answers, surveyJSON: chapter }]),
      round: { kind: 'screener', instanceId: 'i1', collectionName: 'Social Health Screener - NEW' },
      assignee: { type: 'user', id: 'c', name: 'Cora', role: 'Coordinator' },
      dueDays: 2,
      at: '2026-01-01T00:00:00.000Z',
    });
  });
}

const now = new Date('2026-01-02T00:00:00.000Z');

describe("a follow-up's finding", () => {
  it('is stored in English with its key, whatever the language of the save that opened it', () => {
    expect(opened().finding).toMatchObject({
      text: 'Often feels lonely.',
      textKey: 'scoring.flag.lonelinessOften',
    });
  });

  it("is read in the reader's language, its answers behind too, and without the stored key", () => {
    const english = toFollowup(opened(), now).finding;
    expect(english.text).toBe('Often feels lonely.');
    expect(english.answers).toEqual([
      { question: 'lack_companionship', label: 'Lacks companionship?', value: 2, choice: 'Often' },
    ]);
    expect(english).not.toHaveProperty('textKey');
    setLocale('fr');
    const french = toFollowup(opened(), now).finding;
    expect(french.text).toBe(msg('scoring.flag.lonelinessOften', undefined, 'fr'));
    expect(french.answers).toEqual([
      { question: 'lack_companionship', label: 'Manque de compagnie ?', value: 2, choice: 'Souvent' },
    ]);
  });

  it('keeps the texts of a follow-up opened before they were kept in both languages', () => {
    const record = opened();
    const { textKey: _key, ...older } = record.finding;
    const before: FollowupRecord = {
      ...record,
      finding: {
        ...older,
        text: 'Ressent souvent de la solitude.',
        answers: [{ question: 'q', label: 'Seul ?', value: 2, choice: 'Souvent' }],
      },
    };
    expect(toFollowup(before, now).finding).toMatchObject({
      text: 'Ressent souvent de la solitude.',
      answers: [{ question: 'q', label: 'Seul ?', value: 2, choice: 'Souvent' }],
    });
  });
});
