import { describe, expect, it } from 'vitest';
import { storedType } from './stored-types';

describe('storedType', () => {
  it('maps each code name to its own stored type (one-to-one)', () => {
    const values = Object.values(storedType);
    expect(new Set(values).size).toBe(values.length);
  });

  it('keeps the bytes stored before the glossary rename for the items it renamed', () => {
    // Items already in the table carry these; changing one would orphan them (no migration).
    expect(storedType).toMatchObject({
      lead: 'PublicSurvey',
      moduleTemplate: 'Survey',
      memberModule: 'MemberSurvey',
      memberModuleDefinition: 'MemberSurveyDefinition',
      memberModuleAnswers: 'MemberSurveyAnswers',
      seriesTemplate: 'Collection',
      seriesListing: 'CollectionMember',
      seriesInstance: 'MemberCollection',
    });
  });
});
