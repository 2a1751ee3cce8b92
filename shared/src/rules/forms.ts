import { msg as modulesMsg } from '../messages/modules';
import { msg } from '../messages/validation';
import { PROGRAMS, STICKY_NOTE_LEVELS, TERMINATION_REASONS } from './options';
import type { FieldValue } from './text';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isBlank(value: FieldValue): boolean {
  return value === undefined || value === null || value.trim() === '';
}

function isIn(list: readonly string[], value: FieldValue): boolean {
  return typeof value === 'string' && list.includes(value);
}

/** Login identifier (spec 000 §5): 'Please enter an email.' when empty. */
export function loginIdentifierRule(value: FieldValue): string | null {
  return isBlank(value) ? msg('validation.login.emailRequired') : null;
}

/** Login password (spec 000 §5): 'Please enter your password.' when empty. */
export function loginPasswordRule(value: FieldValue): string | null {
  return value === undefined || value === null || value === ''
    ? msg('validation.login.passwordRequired')
    : null;
}

/** Partner login identifier (spec 000 §5). */
export function partnerLoginIdentifierRule(value: FieldValue): string | null {
  return isBlank(value) ? msg('validation.login.partnerEmailRequired') : null;
}

/** Whether `value` is a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Date of birth (spec 002 §5.6): required, a YYYY-MM-DD date, not after `today`. `today` is a
 * YYYY-MM-DD string in the user's time zone, or a Date read in UTC.
 */
export function dateOfBirthRule(value: FieldValue, today: string | Date): string | null {
  if (isBlank(value)) return msg('validation.required.empty');
  const date = (value as string).trim();
  if (!isIsoDate(date)) return msg('validation.date.invalid');
  const limit = typeof today === 'string' ? today : today.toISOString().slice(0, 10);
  return date > limit ? msg('validation.dateOfBirth.future') : null;
}

/** Sticky note (spec 002 §3.4, §5.11): a level of Info/Warning/Danger and a non-blank message. */
export function stickyNoteRule(note: { level: FieldValue; message: FieldValue }): string | null {
  return isIn(STICKY_NOTE_LEVELS, note.level) && !isBlank(note.message)
    ? null
    : msg('validation.stickyNote.required');
}

/** Start Program (spec 002 §5.10): one of the programs: 'Please select a program'. */
export function programRule(value: FieldValue): string | null {
  return isIn(PROGRAMS, value) ? null : msg('validation.program.select');
}

/** Termination (spec 002 §4.2, §5.10): date and reason required: 'Please fill all fields'. */
export function terminationRule(input: { date: FieldValue; reason: FieldValue }): string | null {
  const dateOk = !isBlank(input.date) && isIsoDate((input.date as string).trim());
  return dateOk && isIn(TERMINATION_REASONS, input.reason) ? null : msg('validation.program.fillAll');
}

/** One value out of a fixed list (gender, role, origin of contact, province, language). */
export function optionRule(value: FieldValue, options: readonly string[]): string | null {
  if (isBlank(value)) return msg('validation.required.empty');
  return isIn(options, value) ? null : msg('validation.option.invalid');
}

/** Start Module / Start Series (spec 001 §5): 'Please select a patient.' */
export function selectMemberRule(value: FieldValue): string | null {
  return isBlank(value) ? modulesMsg('modules.validation.selectPatient') : null;
}

/** Start Module (spec 001 §5): 'Please select a booklet.' */
export function selectModuleTemplateRule(value: FieldValue): string | null {
  return isBlank(value) ? modulesMsg('modules.validation.selectBooklet') : null;
}

/** Start Member Module dialog (spec 001 §5): member and module both required. */
export function startModuleDialogRule(input: {
  memberId: FieldValue;
  templateId: FieldValue;
}): string | null {
  return isBlank(input.memberId) || isBlank(input.templateId)
    ? modulesMsg('modules.validation.startModuleDialog')
    : null;
}

/** Create Series Template (spec 001 §5): a name and at least one module template. */
export function seriesTemplateRule(input: {
  name: FieldValue;
  templateIds: readonly string[];
}): string | null {
  return isBlank(input.name) || input.templateIds.length === 0
    ? modulesMsg('modules.validation.createSeries')
    : null;
}

/** Create Series Instance (spec 001 §5): one series and one member. */
export function seriesInstanceRule(input: { seriesId: FieldValue; memberId: FieldValue }): string | null {
  return isBlank(input.seriesId) || isBlank(input.memberId)
    ? modulesMsg('modules.validation.createMemberSeries')
    : null;
}

/** Create project (spec 001 §2.8): a name and at least one series or module template. */
export function projectRule(input: { name: FieldValue; seriesIds: readonly string[] }): string | null {
  return isBlank(input.name) || input.seriesIds.length === 0
    ? modulesMsg('modules.validation.createProject')
    : null;
}

/** Edit profile page (spec 002 §5.8): email, name and phone all filled. */
export function profileRequiredRule(input: {
  email: FieldValue;
  name: FieldValue;
  phone: FieldValue;
}): string | null {
  return isBlank(input.email) || isBlank(input.name) || isBlank(input.phone)
    ? msg('validation.form.fillAll')
    : null;
}

/** Mark Complete (spec 001 §4): needs completeness 100 and no validation errors. */
export function markCompleteRule(completeness: number, hasErrors: boolean): string | null {
  return completeness >= 100 && !hasErrors ? null : modulesMsg('modules.markComplete.required');
}

/**
 * PDF export page dimension (spec 001 §2.11): a positive integer (minimum 1) or the default, since a
 * non-integer falls back to the default rather than failing.
 */
export function exportDimension(value: unknown, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : fallback;
}
