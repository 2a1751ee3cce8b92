import { MISSING, type Range } from '../scoring/values';

/** Why an answer was not used (its value is never recorded: it is personal health information). */
export type DiagnosticProblem = 'out_of_range' | 'wrong_type';

/** One answer the engine set aside as missing. */
export interface Diagnostic {
  /** Index of the round, oldest first. */
  round: number;
  /** Question name of the answer. */
  name: string;
  problem: DiagnosticProblem;
}

/** Reads one round's answers and notes what it had to set aside. */
export class AnswerReader {
  readonly diagnostics: Diagnostic[] = [];

  constructor(
    private readonly answers: Readonly<Record<string, unknown>>,
    private readonly round: number,
  ) {}

  /** The raw answer; absent, null and 999 all read as undefined. */
  raw(name: string): unknown {
    const value = this.answers[name];
    return value === null || value === MISSING ? undefined : value;
  }

  /** Notes a set-aside answer. */
  note(name: string, problem: DiagnosticProblem): void {
    this.diagnostics.push({ round: this.round, name, problem });
  }

  /** A number within `range`, or 999 (noted when present but unusable). */
  number(name: string, range: Range): number {
    const value = this.raw(name);
    if (value === undefined) return MISSING;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.note(name, 'wrong_type');
      return MISSING;
    }
    if (value < range.min || value > range.max || (range.integer === true && !Number.isInteger(value))) {
      this.note(name, 'out_of_range');
      return MISSING;
    }
    return value;
  }

  /** A non-blank text, trimmed, or 999. */
  text(name: string): string | typeof MISSING {
    const value = this.raw(name);
    if (value === undefined) return MISSING;
    if (typeof value !== 'string') {
      this.note(name, 'wrong_type');
      return MISSING;
    }
    return value.trim() === '' ? MISSING : value.trim();
  }

  /** One of `options` (a boolean reads as Yes/No when the options are those), or 999. */
  choice<T extends string>(name: string, options: readonly T[]): T | typeof MISSING {
    let value = this.raw(name);
    if (value === undefined) return MISSING;
    if (typeof value === 'boolean' && options.includes('Yes' as T)) value = value ? 'Yes' : 'No';
    if (typeof value !== 'string') {
      this.note(name, 'wrong_type');
      return MISSING;
    }
    if (!options.includes(value as T)) {
      this.note(name, 'out_of_range');
      return MISSING;
    }
    return value as T;
  }

  /** Checkbox choices as texts (empty list is 999). */
  list(name: string): string[] | typeof MISSING {
    const value = this.raw(name);
    if (value === undefined) return MISSING;
    if (!Array.isArray(value) || !value.every((v) => typeof v === 'string' || typeof v === 'number')) {
      this.note(name, 'wrong_type');
      return MISSING;
    }
    const items = value.map((v) => String(v).trim()).filter((v) => v !== '');
    return items.length === 0 ? MISSING : items;
  }

  /** Rows of a dynamic matrix as plain objects (a non-object row makes the whole answer wrong). */
  rows(name: string): Record<string, unknown>[] | typeof MISSING {
    const value = this.raw(name);
    if (value === undefined) return MISSING;
    if (
      !Array.isArray(value) ||
      !value.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))
    ) {
      this.note(name, 'wrong_type');
      return MISSING;
    }
    return value as Record<string, unknown>[];
  }
}
