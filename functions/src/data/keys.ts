/**
 * Every key value of the one table is built here, and only here. Items carry `type`.
 *
 * | item | pk | sk | gsi1 | gsi2 |
 * |---|---|---|---|---|
 * | User | USER#id | PROFILE | FACILITY#fid#USERS / status#createdAt#id | USERS / createdAt#id |
 * | unique email/phone | UNIQUE#EMAIL#email, UNIQUE#PHONE#e164 | UNIQUE | | |
 * | Facility | FACILITY#id | META | FACILITIES / name#id | |
 * | rate counter | RATE#bucket#client | window start | | |
 * | sign-in attempts | LOGIN#normalised login | ATTEMPTS | | |
 * | audit event | AUDIT#MEMBER#memberId | at#id | AUDIT#ACTOR#actorId / at#id | |
 * | public screener submission | PUBLICSURVEY#id | META | PUBLICSURVEYS / createdAt#id | |
 * | research ID claim | RESEARCH#researchId | UNIQUE | | |
 * | sticky note | STICKY#memberId | createdAt#id | | |
 * | note | NOTE#id | META | NOTES#TO#receiverId / createdAt#id | NOTES#FROM#senderId / createdAt#id |
 * | note attachment upload | NOTEUPLOAD#id | META | | |
 */
export interface TableKey {
  pk: string;
  sk: string;
}

/** Users without a facility (self-registered members before a coordinator takes them on). */
export const NO_FACILITY = 'NONE';

export const keys = {
  user: (id: string): TableKey => ({ pk: `USER#${id}`, sk: 'PROFILE' }),
  userByFacility: (facilityId: string | undefined, status: string, createdAt: string, id: string) => ({
    gsi1pk: keys.usersOfFacility(facilityId),
    gsi1sk: `${status}#${createdAt}#${id}`,
  }),
  usersOfFacility: (facilityId: string | undefined) => `FACILITY#${facilityId ?? NO_FACILITY}#USERS`,
  userInAll: (createdAt: string, id: string) => ({ gsi2pk: keys.allUsers(), gsi2sk: `${createdAt}#${id}` }),
  allUsers: () => 'USERS',

  uniqueEmail: (email: string): TableKey => ({ pk: `UNIQUE#EMAIL#${email}`, sk: 'UNIQUE' }),
  uniquePhone: (e164: string): TableKey => ({ pk: `UNIQUE#PHONE#${e164}`, sk: 'UNIQUE' }),

  facility: (id: string): TableKey => ({ pk: `FACILITY#${id}`, sk: 'META' }),
  facilityInList: (name: string, id: string) => ({ gsi1pk: keys.facilitiesList(), gsi1sk: `${name}#${id}` }),
  facilitiesList: () => 'FACILITIES',

  rateCounter: (bucket: string, client: string, windowStart: number): TableKey => ({
    pk: `RATE#${bucket}#${client}`,
    sk: String(windowStart),
  }),

  loginAttempts: (login: string): TableKey => ({ pk: `LOGIN#${login}`, sk: 'ATTEMPTS' }),

  auditEvent: (memberId: string, at: string, id: string): TableKey => ({
    pk: `AUDIT#MEMBER#${memberId}`,
    sk: `${at}#${id}`,
  }),
  auditByActor: (actorId: string, at: string, id: string) => ({
    gsi1pk: `AUDIT#ACTOR#${actorId}`,
    gsi1sk: `${at}#${id}`,
  }),

  publicSurvey: (id: string): TableKey => ({ pk: `PUBLICSURVEY#${id}`, sk: 'META' }),
  publicSurveyByDate: (createdAt: string, id: string) => ({
    gsi1pk: keys.publicSurveysByDate(),
    gsi1sk: `${createdAt}#${id}`,
  }),
  publicSurveysByDate: () => 'PUBLICSURVEYS',

  researchId: (researchId: string): TableKey => ({ pk: `RESEARCH#${researchId}`, sk: 'UNIQUE' }),

  stickyNote: (memberId: string, createdAt: string, id: string): TableKey => ({
    pk: keys.stickyNotesOf(memberId),
    sk: `${createdAt}#${id}`,
  }),
  stickyNotesOf: (memberId: string) => `STICKY#${memberId}`,

  note: (id: string): TableKey => ({ pk: `NOTE#${id}`, sk: 'META' }),
  noteByReceiver: (receiverId: string, createdAt: string, id: string) => ({
    gsi1pk: keys.notesTo(receiverId),
    gsi1sk: `${createdAt}#${id}`,
  }),
  notesTo: (receiverId: string) => `NOTES#TO#${receiverId}`,
  noteBySender: (senderId: string, createdAt: string, id: string) => ({
    gsi2pk: keys.notesFrom(senderId),
    gsi2sk: `${createdAt}#${id}`,
  }),
  notesFrom: (senderId: string) => `NOTES#FROM#${senderId}`,
  noteUpload: (id: string): TableKey => ({ pk: `NOTEUPLOAD#${id}`, sk: 'META' }),
  /** S3 object key of a note's PDF: an opaque id, never personal data. */
  noteObject: (uploadId: string) => `notes/${uploadId}.pdf`,
} as const;
