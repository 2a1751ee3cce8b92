import { dynamoUsersRepository } from '../src/members/data/users-repository';
import type { UserRecord } from '../src/members/user-record';

/**
 * A seeded person's gender and language (and the languages named when it is Other): the account page
 * requires both (spec 002 §5.6), so an Admin editing a seeded user must not have to invent them.
 */
export interface SeedProfile {
  gender: string;
  language: string;
  languageOther?: string;
}

/**
 * A seeded person stored by an older seed without a gender or a language gets the seed's values (only
 * what is missing), so `npm start` on kept data repairs it as a fresh start would have made it.
 */
export async function fillMissingProfile(user: UserRecord, profile: SeedProfile): Promise<UserRecord> {
  if (user.info.gender && user.info.language) return user;
  const { gender, ...language } = profile;
  return dynamoUsersRepository.update(user.id, user.version, {
    info: { ...user.info, ...(user.info.gender ? {} : { gender }), ...(user.info.language ? {} : language) },
  });
}
