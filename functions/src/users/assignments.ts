import { isHelperRole, isMemberRole } from '@circles/shared/access/roles';
import { can } from '@circles/shared/access/policy';
import type { Actor } from '@circles/shared/access/types';
import { msg } from '@circles/shared/messages/users';
import type { UserDetail } from '@circles/shared/schemas/people';
import { AppError } from '../platform/errors';
import { audit } from '../platform/audit';
import { authorize } from './people-admin';
import { assertListFits } from '../platform/stored-lists';
import { notFound, type PeopleDeps } from './people';
import type { AssignmentChange } from './people-ports';
import { targetOf, toUserDetail, type UserRecord } from '../members/user-record';

function notWorker(): AppError {
  return new AppError('BAD_REQUEST', msg('users.server.notWorker'), { code: 'NOT_WORKER' });
}

function notMember(): AppError {
  return new AppError('BAD_REQUEST', msg('users.server.notMember'), { code: 'NOT_MEMBER' });
}

const without = (list: readonly string[], id: string) => list.filter((x) => x !== id);
const withId = (list: readonly string[], id: string) => (list.includes(id) ? [...list] : [...list, id]);

/**
 * Assigns and unassigns between one user (`id`) and others (ACCESS.md 'assign volunteers to members':
 * Admin any, Coordinator facility). `side` says what `id` is: a worker whose `patients` change, or a
 * member whose `workers` change. Every user involved is written in one transaction, conditioned on the
 * version read; removal takes effect on the helper's next request (the API reads the stored lists).
 */
export async function changeAssignments(
  deps: PeopleDeps,
  actor: Actor,
  id: string,
  side: 'worker' | 'member',
  body: { add: string[]; remove: string[] },
): Promise<{ user: UserDetail }> {
  const subject = await authorize(deps, actor, 'user.assign', id);
  if (side === 'worker' ? !isHelperRole(subject.role) : !isMemberRole(subject.role))
    throw side === 'worker' ? notWorker() : notMember();
  const ids = [...new Set([...body.add, ...body.remove])].filter((x) => x !== id);
  const others = await deps.people.getMany(ids);
  for (const otherId of ids) {
    const other = others.find((o) => o.id === otherId);
    if (!other || !can(actor, 'user.assign', targetOf(other))) {
      await audit(deps, actor, 'user.assign', otherId, 'denied');
      throw notFound();
    }
    if (side === 'worker' ? !isMemberRole(other.role) : !isHelperRole(other.role))
      throw side === 'worker' ? notMember() : notWorker();
  }
  const own = side === 'worker' ? 'patients' : 'workers';
  const theirs = side === 'worker' ? 'workers' : 'patients';
  let lists = { patients: [...subject.patients], workers: [...subject.workers] };
  const changes: AssignmentChange[] = [];
  for (const other of others) {
    const adding = body.add.includes(other.id) && !body.remove.includes(other.id);
    lists = { ...lists, [own]: adding ? withId(lists[own], other.id) : without(lists[own], other.id) };
    const theirList = adding ? withId(other[theirs], subject.id) : without(other[theirs], subject.id);
    if (theirList.length !== other[theirs].length)
      changes.push({ user: other, patients: other.patients, workers: other.workers, [theirs]: theirList });
  }
  // Whichever list grew past its cap, the request named too many: its `add`.
  for (const list of [lists[own], ...changes.map((c) => c[theirs])]) assertListFits(list.length, 'add');
  const subjectChanged =
    lists[own].length !== subject[own].length || lists[own].some((x, i) => x !== subject[own][i]);
  if (!subjectChanged && changes.length === 0) return { user: toUserDetail(subject, actor) };
  const at = deps.now().toISOString();
  await deps.people.setAssignments([{ user: subject, ...lists }, ...changes], at);
  await Promise.all([
    audit(deps, actor, 'user.assign', subject.id, 'allowed', at),
    ...others.map((o) => audit(deps, actor, 'user.assign', o.id, 'allowed', at)),
  ]);
  const updated: UserRecord = { ...subject, ...lists, version: subject.version + 1, updatedAt: at };
  return { user: toUserDetail(updated, actor) };
}
