import { describe, expect, it } from 'vitest';
import { moduleTemplates } from '../instruments/library';
import { moduleDefinitionProblem } from './definition';

const survey = (...elements: object[]) => ({ pages: [{ name: 'p1', elements }] });

describe('surveyDefinitionProblem', () => {
  it('accepts every library template and an empty definition', () => {
    for (const t of moduleTemplates())
      expect(
        moduleDefinitionProblem(t.surveyJSON as unknown as Record<string, unknown>),
        t.key,
      ).toBeUndefined();
    expect(moduleDefinitionProblem({})).toBeUndefined();
    expect(moduleDefinitionProblem({ pages: [] })).toBeUndefined();
  });

  it('tolerates properties survey-core does not know (the Creator may add custom ones)', () => {
    expect(moduleDefinitionProblem(survey({ type: 'text', name: 'a', myFlag: true }))).toBeUndefined();
  });

  it('names an element of an unknown type, also nested in panels', () => {
    expect(moduleDefinitionProblem(survey({ type: 'texxt', name: 'q3' }))).toBe(
      'The element "q3" has the unknown type "texxt".',
    );
    expect(
      moduleDefinitionProblem(
        survey({ type: 'panel', name: 'p', elements: [{ type: 'bogus', name: 'in' }] }),
      ),
    ).toContain('"in"');
  });

  it('refuses elements without a name and two questions of one name', () => {
    expect(moduleDefinitionProblem(survey({ type: 'text' }))).toBe('An element of type "text" has no name.');
    expect(moduleDefinitionProblem(survey({ type: 'text', name: 'a' }, { type: 'rating', name: 'a' }))).toBe(
      'Two questions are named "a".',
    );
  });

  it("keeps a dynamic panel's template questions in a scope of their own", () => {
    const json = survey(
      { type: 'text', name: 'name' },
      { type: 'paneldynamic', name: 'people', templateElements: [{ type: 'text', name: 'name' }] },
    );
    expect(moduleDefinitionProblem(json)).toBeUndefined();
  });
});
