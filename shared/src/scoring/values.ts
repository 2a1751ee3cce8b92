/** The sentinel for "not answered / no data" in every metric (spec 000 §9). */
export const MISSING = 999;

/** Bounds of a valid answer: inclusive range and whether only whole numbers count. */
export interface Range {
  min: number;
  max: number;
  integer?: boolean;
}

/**
 * A valid numeric answer in `range`, else `MISSING`. Only real numbers count: strings, booleans and
 * 999 itself are missing, so '10' is never read as a digit and 999 never enters arithmetic.
 */
export function readNumber(value: unknown, range: Range): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value === MISSING) return MISSING;
  if (value < range.min || value > range.max) return MISSING;
  if (range.integer === true && !Number.isInteger(value)) return MISSING;
  return value;
}

/** Whether a metric value is present (a finite number other than 999). */
export function isPresent(value: number): boolean {
  return Number.isFinite(value) && value !== MISSING;
}

/** Rounds half away from zero to `digits` decimals, avoiding binary artefacts (1.005 → 1.01). */
export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.sign(value) * (Math.round(Math.abs(value) * factor + Number.EPSILON * factor) / factor);
}

/** Mean of the present values (999 and non-finite skipped); `MISSING` when none is present. */
export function meanOfPresent(values: readonly number[]): number {
  const present = values.filter(isPresent);
  if (present.length === 0) return MISSING;
  return present.reduce((sum, v) => sum + v, 0) / present.length;
}

/** Sum of the present values; `MISSING` when none is present. */
export function sumOfPresent(values: readonly number[]): number {
  const present = values.filter(isPresent);
  return present.length === 0 ? MISSING : present.reduce((sum, v) => sum + v, 0);
}

/** Applies `fn` to a present value and passes `MISSING` through. */
export function mapPresent(value: number, fn: (v: number) => number): number {
  return isPresent(value) ? fn(value) : MISSING;
}
