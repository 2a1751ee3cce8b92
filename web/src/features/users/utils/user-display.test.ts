import { describe, expect, it } from 'vitest';
import { domainOf, suggestEmail } from './email-suggestion';
import { PROGRAMS } from '@circles/shared/rules/options';
import { setLocale } from '@circles/shared/messages/locale';
import { languageName } from '@circles/shared/messages/users';
import { monthDayYear, programLabel, roleLabel, statusLabel } from './user-display';

describe('statusLabel', () => {
  it('reads only the literal active as Authorized in green for non-admins', () => {
    expect(statusLabel('active', 'Coordinator')).toEqual({ text: 'Authorized', tone: 'success' });
    expect(statusLabel('waitlist', 'Volunteer')).toEqual({ text: 'Unauthorized', tone: 'warning' });
    expect(statusLabel('terminated', 'Coordinator')).toEqual({ text: 'Unauthorized', tone: 'error' });
    expect(statusLabel('Active', 'Coordinator')).toEqual({ text: 'Unauthorized', tone: 'error' });
  });
  it('shows the raw status to an Admin, in the same colours', () => {
    expect(statusLabel('waitlist', 'Admin')).toEqual({ text: 'waitlist', tone: 'warning' });
    expect(statusLabel('terminated', 'Admin')).toEqual({ text: 'terminated', tone: 'error' });
  });
  it("names the stored status in the Admin's language (issue 25), another value as it is", () => {
    setLocale('fr');
    try {
      expect(statusLabel('active', 'Admin')).toEqual({ text: 'actif', tone: 'success' });
      expect(statusLabel('waitlist', 'Admin')).toEqual({ text: "liste d'attente", tone: 'warning' });
      expect(statusLabel('terminated', 'Admin')).toEqual({ text: 'terminé', tone: 'error' });
      expect(statusLabel('paused', 'Admin')).toEqual({ text: 'paused', tone: 'error' });
    } finally {
      setLocale('en');
    }
  });
});

describe('languageName', () => {
  it("names a stored language in the reader's language, and keeps a typed list as it is", () => {
    expect(languageName('French')).toBe('French');
    setLocale('fr');
    try {
      expect(languageName('English')).toBe('Anglais');
      expect(languageName('French')).toBe('Français');
      expect(languageName('Punjabi, Urdu')).toBe('Punjabi, Urdu');
    } finally {
      setLocale('en');
    }
  });
});

describe('monthDayYear', () => {
  it('writes month/day/year', () => {
    expect(monthDayYear('2026-03-07')).toBe('3/7/2026');
    expect(monthDayYear(new Date(2025, 11, 31, 12).toISOString())).toBe('12/31/2025');
    expect(monthDayYear(undefined)).toBe('');
    expect(monthDayYear('not a date')).toBe('');
  });
});

describe('roleLabel', () => {
  it('names a Patient a Member', () => {
    expect(roleLabel('Patient')).toBe('Member');
    expect(roleLabel('Volunteer')).toBe('Volunteer');
  });
});

describe('suggestEmail', () => {
  it('suggests first.last at the organisation domain without accents or punctuation', () => {
    expect(suggestEmail('Zoë', "O'Neil", 'example.org')).toBe('zoe.oneil@example.org');
    expect(suggestEmail('Ann Marie', 'Lee', 'example.org')).toBe('annmarie.lee@example.org');
  });
  it('suggests nothing until both names and a domain exist', () => {
    expect(suggestEmail('Ann', '', 'example.org')).toBeUndefined();
    expect(suggestEmail('Ann', 'Lee', undefined)).toBeUndefined();
    expect(domainOf('connector@Circles.Example.org')).toBe('circles.example.org');
    expect(domainOf('nope')).toBeUndefined();
  });
});

describe('latestPerName', () => {
  it('keeps the latest version of each module name and counts the earlier ones', async () => {
    const { latestPerName } = await import('./member-modules');
    const at = (d: string) => `2026-0${d}T00:00:00.000Z`;
    const rows = latestPerName([
      { _id: 'a1', name: 'Wellbeing', approved: true, createdAt: at('1-01'), updatedAt: at('1-02') },
      { _id: 'a2', name: 'Wellbeing', approved: false, createdAt: at('2-01'), updatedAt: at('2-02') },
      { _id: 'b1', name: 'Activities', approved: false, createdAt: at('1-05'), updatedAt: at('1-05') },
    ]);
    expect(rows.map((r) => [r.module._id, r.previous])).toEqual([
      ['b1', 0],
      ['a2', 1],
    ]);
  });
});

describe('programLabel', () => {
  it('shows each of the five programs by its catalogue label, and an unknown stored name as stored', () => {
    expect(PROGRAMS.map(programLabel)).toEqual([
      'Quality Life - in home',
      'Quality Life - phone',
      'Education/Group',
      'Check-in',
      'Independent User - Self Registered',
    ]);
    expect(programLabel('Day program (old)')).toBe('Day program (old)');
  });
});
