import { describe, expect, it } from 'vitest';
import {
  assignmentPatchBodySchema,
  checkDupsBodySchema,
  completeProgramBodySchema,
  passwordPatchBodySchema,
  profilePatchBodySchema,
  registerUserBodySchema,
  startProgramBodySchema,
  stickyNoteCreateBodySchema,
  terminateBodySchema,
  userListQuerySchema,
  volInfoPatchBodySchema,
} from './people';
import { msg } from '../messages/validation';
import { noteAttachmentBodySchema, noteCreateBodySchema } from './note';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const wizard = (over: Record<string, unknown> = {}, info: Record<string, unknown> = {}) => ({
  email: 'Nora.New@Example.org',
  password: 'Default#2026',
  role: 'Patient',
  info: { name: 'Nora New', gender: 'Female', dateOfBirth: '1950-04-02', language: 'English', ...info },
  ...over,
});

describe('create-user wizard body (spec 002 §5)', () => {
  it('accepts a valid user, lower-cases the email and defaults status and country', () => {
    const parsed = registerUserBodySchema.parse(wizard());
    expect(parsed).toMatchObject({
      email: 'nora.new@example.org',
      status: 'active',
      info: { address: { country: 'Canada' } },
    });
  });

  it('gives the spec texts for each rule', () => {
    const result = registerUserBodySchema.safeParse(
      wizard(
        { email: '', phone: '', confirmPassword: 'other', password: 'Default#2026' },
        {
          language: 'Other',
          languageOther: '12',
          gender: 'NonBinary',
          genderOther: '   ',
          dateOfBirth: '3000-01-01',
        },
      ),
    );
    expect(messages(result)).toMatchObject({
      email: 'Enter either email or phone number',
      confirmPassword: 'Password must be matching',
      'info.languageOther': 'Please enter languages separated with commas (,)',
      'info.genderOther': 'Cannot be whitespace alone',
      'info.dateOfBirth': 'Date of birth cannot be after today',
    });
  });

  it('accepts real names and stores them in one Unicode form (NFC)', () => {
    expect(registerUserBodySchema.parse(wizard({}, { name: 'Jean-Luc O’Brien Jr.' })).info.name).toBe(
      'Jean-Luc O’Brien Jr.',
    );
    expect(registerUserBodySchema.parse(wizard({}, { name: 'Zoe\u0301 Roy' })).info.name).toBe(
      'Zo\u00e9 Roy',
    );
    expect(profilePatchBodySchema.parse({ version: 1, info: { name: 'Zoe\u0301 Roy' } }).info.name).toBe(
      'Zo\u00e9 Roy',
    );
    expect(messages(profilePatchBodySchema.safeParse({ version: 1, info: { name: 'Zoé 😀' } }))).toEqual({
      'info.name': 'Invalid name',
    });
  });

  it('refuses a role, origin or province outside the lists', () => {
    const result = registerUserBodySchema.safeParse(
      wizard({ role: 'Root', originOfContact: 'Radio' }, { address: { state: 'XX', code: '12345' } }),
    );
    expect(Object.keys(messages(result))).toEqual(
      expect.arrayContaining(['role', 'originOfContact', 'info.address.state', 'info.address.code']),
    );
  });
});

