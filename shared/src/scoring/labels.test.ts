import { describe, expect, it } from 'vitest';
import {
  healthTodayColour,
  isolationLabel,
  lonelinessLabel,
  problemLabel,
  pwiCombinedLabel,
  pwiDomainColour,
  ratingLabel,
  tileColour,
  tileShowsPercent,
  wellnessLabel,
} from './labels';
import { frequencyLabel } from './frequency';

describe('tileColour', () => {
  it.each([
    [0, 'red'],
    [0.1, 'orange'],
    [25, 'orange'],
    [25.1, 'yellow'],
    [50, 'yellow'],
    [50.1, 'lightgreen'],
    [75, 'lightgreen'],
    [75.1, 'green'],
    [101, 'green'],
    [101.1, 'grey'],
    [999, 'grey'],
  ])('colours %s as %s', (value, colour) => {
    expect(tileColour(value)).toBe(colour);
  });
  it('turns a negative value into 100 minus its absolute value', () => {
    expect(tileColour(-20)).toBe('green');
    expect(tileColour(-60)).toBe('yellow');
    expect(tileColour(-100)).toBe('red');
    expect(tileColour(-150)).toBe('grey');
  });
  it('is grey for what is not a number', () => {
    expect(tileColour('10')).toBe('grey');
    expect(tileColour(Number.NaN)).toBe('grey');
    expect(tileColour(undefined)).toBe('grey');
  });
  it('shows the percentage only between -100 and 100', () => {
    expect(tileShowsPercent(-100)).toBe(true);
    expect(tileShowsPercent(100)).toBe(true);
    expect(tileShowsPercent(100.5)).toBe(false);
    expect(tileShowsPercent(-101)).toBe(false);
    expect(tileShowsPercent('50')).toBe(false);
  });
});

describe('wellnessLabel', () => {
  it.each([
    [-5, 'Poor'],
    [0, 'Poor'],
    [0.1, 'Fair'],
    [25, 'Fair'],
    [25.1, 'Good'],
    [50, 'Good'],
    [50.1, 'Very Good'],
    [75, 'Very Good'],
    [75.1, 'Excellent'],
    [100, 'Excellent'],
    [100.1, 'Not Available'],
    ['Not enough data available', 'Not Available'],
  ])('labels %s as %s', (value, label) => {
    expect(wellnessLabel(value)).toBe(label);
  });
});

describe('loneliness and isolation labels', () => {
  it.each([
    [0, 'Very High'],
    [0.5, 'High'],
    [25, 'High'],
    [26, 'Moderate'],
    [50, 'Moderate'],
    [51, 'Low'],
    [75, 'Low'],
    [76, 'Very Low'],
    [100, 'Very Low'],
    [999, 'Not Available'],
  ])('loneliness %s is %s', (value, label) => {
    expect(lonelinessLabel(value)).toBe(label);
  });
  it.each([
    [20, 'Very High'],
    [21, 'High'],
    [40, 'High'],
    [41, 'Moderate'],
    [60, 'Moderate'],
    [61, 'Low'],
    [80, 'Low'],
    [81, 'Very Low'],
    [100, 'Very Low'],
    [101, 'Not Available'],
    [null, 'Not Available'],
  ])('isolation %s is %s', (value, label) => {
    expect(isolationLabel(value)).toBe(label);
  });
});

describe('pwiDomainColour', () => {
  it.each([
    [0, 'red'],
    [2, 'red'],
    [3, 'orange'],
    [4, 'orange'],
    [5, 'yellow'],
    [6, 'yellow'],
    [7, 'lightgreen'],
    [8, 'lightgreen'],
    [9, 'green'],
    [10, 'green'],
    [999, 'grey'],
  ])('colours %s as %s', (value, colour) => {
    expect(pwiDomainColour(value)).toBe(colour);
  });
  it.each([-1, 10.5, 11, '5', null])('raises the invalid range error for %j', (value) => {
    expect(() => pwiDomainColour(value)).toThrow('Invalid score range. Score should be between 0 and 10.');
  });
});

describe('pwiCombinedLabel', () => {
  it.each([
    [100, 'Satisfied'],
    [70, 'Satisfied'],
    [69, 'Not satisfied with a few aspects'],
    [46, 'Not satisfied with a few aspects'],
    [45, 'Not satisfied with many aspects'],
    [20, 'Not satisfied with many aspects'],
    [19, 'Not at all satisfied'],
    [0, 'Not at all satisfied'],
    [999, null],
    [101, null],
  ])('bands %s', (value, label) => {
    expect(pwiCombinedLabel(value)).toBe(label);
  });
});

describe('healthTodayColour', () => {
  it.each([
    [0, 'red'],
    [15, 'red'],
    [16, 'orange'],
    [30, 'orange'],
    [31, 'yellow'],
    [55, 'yellow'],
    [56, 'olive'],
    [80, 'olive'],
    [81, 'green'],
    [100, 'green'],
    [999, 'grey'],
    ['50', 'grey'],
  ])('colours %s as %s', (value, colour) => {
    expect(healthTodayColour(value)).toBe(colour);
  });
});

describe('scale labels', () => {
  it('labels quality-of-life ratings', () => {
    expect([0, 1, 2, 3, 4].map(ratingLabel)).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
    expect(ratingLabel(5)).toBeNull();
    expect(ratingLabel(999)).toBeNull();
  });
  it('labels the problem scale, higher is better', () => {
    expect([0, 1, 2, 3, 4].map(problemLabel)).toEqual([
      'Inability',
      'Severe Problem',
      'Moderate Problem',
      'Slight Problem',
      'No Problem',
    ]);
    expect(problemLabel(1.5)).toBeNull();
  });
  it('labels frequency codes', () => {
    expect([5, 4, 3, 2, 1, 0].map(frequencyLabel)).toEqual([
      'Daily',
      'Weekly',
      'Monthly',
      '3-4 Times Per Year',
      'Yearly',
      'Never',
    ]);
    expect(frequencyLabel(6)).toBeNull();
    expect(frequencyLabel('5')).toBeNull();
  });
});
