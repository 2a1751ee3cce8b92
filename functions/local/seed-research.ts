import { LETTER_OF_INFORMATION_VERSION } from '@circles/shared/messages/letter';
import { dynamoUsersRepository } from '../src/members/data/users-repository';
import type { UserRecord } from '../src/members/user-record';

/**
 * Issue 26: the research export includes only members who consented to the letter of information. Mary
 * and Paul were created by the seed, not by self-registration, so their consent is recorded here (once),
 * with a date of birth and a postal code, so an export shows the age bands and the three-character
 * postal codes. Otto (Lakeshore) stays without consent: the demo export leaves him out.
 */
const RESEARCH_PROFILES: Record<string, { dateOfBirth: string; postalCode: string }> = {
  'mary@circles.example.org': { dateOfBirth: '1951-04-12', postalCode: 'N9A 5K6' },
  'paul@circles.example.org': { dateOfBirth: '1946-09-30', postalCode: 'N8X 2L9' },
};

export async function seedResearchConsent(users: readonly UserRecord[]): Promise<void> {
  for (const user of users) {
    const profile = user.email ? RESEARCH_PROFILES[user.email] : undefined;
    if (!profile || user.consent) continue;
    const current = await dynamoUsersRepository.get(user.id);
    if (!current || current.consent) continue;
    await dynamoUsersRepository.update(current.id, current.version, {
      consent: { letterVersion: LETTER_OF_INFORMATION_VERSION, agreedAt: current.createdAt },
      info: {
        ...current.info,
        dateOfBirth: current.info.dateOfBirth ?? profile.dateOfBirth,
        postalCode: current.info.postalCode ?? profile.postalCode,
      },
    });
  }
}
