import { describe, expect, it } from 'vitest';
import {
  dateOfBirthRule,
  exportDimension,
  isIsoDate,
  loginIdentifierRule,
  loginPasswordRule,
  markCompleteRule,
  optionRule,
  partnerLoginIdentifierRule,
  profileRequiredRule,
  programRule,
  projectRule,
  selectModuleTemplateRule,
  selectMemberRule,
  seriesInstanceRule,
  seriesTemplateRule,
  startModuleDialogRule,
  stickyNoteRule,
  terminationRule,
} from './forms';
import { GENDERS } from './options';

describe('login rules', () => {
  it('asks for an email and a password', () => {
    expect(loginIdentifierRule(' ')).toBe('Please enter an email.');
    expect(loginIdentifierRule('ann@example.org')).toBeNull();
    expect(loginPasswordRule('')).toBe('Please enter your password.');
    expect(loginPasswordRule(undefined)).toBe('Please enter your password.');
    expect(loginPasswordRule(' ')).toBeNull();
    expect(partnerLoginIdentifierRule(null)).toBe(
      'Please enter an email/username for the partner organisation.',
    );
    expect(partnerLoginIdentifierRule('ann')).toBeNull();
  });
});

describe('dateOfBirthRule', () => {
  it('requires a real date', () => {
    expect(dateOfBirthRule('', '2026-11-22')).toBe('Cannot be empty');
    expect(dateOfBirthRule('2026-02-30', '2026-11-22')).toBe('Invalid date');
    expect(dateOfBirthRule('22/11/1950', '2026-11-22')).toBe('Invalid date');
  });
  it('accepts today and refuses tomorrow', () => {
    expect(dateOfBirthRule('2026-11-22', '2026-11-22')).toBeNull();
    expect(dateOfBirthRule('2026-11-23', '2026-11-22')).toBe('Date of birth cannot be after today');
    expect(dateOfBirthRule('1950-01-01', new Date('2026-11-22T12:00:00Z'))).toBeNull();
    expect(dateOfBirthRule('2026-11-23', new Date('2026-11-22T12:00:00Z'))).toBe(
      'Date of birth cannot be after today',
    );
  });
  it('knows leap days', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
  });
});

describe('stickyNoteRule', () => {
  it('needs a level and a message', () => {
    const text = 'Please make sure a name and message are filled out.';
    expect(stickyNoteRule({ level: 'Info', message: 'Call back' })).toBeNull();
    expect(stickyNoteRule({ level: 'Danger', message: ' ' })).toBe(text);
    expect(stickyNoteRule({ level: '', message: 'x' })).toBe(text);
    expect(stickyNoteRule({ level: 'Urgent', message: 'x' })).toBe(text);
  });
});

describe('program rules', () => {
  it('needs a known program', () => {
    expect(programRule('Check-in')).toBeNull();
    expect(programRule('')).toBe('Please select a program');
    expect(programRule('Yoga')).toBe('Please select a program');
  });
  it('needs a termination date and reason', () => {
    expect(terminationRule({ date: '2026-11-01', reason: 'Deceased' })).toBeNull();
    expect(terminationRule({ date: '', reason: 'Deceased' })).toBe('Please fill all fields');
    expect(terminationRule({ date: '2026-13-01', reason: 'Deceased' })).toBe('Please fill all fields');
    expect(terminationRule({ date: '2026-11-01', reason: undefined })).toBe('Please fill all fields');
  });
  it('checks choices against their list', () => {
    expect(optionRule('Female', GENDERS)).toBeNull();
    expect(optionRule(undefined, GENDERS)).toBe('Cannot be empty');
    expect(optionRule('female', GENDERS)).toBe('Please choose one of the options');
  });
});

describe('module and series rules', () => {
  it('needs a patient and a booklet', () => {
    expect(selectMemberRule('')).toBe('Please select a patient.');
    expect(selectMemberRule('u1')).toBeNull();
    expect(selectModuleTemplateRule(undefined)).toBe('Please select a booklet.');
    expect(selectModuleTemplateRule('t1')).toBeNull();
    expect(startModuleDialogRule({ memberId: 'u1', templateId: '' })).toBe(
      'Unable start Module. Please refresh and try again.',
    );
    expect(startModuleDialogRule({ memberId: 'u1', templateId: 't1' })).toBeNull();
  });
  it('needs a name and templates for a series template', () => {
    const text =
      'Unable create Series. Please make sure Template Name is and selected Module Templates are not empty.';
    expect(seriesTemplateRule({ name: 'QoL', templateIds: ['t1'] })).toBeNull();
    expect(seriesTemplateRule({ name: ' ', templateIds: ['t1'] })).toBe(text);
    expect(seriesTemplateRule({ name: 'QoL', templateIds: [] })).toBe(text);
  });
  it('needs a series and a member for an instance', () => {
    expect(seriesInstanceRule({ seriesId: 's1', memberId: 'u1' })).toBeNull();
    expect(seriesInstanceRule({ seriesId: 's1', memberId: null })).toBe(
      'Unable create member Series. Please make sure Series, and member are not empty.',
    );
  });
  it('needs a name and series for a project', () => {
    expect(projectRule({ name: 'P', seriesIds: ['s1'] })).toBeNull();
    expect(projectRule({ name: 'P', seriesIds: [] })).toMatch(/^Unable create project\./);
  });
  it('marks complete only at 100 without errors', () => {
    expect(markCompleteRule(100, false)).toBeNull();
    expect(markCompleteRule(99, false)).toBe(
      'Please complete all required fields before marking as complete.',
    );
    expect(markCompleteRule(100, true)).toBe(
      'Please complete all required fields before marking as complete.',
    );
  });
});

describe('profileRequiredRule', () => {
  it('needs email, name and phone', () => {
    expect(profileRequiredRule({ email: 'a@b.org', name: 'Ann', phone: '5195551234' })).toBeNull();
    expect(profileRequiredRule({ email: 'a@b.org', name: 'Ann', phone: '' })).toBe(
      'Please ensure all fields are filled out',
    );
  });
});

describe('exportDimension', () => {
  it('keeps positive integers and falls back otherwise', () => {
    expect(exportDimension(100, 210)).toBe(100);
    expect(exportDimension('297', 210)).toBe(297);
    expect(exportDimension(1, 210)).toBe(1);
    expect(exportDimension(0, 210)).toBe(210);
    expect(exportDimension(12.5, 210)).toBe(210);
    expect(exportDimension('', 210)).toBe(210);
    expect(exportDimension('abc', 210)).toBe(210);
    expect(exportDimension(undefined, 297)).toBe(297);
  });
});
