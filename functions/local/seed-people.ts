import { ulid } from 'ulid';
import type { Role } from '@circles/shared/access/types';
import type { MemberStatusInfo, StickyNote } from '@circles/shared/schemas/people';
import { filesBucket } from '../src/data/files';
import { dynamoFacilitiesRepository } from '../src/data/facilities-repository';
import { dynamoNotesRepository } from '../src/data/notes-repository';
import { dynamoStickyNotesRepository } from '../src/data/sticky-notes-repository';
import { dynamoUsersRepository } from '../src/data/users-repository';
import type { AuditEvent } from '../src/domain/ports';
import type { UserRecord } from '../src/domain/user-record';
import { cognitoIdentityProvider } from '../src/identity/cognito';
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

const SEED_AT = '2026-01-05T15:00:00.000Z';
const RIVERSIDE = { id: 'fac-riverside', name: 'Riverside Community Centre' };

function history(...entries: [string, string, string, string?][]): MemberStatusInfo {
  return {
    statusHistory: entries.map(([status, activeType, startDate, endDate], i) => ({
      id: `seed-h${i}-${startDate}`,
      status: status as 'active',
      activeType,
      startDate,
      ...(endDate ? { endDate } : {}),
    })),
    activeType: entries.filter((e) => !e[3]).at(-1)?.[1],
  };
}

function person(
  id: string,
  role: Role,
  name: string,
  facility: { id: string; name: string },
  profile: SeedProfile,
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
    createdAt: SEED_AT,
    updatedAt: SEED_AT,
    createdBy: 'seed',
    modifiedBy: 'seed',
    version: 1,
    ...extra,
  };
}

function seedEvent(action: string, memberId: string): AuditEvent {
  return {
    id: ulid(),
    at: new Date().toISOString(),
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
  await dynamoUsersRepository.create(record, seedEvent('user.create', record.id));
}

const LENA_PROFILE: SeedProfile = { gender: 'Female', language: 'English' };

async function ensureLena(): Promise<UserRecord> {
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
  const record = person(id, 'Coordinator', OTHER_COORDINATOR.name, OTHER_FACILITY, LENA_PROFILE, {
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
  await dynamoUsersRepository.create(record, seedEvent('user.create', id));
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
 * sticky notes on Mary and Otto, and a note with a small real PDF from Victor to Mary. The five demo
 * users and their relations are left as they are. Returns the added sign-in.
 */
export async function seedPeople(
  demo: Map<string, UserRecord>,
): Promise<{ role: Role; name: string; login: string; phone: string }> {
  await dynamoFacilitiesRepository.ensure(OTHER_FACILITY);
  const lena = await ensureLena();
  const P = SEED_PEOPLE;
  await Promise.all([
    ensureProfile(
      person(
        P.wanda,
        'Patient',
        'Wanda Waitlist',
        RIVERSIDE,
        { gender: 'Female', language: 'English' },
        {
          status: 'waitlist',
          workers: [P.vera],
          memberStatusInfo: history(['waitlist', 'Check-in', '2026-01-05']),
        },
      ),
    ),
    ensureProfile(
      person(
        P.terry,
        'Patient',
        'Terry Terminated',
        RIVERSIDE,
        { gender: 'Male', language: 'English' },
        {
          status: 'terminated',
          memberStatusInfo: {
            ...history(
              ['active', 'Quality Life - in home', '2025-09-01', '2026-02-28'],
              ['terminated', '', '2026-02-28', '2026-02-28'],
            ),
            terminationReason: 'Request record removal',
            terminationDate: '2026-02-28',
          },
        },
      ),
    ),
    ensureProfile(
      person(
        P.dora,
        'Patient',
        'Dora Disabled',
        RIVERSIDE,
        { gender: 'Female', language: 'Other', languageOther: 'Italian' },
        {
          enabled: false,
          memberStatusInfo: history(['active', 'Education/Group', '2025-11-15']),
        },
      ),
    ),
    ensureProfile(
      person(
        P.vera,
        'Volunteer',
        'Vera Volunteer',
        RIVERSIDE,
        { gender: 'Female', language: 'French' },
        {
          patients: [P.wanda],
          volInfo: { volType: 'Student', startDate: '2025-09-01', school: 'University of Windsor' },
        },
      ),
    ),
    ensureProfile(
      person(
        P.otto,
        'Patient',
        'Otto Other',
        OTHER_FACILITY,
        { gender: 'Male', language: 'English' },
        {
          workers: [lena.id, P.bea],
          memberStatusInfo: history(
            ['waitlist', 'Check-in', '2025-10-01', '2025-12-01'],
            ['active', 'Quality Life - phone', '2025-12-01'],
          ),
        },
      ),
    ),
    ensureProfile(
      person(
        P.bea,
        'Volunteer',
        'Bea Beacon',
        OTHER_FACILITY,
        { gender: 'Female', language: 'English' },
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
    patientId: string,
    by: UserRecord,
    level: StickyNote['level'],
    message: string,
  ) =>
    ignoreExisting(
      dynamoStickyNotesRepository.create(
        {
          _id: id,
          patientId,
          level,
          message,
          open: true,
          createdBy: by.id,
          createdByName: by.info.name,
          modifiedBy: by.id,
          createdAt: SEED_AT,
        },
        seedEvent('stickyNote.write', patientId),
      ),
    );
  if (mary && victor && cora) {
    await Promise.all([
      sticky('seed-sticky-1', mary.id, victor, 'Info', 'Prefers calls in the morning.'),
      sticky('seed-sticky-2', mary.id, victor, 'Warning', 'Hearing aid: speak slowly and face her.'),
      sticky('seed-sticky-3', P.otto, lena, 'Danger', 'Lives alone; check in weekly.'),
    ]);
    if (!(await dynamoNotesRepository.get('seed-note-1'))) {
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
            createdAt: SEED_AT,
          },
          undefined,
          seedEvent('note.send', mary.id),
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
