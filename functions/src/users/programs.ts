import type { UserStatus } from '@circles/shared/schemas/common';
import type { MemberStatusInfo, StatusHistoryEntry } from '@circles/shared/schemas/people';
import { programOf, type TerminationReason } from '@circles/shared/rules/options';
import { msg } from '@circles/shared/messages/users';
import { AppError } from '../platform/errors';

/**
 * Programs and status history (spec 002 §4.1, §4.2) as pure functions over the stored
 * `memberStatusInfo`: each returns the new info and status, never changes its input. `newId` names a
 * new history entry; dates are YYYY-MM-DD.
 */
export interface StatusState {
  status: UserStatus;
  info: MemberStatusInfo;
}

const isOpen = (e: StatusHistoryEntry) => e.endDate === undefined || e.endDate === '';

/**
 * §4.2: "If a user has no history, one is created from the current status with the creation date as
 * the start date."
 */
export function ensureHistory(
  state: { status: UserStatus; info?: MemberStatusInfo; createdAt: string },
  newId: () => string,
): MemberStatusInfo {
  const info = state.info ?? { statusHistory: [] };
  if (info.statusHistory.length > 0) return info;
  return {
    ...info,
    statusHistory: [
      {
        id: newId(),
        status: state.status,
        activeType: info.activeType ?? '',
        startDate: state.createdAt.slice(0, 10),
      },
    ],
  };
}

/**
 * Start Program: appends an open entry, unless the latest open entry already has this status and program
 * (a legacy long name of that program counts as the same, spec 002 §5.10).
 */
export function startProgram(
  info: MemberStatusInfo,
  input: { status: 'active' | 'waitlist'; activeType: string; startDate: string },
  newId: () => string,
): StatusState & { changed: boolean } {
  const open = info.statusHistory.filter(isOpen);
  const latest = open[open.length - 1];
  if (
    latest &&
    latest.status === input.status &&
    programOf(latest.activeType) === programOf(input.activeType)
  )
    return { status: input.status, info, changed: false };
  return {
    status: input.status,
    changed: true,
    info: {
      ...info,
      activeType: input.activeType,
      statusHistory: [
        ...info.statusHistory,
        { id: newId(), status: input.status, activeType: input.activeType, startDate: input.startDate },
      ],
    },
  };
}

/** Complete Program: sets the open entry's end date (not before its start). */
export function completeProgram(info: MemberStatusInfo, entryId: string, endDate: string): MemberStatusInfo {
  const entry = info.statusHistory.find((e) => e.id === entryId);
  if (!entry || !isOpen(entry))
    throw new AppError('BAD_REQUEST', msg('users.server.entryNotOpen'), { code: 'ENTRY_NOT_OPEN' });
  if (endDate < entry.startDate)
    throw new AppError('VALIDATION', 'The request has errors. Please correct them and try again.', {
      issues: [{ path: 'endDate', message: 'Invalid date' }],
    });
  const statusHistory = info.statusHistory.map((e) => (e.id === entryId ? { ...e, endDate } : e));
  const stillOpen = statusHistory.filter(isOpen);
  return { ...info, statusHistory, activeType: stillOpen[stillOpen.length - 1]?.activeType };
}

/**
 * The account page's status save: the last entry ends `today` (if open) and a new open entry with the
 * new status begins today, keeping the program unless a new one is given.
 */
export function saveStatus(
  info: MemberStatusInfo,
  input: { status: 'active' | 'waitlist'; activeType?: string },
  today: string,
  newId: () => string,
): StatusState {
  const history = [...info.statusHistory];
  const last = history[history.length - 1];
  if (last && isOpen(last)) history[history.length - 1] = { ...last, endDate: today };
  const activeType = input.activeType ?? info.activeType ?? last?.activeType ?? '';
  history.push({ id: newId(), status: input.status, activeType, startDate: today });
  return { status: input.status, info: { ...info, activeType, statusHistory: history } };
}

/**
 * Termination: every open entry ends on the termination date, a terminated entry (no program, start
 * and end the termination date) is appended, the status becomes terminated.
 */
export function terminate(
  info: MemberStatusInfo,
  input: { date: string; reason: TerminationReason; deceasedDate?: string },
  newId: () => string,
): StatusState {
  const closed = info.statusHistory.map((e) => (isOpen(e) ? { ...e, endDate: input.date } : e));
  return {
    status: 'terminated',
    info: {
      ...info,
      activeType: undefined,
      terminationReason: input.reason,
      terminationDate: input.date,
      ...(input.deceasedDate ? { deceasedDate: input.deceasedDate } : {}),
      statusHistory: [
        ...closed,
        { id: newId(), status: 'terminated', activeType: '', startDate: input.date, endDate: input.date },
      ],
    },
  };
}
