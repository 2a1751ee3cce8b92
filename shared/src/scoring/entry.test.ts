import { describe, expect, it } from 'vitest';
import * as access from '@circles/shared/access';
import * as completeness from '@circles/shared/completeness';
import * as reports from '@circles/shared/reports';
import * as rules from '@circles/shared/rules';
import * as scoring from '@circles/shared/scoring';

describe('public entry points', () => {
  it('export the names outside code imports', () => {
    for (const name of [
      'screenerRisk',
      'tileColour',
      'wellnessScore',
      'wellnessLabel',
      'lonelinessLabel',
      'isolationLabel',
      'communityConnection',
      'flags',
    ]) {
      expect(typeof (scoring as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(typeof reports.computeReport).toBe('function');
    expect(typeof completeness.completeness).toBe('function');
    expect(typeof access.can).toBe('function');
    for (const name of [
      'requiredRule',
      'nameRule',
      'cityRule',
      'postalCodeRule',
      'canadianPostalCodeRule',
      'emailRule',
      'phoneRule',
      'emailOrPhoneRule',
      'passwordRule',
      'confirmPasswordRule',
      'matchingPasswordRule',
      'accountPasswordRule',
      'languagesRule',
      'dateOfBirthRule',
      'streetRule',
      'stickyNoteRule',
      'loginIdentifierRule',
      'loginPasswordRule',
      'zodCheck',
      'normaliseName',
      'normaliseEmail',
      'toE164Phone',
    ]) {
      expect(typeof (rules as Record<string, unknown>)[name], name).toBe('function');
    }
  });

  it('answer through the entries as through the modules', () => {
    expect(scoring.screenerRisk({ household2_size: 0, feel_isolated: 2 })).toEqual({
      score: 2,
      level: 'Some Risk',
    });
    expect(scoring.tileColour(-20)).toBe('green');
    expect(reports.computeReport([]).flags).toEqual([]);
    expect(completeness.completeness({ elements: [{ type: 'text', name: 'a' }] }, { a: 'x' })).toBe(100);
    expect(rules.nameRule('')).toBe('Cannot be empty');
  });
});
