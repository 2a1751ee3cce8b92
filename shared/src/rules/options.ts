/**
 * Choice lists of the user forms (spec 002 §3.4, §5.6, §5.7, §5.10). Values are stored as they are;
 * screens show the catalogue label of each (`users.option.*`).
 */
export const LANGUAGES = ['English', 'French', 'Other'] as const;
export const GENDERS = ['Male', 'Female', 'NonBinary'] as const;
export const ORIGINS_OF_CONTACT = [
  'New Referral',
  'Service Transition',
  'Former Student or Volunteer',
  'Education Event',
  'Other',
] as const;
export const TERMINATION_REASONS = ['Request record removal', 'Deceased'] as const;
export const PROGRAMS = [
  'Quality Life - in home',
  'Quality Life - phone',
  'Education/Group',
  'Check-in',
  'Independent User - Self Registered',
] as const;
export const STICKY_NOTE_LEVELS = ['Info', 'Warning', 'Danger'] as const;
/** The 13 Canadian provinces and territories by two-letter code (spec 002 §5.7). */
export const PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;

export type Program = (typeof PROGRAMS)[number];

/** Each program's catalogue key (`users.option.program.<key>`): screens show that label, the value is stored. */
export const PROGRAM_KEYS = {
  'Quality Life - in home': 'inHome',
  'Quality Life - phone': 'phone',
  'Education/Group': 'education',
  'Check-in': 'checkIn',
  'Independent User - Self Registered': 'selfRegistered',
} as const satisfies Record<Program, string>;

/** A program name compared loosely: case, spacing, dashes and "of" in "Quality of Life" aside. */
function programKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[‐‑–—]/g, '-')
    .replace(/\bquality of life\b/g, 'quality life')
    .replace(/\s*([-/])\s*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The current program of a stored or typed program name (spec 002 §5.10: "Legacy long names map to
 * these"). The spec does not list the legacy names, so the rule is general (README decision): a name
 * that, compared loosely (case, spacing around '-' and '/', dash kinds, "Quality of Life" for
 * "Quality Life"), is one of the five programs or starts with one followed by more words (the long
 * form, e.g. 'Quality of Life - In Home Visits', 'Check-in calls') maps to that program. Anything
 * else is returned unchanged (and refused by `programRule` where a program is required).
 */
export function programOf(name: string): string {
  const key = programKey(name);
  const found = PROGRAMS.find((p) => {
    const k = programKey(p);
    return key === k || (key.startsWith(k) && /^[\s(:,-]/.test(key.slice(k.length)));
  });
  return found ?? name;
}
export type StickyNoteLevel = (typeof STICKY_NOTE_LEVELS)[number];
export type TerminationReason = (typeof TERMINATION_REASONS)[number];
