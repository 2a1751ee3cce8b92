import { describe, expect, it } from 'vitest';
import { csvDocument, csvField } from './csv';

describe('csvField', () => {
  it('leaves plain text as it is', () => {
    expect(csvField('Mary Member')).toBe('Mary Member');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'neutralises a cell starting %j so a spreadsheet shows it as text',
    (value) => {
      expect(csvField(value).replace(/^"/, '').startsWith(`'`)).toBe(true);
    },
  );
});

describe('csvDocument', () => {
  it('writes the header, then each row, every line ended by CRLF', () => {
    expect(csvDocument(['a', 'b'], [['1', '=2']])).toBe("a,b\r\n1,'=2\r\n");
  });
});
