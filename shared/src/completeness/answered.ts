/** Whether one scalar answer counts as given: not absent, not blank text, not an empty list or object. */
export function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.some(isAnswered);
  if (typeof value === 'object') return Object.values(value).some(isAnswered);
  return typeof value === 'boolean';
}

/** The value as a plain object, or an empty one when it is something else (arrays included). */
export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** Share of `names` answered in `record` (0 when there are no names). */
export function answeredShare(record: Record<string, unknown>, names: readonly string[]): number {
  if (names.length === 0) return 0;
  return names.filter((name) => isAnswered(record[name])).length / names.length;
}
