import { describe, expect, it } from 'vitest';
import { startProgramBodySchema, statusPatchBodySchema } from '../schemas/people';
import { PROGRAMS, programOf } from './options';

describe('programOf (spec 002 §5.10: legacy long names map to the programs)', () => {
  it('keeps each current program as it is', () => {
    for (const p of PROGRAMS) expect(programOf(p)).toBe(p);
  });

  it.each([
    ['Quality of Life - In Home Visits', 'Quality Life - in home'],
    ['quality life – in home', 'Quality Life - in home'],
    ['Quality of Life - Phone calls', 'Quality Life - phone'],
    ['Education / Group sessions', 'Education/Group'],
    ['Check-in calls', 'Check-in'],
    ['Check-In (weekly)', 'Check-in'],
    ['Independent User - Self Registered online', 'Independent User - Self Registered'],
  ])('maps %s to %s', (legacy, current) => {
    expect(programOf(legacy)).toBe(current);
  });

  it('leaves other names unchanged (not a word run-on or another program)', () => {
    expect(programOf('Check-inside')).toBe('Check-inside');
    expect(programOf('Quality Life')).toBe('Quality Life');
    expect(programOf('')).toBe('');
  });

  it('lets the program bodies take a legacy name and store the current one, and refuse others', () => {
    const start = startProgramBodySchema.parse({
      version: 1,
      status: 'active',
      activeType: 'Quality of Life - Phone calls',
    });
    expect(start.activeType).toBe('Quality Life - phone');
    const status = statusPatchBodySchema.parse({
      version: 1,
      status: 'waitlist',
      activeType: 'Check-in calls',
    });
    expect(status.activeType).toBe('Check-in');
    const bad = startProgramBodySchema.safeParse({ version: 1, status: 'active', activeType: 'Gardening' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Please select a program');
  });
});
