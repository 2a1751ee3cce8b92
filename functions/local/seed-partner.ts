import { ulid } from 'ulid';
import { dynamoPartnerLinks } from '../src/users/data/partner-links';
import { dynamoUsersRepository } from '../src/members/data/users-repository';
import { cognitoPartnerSessions } from '../src/users/identity/partner-session';
import { DEMO_PARTNER_USERS } from './partner-idp';

/** The seeded member the demo partner user is linked to (issue 23). */
export const PARTNER_DEMO_MEMBER = 'mary@circles.example.org';

/**
 * Links the first demo partner user to the seeded member Mary, as an Admin would on her account page:
 * the record and its unique claim, and the Cognito attribute the custom-auth challenge compares. Runs
 * after every seed (and snapshot restore, which recreates Cognito users without their attributes);
 * idempotent. The second demo partner user stays unlinked.
 */
export async function ensureDemoPartnerLink(): Promise<void> {
  const partner = DEMO_PARTNER_USERS[0];
  const id = await dynamoUsersRepository.findIdByEmail(PARTNER_DEMO_MEMBER);
  const member = id ? await dynamoUsersRepository.get(id) : undefined;
  if (!partner || !member) return;
  if (member.partnerSubject !== partner.subject) {
    await dynamoPartnerLinks.link(member, partner.subject, 'seed', {
      id: ulid(),
      at: new Date().toISOString(),
      actorId: 'seed',
      actorRole: 'Admin',
      action: 'user.partner.link',
      memberId: member.id,
      recordId: partner.subject,
      outcome: 'allowed',
    });
  }
  await cognitoPartnerSessions.setSubject(member.username, partner.subject);
}
