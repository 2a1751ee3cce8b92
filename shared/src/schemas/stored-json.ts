import { msg } from '../messages/validation';

/*
 * Free-form JSON the API stores as DynamoDB maps and lists (module definitions, member answers) must
 * be something DynamoDB holds: at most 32 levels of nesting (the item's attribute is one), no empty
 * attribute names nor ones near 64 KB, numbers within the SDK's safe integers and above DynamoDB's smallest magnitude, and
 * an item under 400 KB, where a map or list costs more than its JSON (3 bytes, plus 1 per element).
 * Request schemas check these before anything is written (else: a ValidationException, a 500).
 */

/** Deepest nesting of objects and arrays accepted inside stored JSON (DynamoDB allows 32 levels). */
export const MAX_JSON_DEPTH = 20;

/** Longest name inside stored JSON (DynamoDB refuses attribute names near 64 KB). */
export const MAX_JSON_NAME = 1000;

/** Smallest magnitude of a non-zero number DynamoDB stores (smaller underflows). */
export const MIN_NUMBER_MAGNITUDE = 1e-130;

/** Why a JSON value cannot be stored (see {@link storedJsonMessage} for its text). */
export type StoredJsonProblem = 'tooDeep' | 'emptyName' | 'longName' | 'number';

/** Byte length of a string in UTF-8 (no TextEncoder: shared/ has neither DOM nor Node types). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Whether DynamoDB (through the document client) stores `n` as given. */
function storableNumber(n: number): boolean {
  const size = Math.abs(n);
  return (
    Number.isFinite(n) && size <= Number.MAX_SAFE_INTEGER && (size === 0 || size >= MIN_NUMBER_MAGNITUDE)
  );
}

const isContainer = (v: unknown): v is object => typeof v === 'object' && v !== null;

/**
 * The first reason `value` cannot be stored, or null. Walks without recursion and stops at the first
 * container deeper than `maxDepth` (the value itself is level 1), so a body nested a million levels
 * costs no more than one of `maxDepth`.
 */
export function storedJsonProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): StoredJsonProblem | null {
  const stack: [unknown, number][] = [[value, isContainer(value) ? 1 : 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'number' && !storableNumber(v)) return 'number';
    if (!isContainer(v)) continue;
    if (depth > maxDepth) return 'tooDeep';
    const entries = Array.isArray(v) ? v.map((x) => ['0', x] as const) : Object.entries(v);
    for (const [key, child] of entries) {
      if (key === '') return 'emptyName';
      if (key.length > MAX_JSON_NAME) return 'longName';
      stack.push([child, isContainer(child) ? depth + 1 : depth]);
    }
  }
  return null;
}

/** The catalogue message of a problem of {@link storedJsonProblem}. */
export function storedJsonMessage(problem: StoredJsonProblem, maxDepth = MAX_JSON_DEPTH): string {
  if (problem === 'tooDeep') return msg('validation.json.tooDeep', { max: maxDepth });
  if (problem === 'longName') return msg('validation.json.longName', { max: MAX_JSON_NAME });
  return msg(problem === 'emptyName' ? 'validation.json.emptyName' : 'validation.json.number');
}

/** Size of a number in DynamoDB: 1 byte, plus 1 per two significant digits (AWS's item size rules). */
function numberBytes(n: number): number {
  const digits = n
    .toExponential()
    .replace(/e.*$/, '')
    .replace(/[^0-9]/g, '').length;
  return 1 + Math.ceil(digits / 2);
}

/**
 * What a JSON value costs as a DynamoDB attribute value (AWS's item size rules): strings their UTF-8
 * bytes, numbers up to 21 bytes, booleans and null 1 byte, a map or list 3 bytes plus, per element, 1
 * byte, its name (maps) and its value. Walks without recursion; call it on values that passed
 * {@link storedJsonProblem}.
 */
export function dynamoBytes(value: unknown): number {
  let bytes = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') bytes += utf8Bytes(v);
    else if (typeof v === 'number') bytes += numberBytes(v);
    else if (Array.isArray(v)) {
      bytes += 3 + v.length;
      for (const child of v) stack.push(child);
    } else if (isContainer(v)) {
      const entries = Object.entries(v);
      bytes += 3 + entries.length;
      for (const [key, child] of entries) {
        bytes += utf8Bytes(key);
        stack.push(child);
      }
    } else bytes += 1;
  }
  return bytes;
}

/** UTF-8 length of a value's JSON. */
export function jsonBytes(value: unknown): number {
  return utf8Bytes(JSON.stringify(value) ?? '');
}

/**
 * The size a stored JSON value is held to: the larger of its JSON (what the limits' texts name) and
 * its DynamoDB size (what the 400 KB item limit counts), so a value within a limit fits both ways.
 */
export function storedBytes(value: unknown): number {
  return Math.max(jsonBytes(value), dynamoBytes(value));
}
