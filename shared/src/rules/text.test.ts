import { describe, expect, it } from 'vitest';
import {
  maxLengthRule,
  capitalise,
  cityRule,
  cleanName,
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
    expect(nameRule(' \t\u00a0 ')).toBe('Cannot be whitespace alone');
    expect(nameRule('\u200b')).toBe('Cannot be whitespace alone');
  });
  it.each([
    'Ann Marie Smith',
    'Mary-Ann',
    "O'Brien",
    'O\u2019Brien',
    'Zo\u00e9',
    'Zoe\u0301',
    'José María',
    'Nguyễn Văn An',
    '李小龙',
    'Jean-Luc Picard Jr.',
    'St. John',
    "'t Hooft",
    'Ōkubo ʻIolani',
    'مهدی\u200cزاده',
  ])('accepts %s', (value) => {
    expect(nameRule(value)).toBeNull();
  });
  it.each([
    'Ann1',
    'R2-D2',
    '<script>',
    'Mary <script>alert(1)</script>',
    'a@b',
    'Mary 😀',
    '😀',
    'Ann_Marie',
    'Ann, Marie',
    "-'.",
  ])('refuses %s as Invalid name', (value) => {
    expect(nameRule(value)).toBe('Invalid name');
  });
  it('accepts 60 characters and refuses 61, counting characters of the stored form', () => {
    expect(nameRule('a'.repeat(60))).toBeNull();
    expect(nameRule('a'.repeat(61))).toBe('Name is too long');
    expect(nameRule('e\u0301'.repeat(60))).toBeNull();
    expect(nameRule('龙'.repeat(61))).toBe('Name is too long');
  });
});

describe('cleanName', () => {
  it('gives Zoé typed two ways one string, in NFC', () => {
    expect(cleanName('Zoe\u0301')).toBe('Zo\u00e9');
    expect(cleanName('Zo\u00e9')).toBe('Zo\u00e9');
    expect(cleanName('Zoe\u0301').normalize('NFC')).toBe(cleanName('Zoe\u0301'));
  });
  it('folds compatibility forms, white space runs and invisible characters', () => {
    expect(cleanName('\uff2d\uff41\uff52\uff59')).toBe('Mary');
    expect(cleanName('  Mary \t\u00a0 Ann\n')).toBe('Mary Ann');
    expect(cleanName('Ma\u200bry\u00ad\ufeff')).toBe('Mary');
  });
  it('keeps a zero-width joiner or non-joiner only between letters', () => {
    expect(cleanName('مهدی\u200cزاده')).toBe('مهدی\u200cزاده');
    expect(cleanName('\u200cMary\u200d')).toBe('Mary');
    expect(cleanName('Mary \u200d Ann')).toBe('Mary Ann');
  });
  it('keeps apostrophes as typed', () => {
    expect(cleanName('O\u2019Brien')).toBe('O\u2019Brien');
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
  it('accepts real city names: hyphens, apostrophes (straight and curly), periods, letters of any language', () => {
    for (const city of [
      'Saint-Jean-sur-Richelieu',
      "St. John's",
      'Trois-Rivières',
      'Notre-Dame-de-l\u2019Île-Perrot',
      'Trois-Rivie\u0300res',
      'Montréal',
      'Αθήνα',
      '東京',
    ]) {
      expect(cityRule(city), city).toBeNull();
    }
  });
  it("refuses digits, symbols and punctuation alone with 'Invalid city name'", () => {
    for (const city of ['12345', '#$%', "-'.", 'Windsor!', 'Ottawa_ON', '3 Rivers']) {
      expect(cityRule(city), city).toBe('Invalid city name');
    }
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
  it('keeps hyphens, apostrophes and periods, as the spec capitalises (first letter of each part)', () => {
    expect(normaliseName('mary-ann', "o'brien")).toBe("Mary-ann O'brien");
    expect(normaliseName('st.', 'JOHN')).toBe('St. John');
  });
  it('stores Zoé typed two ways as one string', () => {
    expect(normaliseName('zoe\u0301')).toBe(normaliseName('ZO\u00c9'));
    expect(normaliseName('zoe\u0301')).toBe('Zo\u00e9');
  });
  it('capitalises a single word', () => {
    expect(capitalise('éLISE')).toBe('Élise');
    expect(capitalise('')).toBe('');
    expect(capitalise('\u{10428}\u{10400}')).toBe('\u{10400}\u{10428}');
  });
});
