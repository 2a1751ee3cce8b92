import { ulid } from 'ulid';
import type { Role } from '@circles/shared/access/types';
import type { MemberStatusInfo, StickyNote } from '@circles/shared/schemas/people';
import { filesBucket } from '../src/platform/data/files';
import { dynamoFacilitiesRepository } from '../src/users/data/facilities-repository';
import { dynamoNotesRepository } from '../src/notes/data/notes-repository';
import { dynamoStickyNotesRepository } from '../src/notes/data/sticky-notes-repository';
import { dynamoUsersRepository } from '../src/members/data/users-repository';
import type { AuditEvent } from '../src/members/ports';
import type { UserRecord } from '../src/members/user-record';
import { cognitoIdentityProvider } from '../src/users/identity/cognito';
import { SEED_HISTORY, seedDate, seedDay } from './seed-history';
import { fillMissingProfile, type SeedProfile } from './seed-profile';

/** The second facility: scope rules (own facility only) show something on both sides. */
export const OTHER_FACILITY = { id: 'fac-lakeshore', name: 'Lakeshore Wellness Hub', prefix: 'LWH' };

/** The other facility's Coordinator, who signs in (the authorization matrix's other-facility caller). */
export const OTHER_COORDINATOR = {
  role: 'Coordinator' as Role,
  name: 'Lena Lakeshore',
  login: 'lena@circles.example.org',
  phone: '5195550106',
};

/**
 * People stored without a sign-in (a Cognito user each would slow every test stack's start): every role
 * and status of spec 002 §4.1 across both facilities. Their ids are fixed, so tests can name them.
 */
export const SEED_PEOPLE = {
  wanda: 'seed-wanda',
  terry: 'seed-terry',
  dora: 'seed-dora',
  vera: 'seed-vera',
  otto: 'seed-otto',
  bea: 'seed-bea',
} as const;

const RIVERSIDE = { id: 'fac-riverside', name: 'Riverside Community Centre' };

/**
 * A status history: `[status, activeType, startDate, endDate?]` entries, dates as YYYY-MM-DD. Entry ids
 * are `seed-<who>-h<i>` (fixed, whatever the dates, so tests can name an entry).
 */
function history(who: string, ...entries: [string, string, string, string?][]): MemberStatusInfo {
  return {
    statusHistory: entries.map(([status, activeType, startDate, endDate], i) => ({
      id: `seed-${who}-h${i}`,
      status: status as 'active',
      activeType,
      startDate,
      ...(endDate ? { endDate } : {}),
    })),
    activeType: entries.filter((e) => !e[3]).at(-1)?.[1],
  };
}

/** A person seeded without a sign-in, created at `at` (the demo's timeline, seed-history.ts). */
function person(
  id: string,
  role: Role,
  name: string,
  facility: { id: string; name: string },
  profile: SeedProfile,
  at: string,
  extra: Partial<UserRecord> = {},
): UserRecord {
  const email = `${id.replace('seed-', '')}@circles.example.org`;
  return {
    id,
    role,
    username: email,
    email,
    status: 'active',
    enabled: true,
    facilityId: facility.id,
    facilityName: facility.name,
    info: { name, email, city: 'Windsor', province: 'ON', country: 'Canada', ...profile },
    patients: [],
    workers: [],
    createdAt: at,
    updatedAt: at,
    createdBy: 'seed',
    modifiedBy: 'seed',
    version: 1,
    ...extra,
  };
}

function seedEvent(action: string, memberId: string, at: string): AuditEvent {
  return {
    id: ulid(),
    at,
    actorId: 'seed',
    actorRole: 'Admin',
    action,
    memberId,
    outcome: 'allowed',
  };
}

/** A small real PDF (one page, "Circles sample note"), built by hand with a correct cross-reference table. */
export function samplePdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 58 >>\nstream\nBT /F1 24 Tf 72 700 Td (Circles sample note) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

async function ensureProfile(record: UserRecord): Promise<void> {
  const existing = await dynamoUsersRepository.get(record.id);
  if (existing) {
    const { gender = '', language = '', languageOther } = record.info;
    await fillMissingProfile(existing, { gender, language, ...(languageOther ? { languageOther } : {}) });
    return;
  }
  await dynamoUsersRepository.create(record, seedEvent('user.create', record.id, record.createdAt));
}

const LENA_PROFILE: SeedProfile = { gender: 'Female', language: 'English' };

async function ensureLena(at: string): Promise<UserRecord> {
  const email = OTHER_COORDINATOR.login;
  const existingId = await dynamoUsersRepository.findIdByEmail(email);
  const existing = existingId ? await dynamoUsersRepository.get(existingId) : undefined;
  if (existing) return fillMissingProfile(existing, LENA_PROFILE);
  const phone = `+1${OTHER_COORDINATOR.phone}`;
  const id = await cognitoIdentityProvider.createUser({
    username: email,
    email,
    phone,
    name: OTHER_COORDINATOR.name,
    password: 'Circles#2026',
    role: 'Coordinator',
  });
  const record = person(id, 'Coordinator', OTHER_COORDINATOR.name, OTHER_FACILITY, LENA_PROFILE, at, {
    username: email,
    email,
    phone,
    info: {
      name: OTHER_COORDINATOR.name,
      email,
      phone: OTHER_COORDINATOR.phone,
      country: 'Canada',
      ...LENA_PROFILE,
    },
    patients: [SEED_PEOPLE.otto],
  });
  await dynamoUsersRepository.create(record, seedEvent('user.create', id, at));
  return record;
}

