import { describe, expect, it } from 'vitest';
import {
  maxLengthRule,
  capitalise,
  cityRule,
  languagesRule,
  nameRule,
  normaliseLanguages,
  normaliseName,
  requiredRule,
  streetRule,
} from './text';

describe('requiredRule', () => {
  it.each([undefined, null, ''])('says Cannot be empty for %j', (value) => {
    expect(requiredRule(value)).toBe('Cannot be empty');
  });
  it('says Cannot be whitespace alone for blanks', () => {
    expect(requiredRule('  \t')).toBe('Cannot be whitespace alone');
  });
  it('accepts any visible text', () => {
    expect(requiredRule(' a ')).toBeNull();
  });
});

describe('nameRule', () => {
  it('requires a value', () => {
    expect(nameRule('')).toBe('Cannot be empty');
    expect(nameRule(undefined)).toBe('Cannot be empty');
    expect(nameRule('   ')).toBe('Cannot be whitespace alone');
  });
  it('accepts letters and spaces, accented letters included', () => {
    expect(nameRule('Ann Marie Smith')).toBeNull();
    expect(nameRule('Zoë Gagné')).toBeNull();
  });
  it.each(['Ann1', 'Ann-Marie', "O'Brien", 'a@b'])('refuses %s as Invalid name', (value) => {
    expect(nameRule(value)).toBe('Invalid name');
  });
  it('accepts 60 characters and refuses 61', () => {
    expect(nameRule('a'.repeat(60))).toBeNull();
    expect(nameRule('a'.repeat(61))).toBe('Name is too long');
  });
});

describe('cityRule', () => {
  it('is optional', () => {
    expect(cityRule(undefined)).toBeNull();
    expect(cityRule(null)).toBeNull();
    expect(cityRule('')).toBeNull();
  });
  it('refuses whitespace alone', () => {
    expect(cityRule('  ')).toBe('Cannot be whitespace alone');
  });
  it('accepts letters and spaces and refuses others', () => {
    expect(cityRule('Windsor')).toBeNull();
    expect(cityRule('Trois Rivières')).toBeNull();
    expect(cityRule('Windsor 2')).toBe('Invalid city name');
  });
  it('accepts 60 characters and refuses 61', () => {
    expect(cityRule('b'.repeat(60))).toBeNull();
    expect(cityRule('b'.repeat(61))).toBe('City name is too long');
  });
});

describe('maxLengthRule', () => {
  it('accepts text up to the limit and absent text', () => {
    expect(maxLengthRule('x'.repeat(5), 5)).toBeNull();
    expect(maxLengthRule(undefined, 5)).toBeNull();
    expect(maxLengthRule(null, 5)).toBeNull();
  });

  it('names the limit of a longer text in the catalogue words', () => {
    expect(maxLengthRule('x'.repeat(6), 5)).toBe('Please enter at most 5 characters.');
  });
});

describe('streetRule', () => {
  it('is optional and needs a leading civic number', () => {
    expect(streetRule('')).toBeNull();
    expect(streetRule(undefined)).toBeNull();
    expect(streetRule('401 Sunset Ave')).toBeNull();
    expect(streetRule('Sunset Ave')).toBe('Street address must start with a number');
  });
});

describe('languagesRule', () => {
  it('requires a value', () => {
    expect(languagesRule('')).toBe('Cannot be empty');
    expect(languagesRule(' ')).toBe('Cannot be whitespace alone');
  });
  it('accepts comma separated names', () => {
    expect(languagesRule('Cree')).toBeNull();
    expect(languagesRule('cree, tagalog,Plains Cree')).toBeNull();
  });
  it.each(['Cree;Tagalog', 'Cree,,Tagalog', 'Cree,', 'Cree 2'])('refuses %s', (value) => {
    expect(languagesRule(value)).toBe('Please enter languages separated with commas (,)');
  });
  it('capitalises each language', () => {
    expect(normaliseLanguages(' cree,TAGALOG , plains  cree')).toEqual(['Cree', 'Tagalog', 'Plains cree']);
    expect(normaliseLanguages('cree,')).toEqual(['Cree']);
  });
});

describe('normaliseName', () => {
  it('capitalises the first letter, lowers the rest and joins first and last', () => {
    expect(normaliseName('  aNN ', 'SMITH')).toBe('Ann Smith');
  });
  it('keeps the first name alone when the last is absent or blank', () => {
    expect(normaliseName('bob')).toBe('Bob');
    expect(normaliseName('bob', '  ')).toBe('Bob');
  });
  it('capitalises a single word', () => {
    expect(capitalise('éLISE')).toBe('Élise');
    expect(capitalise('')).toBe('');
  });
});
