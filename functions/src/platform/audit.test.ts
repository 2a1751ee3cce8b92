import type { Actor } from '@circles/shared/access/types';
import { describe, expect, it } from 'vitest';
import { auditEach, auditedRead } from './audit';
import type { AuditEvent } from '../members/ports';

const actor: Actor = { id: 'admin-1', role: 'Admin', patients: [], workers: [] } as unknown as Actor;
const now = () => new Date('2026-01-01T00:00:00.000Z');

/** A deferred promise: the test decides when a read or a write finishes. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('auditedRead', () => {
  it('starts the read and the audit write together and answers only once the event is stored', async () => {
    const write = deferred<void>();
    const read = deferred<string>();
    const events: AuditEvent[] = [];
    let readStarted = false;
    const answer = auditedRead(
      { audit: { record: (e) => (events.push(e), write.promise) }, now },
      actor,
      'report.read.cc',
      'member-1',
      () => ((readStarted = true), read.promise),
    );
    let settled = false;
    void answer.then(() => (settled = true));
    // Both calls are out before either finishes.
    expect(readStarted).toBe(true);
    expect(events).toMatchObject([{ action: 'report.read.cc', memberId: 'member-1', outcome: 'allowed' }]);
    read.resolve('rounds');
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false); // the read is done, the event not yet stored: no answer
    write.resolve();
    await expect(answer).resolves.toBe('rounds');
  });

  it('fails the read when the audit write fails (no data leaves unaudited)', async () => {
    const failing = { record: () => Promise.reject(new Error('audit down')) };
    await expect(
      auditedRead({ audit: failing, now }, actor, 'report.read.cc', 'member-1', () =>
        Promise.resolve('rounds'),
      ),
    ).rejects.toThrow('audit down');
  });

  it('waits for the audit write even when the read fails, then fails with the read', async () => {
    const write = deferred<void>();
    let stored = false;
    const answer = auditedRead(
      { audit: { record: () => write.promise.then(() => void (stored = true)) }, now },
      actor,
      'report.read.cc',
      'member-1',
      () => Promise.reject(new Error('query failed')),
    );
    setTimeout(() => write.resolve(), 5);
    await expect(answer).rejects.toThrow('query failed');
    expect(stored).toBe(true);
  });
});

describe('auditEach', () => {
  it('writes one event per member, once each, in one recordMany call where the log has it', async () => {
    const batches: AuditEvent[][] = [];
    const single: AuditEvent[] = [];
    const log = {
      record: (e: AuditEvent) => Promise.resolve(void single.push(e)),
      recordMany: (events: readonly AuditEvent[]) => Promise.resolve(void batches.push([...events])),
    };
    await auditEach({ audit: log, now }, actor, 'report.completed.all', ['m1', 'm2', 'm1'], 'allowed');
    expect(single).toEqual([]);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((e) => e.memberId)).toEqual(['m1', 'm2']);
    expect(batches[0]!.every((e) => e.action === 'report.completed.all' && e.actorId === 'admin-1')).toBe(
      true,
    );
    expect(new Set(batches[0]!.map((e) => e.id)).size).toBe(2);
  });

  it('falls back to one record per member, and writes nothing for no member', async () => {
    const single: AuditEvent[] = [];
    const log = { record: (e: AuditEvent) => Promise.resolve(void single.push(e)) };
    await auditEach({ audit: log, now }, actor, 'x', [], 'allowed');
    expect(single).toEqual([]);
    await auditEach({ audit: log, now }, actor, 'x', ['m1', 'm2'], 'allowed');
    expect(single.map((e) => e.memberId)).toEqual(['m1', 'm2']);
  });
});
