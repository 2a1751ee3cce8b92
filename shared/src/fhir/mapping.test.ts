import { afterEach, describe, expect, it } from 'vitest';
import { socialHealth } from '../instruments/series/social-health-screener';
import { setLocale } from '../messages/locale';
import { observationsOf, searchsetOf } from './observations';
import { questionnaireOf, questionnaireResponseOf } from './questionnaire';

/** Every kind of question a designer template may hold (HL7 schema validation: test/unit/fhir-resources). */
const surveyJSON = {
  elements: [
    { type: 'dropdown', name: 'pet', title: 'Pet', choices: [{ value: 1, text: 'Yes' }] },
    { type: 'dropdown', name: 'loose', title: 'Loose' },
    { type: 'checkbox', name: 'hobbies', title: 'Hobbies', choices: ['read', 'walk'] },
    { type: 'text', inputType: 'number', name: 'steps', title: 'Steps' },
    { type: 'rating', name: 'mood', title: 'Mood', rateMin: 1, rateMax: 5 },
    { type: 'text', inputType: 'date', name: 'since', title: 'Since' },
    { type: 'text', inputType: 'email', name: 'mail', title: 'Mail' },
    { type: 'text', name: 'nick', title: 'Nick' },
    { type: 'comment', name: 'story', title: 'Story' },
    {
      type: 'matrixdynamic',
      name: 'circle',
      title: 'Circle',
      columns: [
        { name: 'who', title: 'Who', cellType: 'text' },
        { name: 'rel', title: 'Relation', cellType: 'dropdown', choices: ['Family'] },
      ],
    },
    { type: 'matrixdynamic', name: 'bare', title: 'Bare' },
  ],
};

const answers = {
  pet: 2,
  loose: 'x',
  hobbies: ['walk', 'knit'],
  steps: '4200',
  mood: 4.5,
  since: '2020-01-01T00:00:00Z',
  mail: 'm@example.org',
  nick: 'Mo',
  story: ' ',
  circle: [{ who: 'Ann', rel: 'Family' }, { who: '', rel: 'Stranger' }, 'junk'],
  bare: null,
};

describe('Questionnaire items', () => {
  it('types each question kind and leaves no empty array', () => {
    const q = questionnaireOf({ id: 't', name: 'All kinds', surveyJSON });
    expect(q.item?.map((i) => [i.linkId, i.type, i.repeats ?? false])).toEqual([
      ['pet', 'choice', false],
      ['loose', 'choice', false],
      ['hobbies', 'choice', true],
      ['steps', 'decimal', false],
      ['mood', 'integer', false],
      ['since', 'date', false],
      ['mail', 'string', false],
      ['nick', 'string', false],
      ['story', 'text', false],
      ['circle', 'group', true],
      ['bare', 'string', false],
    ]);
    expect(q.item?.[1]).not.toHaveProperty('answerOption');
    expect(q.item?.[9]?.item?.map((i) => i.type)).toEqual(['string', 'choice']);
  });
});

