import { describe, expect, it } from 'vitest';
import {
  jsonBytes,
  memberModuleCreateBodySchema,
  memberModulePatchBodySchema,
  moduleTemplateCreateBodySchema,
  moduleDefinitionSchema,
  moduleTemplatePatchBodySchema,
  MAX_RESPONSE_JSON_BYTES,
} from './module';
import { msg } from '../messages/modules';
import { msg as vmsg } from '../messages/validation';
import { MAX_JSON_DEPTH } from './stored-json';

describe('module schemas', () => {
  it('strips the fields the server owns from a template body', () => {
    const parsed = moduleTemplateCreateBodySchema.parse({
      name: ' A ',
      surveyJSON: {},
      createdBy: 'x',
      version: 3,
    });
    expect(parsed).toEqual({ name: 'A', surveyJSON: {}, isPublic: false });
  });

  it('tells PATCH bodies apart by action and drops completeness and surveyJSON', () => {
    expect(
      memberModulePatchBodySchema.parse({
        action: 'save',
        responseJSON: '{"a":1}',
        completeness: 100,
        surveyJSON: {},
        approved: true,
        version: 2,
      }),
    ).toEqual({ action: 'save', responseJSON: { a: 1 }, version: 2 });
    expect(memberModulePatchBodySchema.safeParse({ action: 'approve' }).success).toBe(false);
    expect(memberModulePatchBodySchema.safeParse({ action: 'publish', version: 1 }).success).toBe(false);
    expect(
      memberModulePatchBodySchema.safeParse({ action: 'save', responseJSON: '[1]', version: 1 }).success,
    ).toBe(false);
  });

  it('asks for a member and a module with the spec texts', () => {
    const result = memberModuleCreateBodySchema.safeParse({ patientId: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Please select a patient.',
      'Please select a booklet.',
    ]);
  });

  it("reads spec 001 §7's dialog variant: member, surveyTemplate (id or record) and memberCollection null", () => {
    const member = '0b7c6a1e-3f4d-4e2a-9c8b-7a6d5e4f3a2b';
    const template = '1c8d7b2f-4a5e-4f3b-8d9c-8b7e6f5a4b3c';
    const series = '2d9e8c3a-5b6f-4a4c-9e0d-9c8f7a6b5c4d';
    const dialog = {
      member,
      surveyTemplate: template,
      memberCollection: null,
      responseJSON: '{}',
      completeness: 0,
    };
    expect(memberModuleCreateBodySchema.parse(dialog)).toEqual({ patientId: member, templateId: template });
    expect(
      memberModuleCreateBodySchema.parse({
        member: { _id: member },
        surveyTemplate: { _id: template, name: 'Goals' },
        memberCollection: series,
      }),
    ).toEqual({ patientId: member, templateId: template, memberCollection: series });
    // Both shapes: the named fields win.
    expect(
      memberModuleCreateBodySchema.parse({ ...dialog, patientId: series, templateId: template }),
    ).toMatchObject({
      patientId: series,
    });
    // The variant missing either fails with the dialog's text (spec 001 §5), on the field left out.
    const missing = memberModuleCreateBodySchema.safeParse({ member: '', memberCollection: null });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['patientId', 'Unable start Module. Please refresh and try again.'],
      ['templateId', 'Unable start Module. Please refresh and try again.'],
    ]);
    const noTemplate = memberModuleCreateBodySchema.safeParse({ member, memberCollection: null });
    expect(noTemplate.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['templateId', 'Unable start Module. Please refresh and try again.'],
    ]);
    // The page's body (patientId, templateId) keeps the fields' own texts.
    expect(
      memberModuleCreateBodySchema.safeParse({ patientId: member }).error?.issues.map((i) => i.message),
    ).toEqual(['Please select a booklet.']);
  });

  it('limits a definition to 300 KB and checks its pages', () => {
    expect(moduleDefinitionSchema.safeParse({ title: 'x'.repeat(300 * 1024) }).success).toBe(false);
    expect(
      moduleDefinitionSchema.safeParse({ pages: [{ elements: [{ type: 'text', name: 'a' }] }] }).success,
    ).toBe(true);
    expect(moduleDefinitionSchema.safeParse({ pages: [{ elements: [{ name: 'a' }] }] }).success).toBe(false);
  });

  it('counts JSON size in UTF-8 bytes', () => {
    expect(jsonBytes('é')).toBe(4);
    expect(jsonBytes({ a: '😀' })).toBe(12);
  });

  describe('what DynamoDB cannot hold (issue 19)', () => {
    const deep = (depth: number) => {
      let v: unknown = 1;
      for (let i = 0; i < depth; i += 1) v = { a: v };
      return v;
    };
    const issues = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      r.error?.issues.map((i) => ({ path: i.path, message: i.message }));

    it('refuses a definition nested past 20 levels under surveyJSON', () => {
      const r = moduleTemplateCreateBodySchema.safeParse({
        name: 'A',
        surveyJSON: { pages: [], x: deep(40) },
      });
      expect(issues(r)).toEqual([
        { path: ['surveyJSON'], message: vmsg('validation.json.tooDeep', { max: MAX_JSON_DEPTH }) },
      ]);
    });

    it('refuses answers nested past 20 levels, as an object or as a JSON string', () => {
      for (const responseJSON of [{ pd: [{ t: deep(40) }] }, JSON.stringify({ pd: [{ t: deep(40) }] })]) {
        const r = memberModulePatchBodySchema.safeParse({ action: 'save', responseJSON, version: 1 });
        expect(issues(r)).toEqual([
          { path: ['responseJSON'], message: vmsg('validation.json.tooDeep', { max: MAX_JSON_DEPTH }) },
        ]);
      }
    });

    it('holds answers to 96 KB as DynamoDB counts them (a list of empty objects costs more than its JSON)', () => {
      const answers = { pd: Array.from({ length: 25_000 }, () => ({})) };
      expect(jsonBytes(answers)).toBeLessThan(MAX_RESPONSE_JSON_BYTES);
      const r = memberModulePatchBodySchema.safeParse({ action: 'save', responseJSON: answers, version: 1 });
      expect(issues(r)).toEqual([{ path: ['responseJSON'], message: msg('modules.api.answersTooLarge') }]);
    });

    it('gives a template name past 200 characters the catalogue’s text', () => {
      const r = moduleTemplateCreateBodySchema.safeParse({ name: 'n'.repeat(201), surveyJSON: {} });
      expect(issues(r)).toEqual([{ path: ['name'], message: vmsg('validation.text.tooLong', { max: 200 }) }]);
    });

    it('limits a French name as the name (200 characters), trims it and lets it be empty (issue 25)', () => {
      const r = moduleTemplateCreateBodySchema.safeParse({
        name: 'n',
        nameFr: 'é'.repeat(201),
        surveyJSON: {},
      });
      expect(issues(r)).toEqual([
        { path: ['nameFr'], message: vmsg('validation.text.tooLong', { max: 200 }) },
      ]);
      const patch = moduleTemplatePatchBodySchema.safeParse({ nameFr: 'é'.repeat(201), version: 1 });
      expect(issues(patch)).toEqual([
        { path: ['nameFr'], message: vmsg('validation.text.tooLong', { max: 200 }) },
      ]);
      expect(moduleTemplatePatchBodySchema.parse({ nameFr: '  Santé ', version: 1 }).nameFr).toBe('Santé');
      expect(moduleTemplatePatchBodySchema.parse({ nameFr: '', version: 1 }).nameFr).toBe('');
      expect(moduleTemplateCreateBodySchema.parse({ name: 'n', surveyJSON: {} }).nameFr).toBeUndefined();
    });
  });
});
