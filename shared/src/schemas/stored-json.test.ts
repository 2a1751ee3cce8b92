import { describe, expect, it } from 'vitest';
import { msg } from '../messages/validation';
import {
  dynamoBytes,
  jsonBytes,
  MAX_JSON_DEPTH,
  MAX_JSON_NAME,
  storedBytes,
  storedJsonMessage,
  storedJsonProblem,
  utf8Bytes,
} from './stored-json';

/** `depth` levels of objects and arrays: { a: [ { a: … 1 } ] }. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

describe('storedJsonProblem (what DynamoDB cannot hold)', () => {
  it('accepts JSON up to MAX_JSON_DEPTH levels of objects and arrays', () => {
    expect(storedJsonProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(storedJsonProblem({ q1: 'x', n: [1, 2.5, -0, 0, null, true], s: '' })).toBeNull();
    expect(storedJsonProblem('text')).toBeNull();
  });

  it('refuses one level more, and a million levels as fast', () => {
    expect(storedJsonProblem(nested(MAX_JSON_DEPTH + 1))).toBe('tooDeep');
    expect(storedJsonProblem(JSON.parse('['.repeat(1_000_000) + ']'.repeat(1_000_000)))).toBe('tooDeep');
  });

  it('refuses empty names and names near DynamoDB’s 64 KB', () => {
    expect(storedJsonProblem({ pd: [{ '': 'x' }] })).toBe('emptyName');
    expect(storedJsonProblem({ ['k'.repeat(MAX_JSON_NAME)]: 1 })).toBeNull();
    expect(storedJsonProblem({ ['k'.repeat(MAX_JSON_NAME + 1)]: 1 })).toBe('longName');
  });

  it('refuses numbers the SDK or DynamoDB refuse: past safe integers, under 1e-130, not finite', () => {
    for (const n of [2 ** 53, -1e20, 1e-131, -5e-324, Infinity, NaN])
      expect(storedJsonProblem({ a: [n] }), String(n)).toBe('number');
    for (const n of [Number.MAX_SAFE_INTEGER, 1e-130, -1.5, 0])
      expect(storedJsonProblem({ a: n })).toBeNull();
  });

  it('names each problem with the catalogue’s text', () => {
    expect(storedJsonMessage('tooDeep')).toBe(msg('validation.json.tooDeep', { max: MAX_JSON_DEPTH }));
    expect(storedJsonMessage('emptyName')).toBe(msg('validation.json.emptyName'));
    expect(storedJsonMessage('longName')).toBe(msg('validation.json.longName', { max: MAX_JSON_NAME }));
    expect(storedJsonMessage('number')).toBe(msg('validation.json.number'));
  });
});

describe('sizes', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8Bytes('aé€😀')).toBe(1 + 2 + 3 + 4);
    expect(jsonBytes({ a: 'é' })).toBe(10);
  });

  it('counts a DynamoDB map or list as 3 bytes plus 1 per element, names and values', () => {
    expect(dynamoBytes({})).toBe(3);
    expect(dynamoBytes([])).toBe(3);
    expect(dynamoBytes({ ab: 'xyz' })).toBe(3 + 1 + 2 + 3);
    expect(dynamoBytes([null, true])).toBe(3 + 2 + 2);
    expect(dynamoBytes(7)).toBe(2);
    expect(dynamoBytes(123.456)).toBe(1 + 3);
  });

  it('holds a value to the larger of its JSON and its DynamoDB size', () => {
    const emptyMaps = Array.from({ length: 1000 }, () => ({}));
    expect(jsonBytes(emptyMaps)).toBe(2 + 1000 * 2 + 999);
    expect(storedBytes(emptyMaps)).toBe(dynamoBytes(emptyMaps));
    expect(dynamoBytes(emptyMaps)).toBe(3 + 1000 * 4);
    expect(storedBytes({ name: 'x' })).toBe(jsonBytes({ name: 'x' }));
  });
});
