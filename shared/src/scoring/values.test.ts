import { describe, expect, it } from 'vitest';
import { MISSING, isPresent, mapPresent, readNumber, round } from './values';

describe('readNumber', () => {
  it('reads a real 0 as a value', () => {
    expect(readNumber(0, { min: 0, max: 5 })).toBe(0);
  });
  it('reads strings, 999, out-of-range and fractions of integer scales as missing', () => {
    expect(readNumber('10', { min: 0, max: 10 })).toBe(MISSING);
    expect(readNumber(999, { min: 0, max: 1000 })).toBe(MISSING);
    expect(readNumber(11, { min: 0, max: 10 })).toBe(MISSING);
    expect(readNumber(-1, { min: 0, max: 10 })).toBe(MISSING);
    expect(readNumber(2.5, { min: 0, max: 10, integer: true })).toBe(MISSING);
    expect(readNumber(Number.POSITIVE_INFINITY, { min: 0, max: 10 })).toBe(MISSING);
  });
  it('rounds half away from zero', () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(-2.25, 1)).toBe(-2.3);
    expect(round(1.6666, 2)).toBe(1.67);
  });
  it('passes 999 through mapPresent', () => {
    expect(mapPresent(MISSING, (v) => v * 25)).toBe(MISSING);
    expect(mapPresent(2, (v) => v * 25)).toBe(50);
    expect(isPresent(Number.NaN)).toBe(false);
  });
});