describe('Questionnaire texts of a localised template', () => {
  afterEach(() => setLocale('en'));
  const template = { id: 'tpl', name: socialHealth.name, surveyJSON: socialHealth.surveyJSON };
  const household = (q: { item?: { linkId: string; text?: string; answerOption?: unknown[] }[] }) =>
    q.item?.find((i) => i.linkId === 'household2_size');

  it("gives item texts and answer displays in the reader's language, never [object Object]", () => {
    setLocale('fr');
    const fr = questionnaireOf(template);
    expect(fr.language).toBe('fr');
    expect(household(fr)?.text).toBe("Combien d'autres personnes vivent avec vous?");
    expect(household(fr)?.answerOption?.[0]).toEqual({
      valueCoding: expect.objectContaining({ code: '0', display: "Aucune, je vis sans personne d'autre" }),
    });
    const en = questionnaireOf(template, 'en');
    expect(en.language).toBe('en');
    expect(household(en)?.text).toBe('How many other people live with you?');
    expect(JSON.stringify([fr, en])).not.toContain('[object Object]');
  });

  it("labels a response's answers in the reader's language with the same codes", () => {
    const response = (locale: 'en' | 'fr') =>
      questionnaireResponseOf({
        id: 'r',
        templateId: 'tpl',
        surveyJSON: socialHealth.surveyJSON,
        answers: { household2_size: 0 },
        completed: true,
        subject: { reference: 'Patient/p' },
        disclosure: { deidentified: false },
        locale,
      }).item?.[0];
    expect(response('fr')?.text).toBe("Combien d'autres personnes vivent avec vous?");
    expect(response('fr')?.answer?.[0]?.valueCoding).toMatchObject({
      code: '0',
      display: "Aucune, je vis sans personne d'autre",
    });
    expect(response('en')?.answer?.[0]?.valueCoding).toMatchObject({
      code: '0',
      display: 'None, I live alone',
    });
  });
});

describe('QuestionnaireResponse answers', () => {
  const base = {
    id: 'r',
    templateId: 't',
    surveyJSON,
    answers,
    completed: false,
    subject: { reference: 'Patient/p' },
  };

  it('carries every answer it can code for the member and her helpers', () => {
    const r = questionnaireResponseOf({
      ...base,
      authored: '2026-01-01T00:00:00Z',
      disclosure: { deidentified: false },
    });
    expect(r.status).toBe('in-progress');
    const item = (id: string) => r.item?.filter((i) => i.linkId === id);
    expect(item('pet')).toEqual([]); // 2 is not among its choices
    expect(item('hobbies')?.[0]?.answer?.map((a) => a.valueCoding?.code)).toEqual(['walk']);
    expect(item('steps')?.[0]?.answer).toEqual([{ valueDecimal: 4200 }]);
    expect(item('mood')?.[0]?.answer).toEqual([{ valueDecimal: 4.5 }]);
    expect(item('since')?.[0]?.answer).toEqual([{ valueDate: '2020-01-01' }]);
    expect(item('mail')?.[0]?.answer).toEqual([{ valueString: 'm@example.org' }]);
    expect(item('story')).toEqual([]);
    expect(item('circle')?.map((row) => row.item?.map((c) => c.linkId))).toEqual([
      ['circle.who', 'circle.rel'],
    ]);
  });

  it('keeps allow-listed typed text and drops typed cells when de-identified', () => {
    const r = questionnaireResponseOf({ ...base, disclosure: { deidentified: true, allowList: ['nick'] } });
    expect(r.item?.map((i) => i.linkId)).toEqual(['hobbies', 'steps', 'mood', 'nick', 'circle']);
    expect(r.item?.find((i) => i.linkId === 'circle')?.item?.map((c) => c.linkId)).toEqual(['circle.rel']);
  });
});

describe('Observations of a round', () => {
  it('has a wellness score, a yellow flag as abnormal and no risk when the screener was not answered', () => {
    const obs = observationsOf({
      idPrefix: 'i',
      figures: {
        wellnessScore: 62.5,
        screenerRisk: undefined,
        loneliness: undefined,
        flags: { red: [], yellow: [{ metric: 'PSS_QofL1_COMB', text: 'Support is low' }] },
      },
      subject: { reference: 'Patient/p' },
      derivedFrom: [],
    });
    expect(obs.map((o) => o.id)).toEqual(['i-wellness', 'i-flag-1']);
    expect(obs[0]?.valueQuantity?.value).toBe(62.5);
    expect(obs[1]?.interpretation?.[0]?.coding?.[0]?.code).toBe('A');
    expect(obs[1]).not.toHaveProperty('effectiveDateTime');
    expect(obs[1]).not.toHaveProperty('derivedFrom');
    expect(searchsetOf([{ resourceType: 'Patient' }]).entry?.[0]?.fullUrl).toMatch(/\/Patient\/$/);
  });
});