describe('update bodies', () => {
  it('profile patch: absent fields stay absent, the rules apply to what is given', () => {
    expect(profilePatchBodySchema.parse({ version: 2 })).toEqual({ version: 2, info: {} });
    expect(
      messages(profilePatchBodySchema.safeParse({ version: 2, phone: '0123', info: { name: 'R2D2' } })),
    ).toEqual({
      phone: 'Invalid phone number',
      'info.name': 'Invalid name',
    });
  });

  it('profile patch: every field with its rule (street starts with digits, Canadian postal code)', () => {
    const result = profilePatchBodySchema.safeParse({
      version: 1,
      email: 'x',
      originOfContact: 'Radio',
      info: {
        gender: 'Robot',
        dateOfBirth: '3000-01-01',
        language: 'Klingon',
        street: 'Main St',
        city: '123',
        province: 'ZZ',
        postalCode: '12345',
      },
    });
    expect(Object.keys(messages(result)).sort()).toEqual(
      [
        'email',
        'originOfContact',
        'info.gender',
        'info.dateOfBirth',
        'info.language',
        'info.street',
        'info.city',
        'info.province',
        'info.postalCode',
      ].sort(),
    );
    const ok = profilePatchBodySchema.parse({
      version: 1,
      originOfContact: 'Other',
      info: {
        gender: 'Male',
        dateOfBirth: '1950-01-01',
        language: 'French',
        street: '1 Main St',
        province: 'None',
      },
    });
    expect(ok.info).toMatchObject({ gender: 'Male', street: '1 Main St', province: 'None' });
  });

  it('password: the creation rule and the confirmation', () => {
    expect(
      messages(passwordPatchBodySchema.safeParse({ password: 'Abcdefg1!', confirmPassword: 'x' })),
    ).toEqual({
      confirmPassword: 'Password must be matching',
    });
    expect(passwordPatchBodySchema.safeParse({ password: 'abcd', confirmPassword: 'abcd' }).success).toBe(
      false,
    );
  });

  it('programs: a program from the list, real dates, termination date and reason', () => {
    expect(
      messages(startProgramBodySchema.safeParse({ version: 1, status: 'active', activeType: 'Golf' })),
    ).toEqual({
      activeType: 'Please select a program',
    });
    expect(
      completeProgramBodySchema.safeParse({ version: 1, entryId: 'e', endDate: '2026-02-30' }).success,
    ).toBe(false);
    expect(messages(terminateBodySchema.safeParse({ version: 1, terminationReason: 'Deceased' }))).toEqual({
      terminationDate: 'Please fill all fields',
    });
    expect(
      terminateBodySchema.safeParse({
        version: 1,
        terminationDate: '2026-01-01',
        terminationReason: 'Deceased',
      }).success,
    ).toBe(true);
  });

  it('assignments need something to change', () => {
    expect(assignmentPatchBodySchema.safeParse({}).success).toBe(false);
    expect(assignmentPatchBodySchema.parse({ add: ['a'] })).toEqual({ add: ['a'], remove: [] });
  });

  it('list query: defaults to page 0 of 20 by name ascending', () => {
    expect(userListQuerySchema.parse({})).toEqual({ page: 0, limit: 20, sort: 'name', order: 'asc' });
  });

  it('list query: the name filter in the stored form of names', () => {
    expect(userListQuerySchema.parse({ name: ' Zoe\u0301 ' }).name).toBe('Zo\u00e9');
  });

  it('list query: `assigned` is true or false, nothing else', () => {
    expect(userListQuerySchema.parse({ assigned: 'true' }).assigned).toBe('true');
    expect(userListQuerySchema.parse({ assigned: 'false' }).assigned).toBe('false');
    for (const bad of ['yes', '1', '', 'TRUE', ['true', 'true']])
      expect(userListQuerySchema.safeParse({ assigned: bad }).success).toBe(false);
  });

  it('checkdups takes an email or a phone', () => {
    expect(checkDupsBodySchema.parse({ email: 'a@b.org' })).toEqual({ email: 'a@b.org' });
    expect(checkDupsBodySchema.parse({ phone: '5195550101' })).toEqual({ phone: '5195550101' });
    expect(checkDupsBodySchema.safeParse({ email: 'nope' }).success).toBe(false);
  });
});

describe('lengths every request string is held to (issue 19)', () => {
  it('volunteer information: dates are YYYY-MM-DD, at most 10 characters; texts at most 100', () => {
    const body = (volInfo: Record<string, unknown>) => ({ version: 1, volInfo });
    expect(volInfoPatchBodySchema.parse(body({ startDate: '2026-02-01', school: 'U' })).volInfo).toEqual({
      startDate: '2026-02-01',
      school: 'U',
    });
    expect(messages(volInfoPatchBodySchema.safeParse(body({ startDate: '2'.repeat(900_000) })))).toEqual({
      'volInfo.startDate': msg('validation.text.tooLong', { max: 10 }),
    });
    expect(messages(volInfoPatchBodySchema.safeParse(body({ endDate: '2026-13-01' })))).toEqual({
      'volInfo.endDate': msg('validation.date.invalid'),
    });
    expect(messages(volInfoPatchBodySchema.safeParse(body({ school: 's'.repeat(101) })))).toEqual({
      'volInfo.school': msg('validation.text.tooLong', { max: 100 }),
    });
  });

  it('options, dates of birth and notes past their length get the catalogue’s text, not their rule', () => {
    const long = registerUserBodySchema.safeParse(
      wizard({ referralDetails: 'r'.repeat(1001) }, { gender: 'g'.repeat(101), dateOfBirth: '1950-04-02x' }),
    );
    expect(messages(long)).toEqual({
      referralDetails: msg('validation.text.tooLong', { max: 1000 }),
      'info.gender': msg('validation.text.tooLong', { max: 100 }),
      'info.dateOfBirth': msg('validation.text.tooLong', { max: 10 }),
    });
    expect(
      messages(assignmentPatchBodySchema.safeParse({ add: Array.from({ length: 41 }, (_, i) => `u${i}`) })),
    ).toEqual({ add: msg('validation.list.tooLong', { max: 40 }) });
  });
});

describe('sticky notes and notes', () => {
  it('sticky note: level and message required with the spec text; server fields dropped', () => {
    expect(
      stickyNoteCreateBodySchema.parse({ patientId: 'm1', level: 'Info', message: ' Hi ', open: false }),
    ).toEqual({
      patientId: 'm1',
      level: 'Info',
      message: 'Hi',
    });
    expect(
      messages(stickyNoteCreateBodySchema.safeParse({ patientId: 'm1', level: 'Loud', message: 'x' })),
    ).toEqual({
      message: 'Please make sure a name and message are filled out.',
    });
  });

  it('note: a message, an optional attachment id; uploads at most 5 MB of PDF', () => {
    expect(noteCreateBodySchema.safeParse({ receiverId: 'u', message: '  ' }).success).toBe(false);
    expect(
      noteCreateBodySchema.safeParse({ receiverId: 'u', message: 'Hi', attachmentId: '../x' }).success,
    ).toBe(false);
    expect(
      noteAttachmentBodySchema.safeParse({ size: 6 * 1024 * 1024, contentType: 'application/pdf' }).success,
    ).toBe(false);
    expect(noteAttachmentBodySchema.safeParse({ size: 10, contentType: 'text/html' }).success).toBe(false);
  });
});
