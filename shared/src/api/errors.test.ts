import { describe, expect, it } from 'vitest';
import {
  codeOf,
  errorCodes,
  isErrorCode,
  isIncomplete,
  isLocked,
  isMemberNotFound,
  isNotFound,
  isNotPdf,
  isPdfTooLarge,
  isSecondFactorSetupRequired,
  isSeriesChanged,
  isStale,
  isTaken,
  isValidation,
  pipelineErrors,
  statusOfCode,
} from './errors';

describe('error codes', () => {
  it('gives every code a status of an error answer', () => {
    for (const code of errorCodes) expect(statusOfCode(code)).toBeGreaterThanOrEqual(400);
    expect(statusOfCode('STALE_VERSION')).toBe(409);
    expect(statusOfCode('MODULE_NOT_FOUND')).toBe(404);
  });

  it('lists pipeline codes from the closed set only', () => {
    for (const code of pipelineErrors) expect(isErrorCode(code)).toBe(true);
    expect(isErrorCode('NOPE')).toBe(false);
    expect(isErrorCode(409)).toBe(false);
  });

  it('reads the code of a code, an error with code, or an error answer body', () => {
    expect(codeOf('MODULE_LOCKED')).toBe('MODULE_LOCKED');
    expect(codeOf({ code: 'SERIES_STALE' })).toBe('SERIES_STALE');
    expect(codeOf({ error: { code: 'NOT_FOUND' } })).toBe('NOT_FOUND');
    expect(codeOf({ code: 'UNKNOWN_THING' })).toBeUndefined();
    expect(codeOf(null)).toBeUndefined();
    expect(codeOf(new Error('x'))).toBeUndefined();
  });

  it('tells the stale, locked and series-changed answers apart', () => {
    expect(isStale({ code: 'STALE_VERSION' })).toBe(true);
    expect(isStale({ code: 'CONFLICT' })).toBe(true);
    expect(isStale({ code: 'MODULE_LOCKED' })).toBe(false);
    expect(isLocked({ code: 'MODULE_LOCKED' })).toBe(true);
    expect(isLocked({ code: 'STALE_VERSION' })).toBe(false);
    expect(isSeriesChanged({ code: 'SERIES_STALE' })).toBe(true);
    expect(isSeriesChanged(undefined)).toBe(false);
  });

  it('counts every 404 code as not found', () => {
    expect(isNotFound({ code: 'MODULE_NOT_FOUND' })).toBe(true);
    expect(isNotFound({ code: 'NOT_FOUND' })).toBe(true);
    expect(isNotFound({ code: 'FORBIDDEN' })).toBe(false);
    expect(isNotFound('nope')).toBe(false);
    expect(isMemberNotFound({ code: 'MEMBER_NOT_FOUND' })).toBe(true);
  });

  it('has predicates for the other answers screens tell apart', () => {
    expect(isValidation({ code: 'VALIDATION' })).toBe(true);
    expect(isIncomplete({ code: 'MODULE_INCOMPLETE' })).toBe(true);
    expect(isTaken({ code: 'PHONE_TAKEN' })).toBe(true);
    expect(isSecondFactorSetupRequired({ code: 'MFA_SETUP_REQUIRED' })).toBe(true);
    expect(isNotPdf({ code: 'NOT_PDF' })).toBe(true);
    expect(isPdfTooLarge({ code: 'PDF_TOO_LARGE' })).toBe(true);
  });
});
