import { beforeAll, describe, expect, it } from 'vitest';
import { GENDERS, LANGUAGES } from '@circles/shared/rules/options';
import { dynamoUsersRepository } from '@circles/functions/members/data/users-repository';
import { seedDemo } from '../../functions/local/seed';
import { SEED_PEOPLE } from '../../functions/local/seed-people';
import { signInDemo, type DemoSession, type DemoWho } from '../support/modules';
import { useStackEnv } from '../support/stack';

/*
 * The seed's people carry a gender and a language (issue 20 #7): the account page requires both
 * (spec 002 §5.6), so an Admin editing a seeded user had to invent them.
 */
let people: Record<DemoWho, DemoSession>;

beforeAll(async () => {
  people = await signInDemo(useStackEnv());
});

async function ids(): Promise<string[]> {
  const lena = await dynamoUsersRepository.findIdByEmail('lena@circles.example.org');
  return [...Object.values(people).map((p) => p.id), lena!, ...Object.values(SEED_PEOPLE)];
}

describe('the demo seed', () => {
  it('gives every seeded person a gender and a language of the account form', async () => {
    for (const id of await ids()) {
      const user = await dynamoUsersRepository.get(id);
      expect(GENDERS as readonly string[], id).toContain(user?.info.gender);
      expect(LANGUAGES as readonly string[], id).toContain(user?.info.language);
      if (user?.info.language === 'Other') expect(user.info.languageOther, id).toBeTruthy();
    }
  });

  it('fills in a demo user stored without them (data of an older seed) when it runs again', async () => {
    const mary = await dynamoUsersRepository.get(people.mary.id);
    const { gender: _gender, language: _language, ...info } = mary!.info;
    await dynamoUsersRepository.update(mary!.id, mary!.version, { info });
    await seedDemo();
    const after = await dynamoUsersRepository.get(people.mary.id);
    expect(after?.info).toMatchObject({ gender: 'Female', language: 'English', name: 'Mary Member' });
  }, 120_000);
});