async function ignoreExisting(write: Promise<unknown>): Promise<void> {
  await write.catch((err: unknown) => {
    if (!(err instanceof Error && /ConditionalCheckFailed|TransactionCanceled/.test(err.name))) throw err;
  });
}

/**
 * Seeds the people of issue 10, idempotently: a second facility and its Coordinator (who signs in),
 * members and volunteers of every status without sign-ins, their assignments and status histories,
 * sticky notes on Mary and Otto, and a note with a small real PDF from Victor to Mary, each dated on its
 * day before `now` (issue 20, seed-history.ts). The five demo users and their relations are left as they
 * are. Returns the added sign-in.
 */
export async function seedPeople(
  demo: Map<string, UserRecord>,
  now = new Date(),
): Promise<{ role: Role; name: string; login: string; phone: string }> {
  await dynamoFacilitiesRepository.ensure(OTHER_FACILITY);
  const at = seedDay(now, SEED_HISTORY.people).toISOString();
  const lena = await ensureLena(at);
  const P = SEED_PEOPLE;
  const S = SEED_HISTORY.status;
  const day = (days: number) => seedDate(now, days);
  await Promise.all([
    ensureProfile(
      person(P.wanda, 'Patient', 'Wanda Waitlist', RIVERSIDE, { gender: 'Female', language: 'English' }, at, {
        status: 'waitlist',
        workers: [P.vera],
        memberStatusInfo: history('wanda', ['waitlist', 'Check-in', day(S.wandaWaitlist)]),
      }),
    ),
    ensureProfile(
      person(P.terry, 'Patient', 'Terry Terminated', RIVERSIDE, { gender: 'Male', language: 'English' }, at, {
        status: 'terminated',
        memberStatusInfo: {
          ...history(
            'terry',
            ['active', 'Quality Life - in home', day(S.terryActive), day(S.terryTerminated)],
            ['terminated', '', day(S.terryTerminated), day(S.terryTerminated)],
          ),
          terminationReason: 'Request record removal',
          terminationDate: day(S.terryTerminated),
        },
      }),
    ),
    ensureProfile(
      person(
        P.dora,
        'Patient',
        'Dora Disabled',
        RIVERSIDE,
        { gender: 'Female', language: 'Other', languageOther: 'Italian' },
        at,
        {
          enabled: false,
          memberStatusInfo: history('dora', ['active', 'Education/Group', day(S.doraActive)]),
        },
      ),
    ),
    ensureProfile(
      person(P.vera, 'Volunteer', 'Vera Volunteer', RIVERSIDE, { gender: 'Female', language: 'French' }, at, {
        patients: [P.wanda],
        volInfo: { volType: 'Student', startDate: day(S.veraVolunteer), school: 'University of Windsor' },
      }),
    ),
    ensureProfile(
      person(P.otto, 'Patient', 'Otto Other', OTHER_FACILITY, { gender: 'Male', language: 'English' }, at, {
        workers: [lena.id, P.bea],
        memberStatusInfo: history(
          'otto',
          ['waitlist', 'Check-in', day(S.ottoWaitlist), day(S.ottoActive)],
          ['active', 'Quality Life - phone', day(S.ottoActive)],
        ),
      }),
    ),
    ensureProfile(
      person(
        P.bea,
        'Volunteer',
        'Bea Beacon',
        OTHER_FACILITY,
        { gender: 'Female', language: 'English' },
        at,
        {
          patients: [P.otto],
        },
      ),
    ),
  ]);
  const mary = demo.get('member1');
  const victor = demo.get('volunteer');
  const cora = demo.get('coordinator');
  const sticky = (
    id: string,
    memberId: string,
    by: UserRecord,
    level: StickyNote['level'],
    message: string,
    days: number,
  ) => {
    const createdAt = seedDay(now, days, 20).toISOString();
    return ignoreExisting(
      dynamoStickyNotesRepository.create(
        {
          _id: id,
          patientId: memberId,
          level,
          message,
          open: true,
          createdBy: by.id,
          createdByName: by.info.name,
          modifiedBy: by.id,
          createdAt,
        },
        seedEvent('stickyNote.write', memberId, createdAt),
      ),
    );
  };
  const notes = SEED_HISTORY.stickyNotes;
  if (mary && victor && cora) {
    await Promise.all([
      sticky('seed-sticky-1', mary.id, victor, 'Info', 'Prefers calls in the morning.', notes.maryInfo),
      sticky(
        'seed-sticky-2',
        mary.id,
        victor,
        'Warning',
        'Hearing aid: speak slowly and face her.',
        notes.maryWarning,
      ),
      sticky('seed-sticky-3', P.otto, lena, 'Danger', 'Lives alone; check in weekly.', notes.otto),
    ]);
    if (!(await dynamoNotesRepository.get('seed-note-1'))) {
      const sent = seedDay(now, SEED_HISTORY.note, 150).toISOString();
      const pdf = samplePdf();
      const key = 'notes/SEEDNOTE1.pdf';
      await filesBucket.put(key, pdf, 'application/pdf');
      await ignoreExisting(
        dynamoNotesRepository.create(
          {
            id: 'seed-note-1',
            senderId: victor.id,
            receiverId: mary.id,
            message: 'Here is the schedule of the group sessions we talked about.',
            pdf: { key, size: pdf.length },
            status: 'unread',
            createdAt: sent,
          },
          undefined,
          seedEvent('note.send', mary.id, sent),
        ),
      );
    }
  }
  return {
    role: 'Coordinator',
    name: OTHER_COORDINATOR.name,
    login: OTHER_COORDINATOR.login,
    phone: `+1${OTHER_COORDINATOR.phone}`,
  };
}
