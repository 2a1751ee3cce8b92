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
export type StickyNoteLevel = (typeof STICKY_NOTE_LEVELS)[number];
export type TerminationReason = (typeof TERMINATION_REASONS)[number];
