import { describe, expect, it } from 'vitest';
import {
  jsonBytes,
  memberSurveyCreateBodySchema,
  memberSurveyPatchBodySchema,
  surveyCreateBodySchema,
  surveyJSONSchema,
} from './module';

describe('module schemas', () => {
  it('strips the fields the server owns from a template body', () => {
    const parsed = surveyCreateBodySchema.parse({ name: ' A ', surveyJSON: {}, createdBy: 'x', version: 3 });
    expect(parsed).toEqual({ name: 'A', surveyJSON: {}, isPublic: false });
  });

  it('tells PATCH bodies apart by action and drops completeness and surveyJSON', () => {
    expect(
      memberSurveyPatchBodySchema.parse({
        action: 'save',
        responseJSON: '{"a":1}',
        completeness: 100,
        surveyJSON: {},
        approved: true,
        version: 2,
      }),
    ).toEqual({ action: 'save', responseJSON: { a: 1 }, version: 2 });
    expect(memberSurveyPatchBodySchema.safeParse({ action: 'approve' }).success).toBe(false);
    expect(memberSurveyPatchBodySchema.safeParse({ action: 'publish', version: 1 }).success).toBe(false);
    expect(
      memberSurveyPatchBodySchema.safeParse({ action: 'save', responseJSON: '[1]', version: 1 }).success,
    ).toBe(false);
  });

  it('asks for a member and a module with the spec texts', () => {
    const result = memberSurveyCreateBodySchema.safeParse({ patientId: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please select a patient.',
      'Please select a booklet.',
    ]);
  });

  it('limits a definition to 300 KB and checks its pages', () => {
    expect(surveyJSONSchema.safeParse({ title: 'x'.repeat(300 * 1024) }).success).toBe(false);
    expect(surveyJSONSchema.safeParse({ pages: [{ elements: [{ type: 'text', name: 'a' }] }] }).success).toBe(
      true,
    );
    expect(surveyJSONSchema.safeParse({ pages: [{ elements: [{ name: 'a' }] }] }).success).toBe(false);
  });

  it('counts JSON size in UTF-8 bytes', () => {
    expect(jsonBytes('é')).toBe(4);
    expect(jsonBytes({ a: '😀' })).toBe(12);
  });
});
