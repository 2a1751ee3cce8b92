import { describe, expect, it } from 'vitest';
import {
  SCREENER_TEMPLATE_ID,
  screenerCodings,
  screenerQuestionNames,
  UNANSWERED,
} from '../rules/screener-answers';
import { leadCreateBodySchema } from './lead';

const answers = {
  household2_size: 1,
  community_activity_participate: 1,
  life_satisfaction2: 10,
  local_community_belonging: 3,
  lack_companionship: 0,
  feel_leftout: 0,
  feel_isolated: 0,
  con_que: 0,
};
const valid = {
  submissionId: '0b7c6a1e-3f4d-4e2a-9c8b-7a6d5e4f3a2b',
  surveyTemplate: SCREENER_TEMPLATE_ID,
  memberInfo: { firstName: 'Ann', lastName: 'Lee' },
  responseJSON: answers,
};

describe('public survey submission body', () => {
  it('treats blank optional contact fields as absent and trims and lowercases the email', () => {
    const body = leadCreateBodySchema.parse({
      ...valid,
      memberInfo: {
        firstName: ' Ann ',
        lastName: 'Lee',
        email: ' Ann@Example.org ',
        phone: '  ',
        postalCode: '',
      },
    });
    expect(body.memberInfo).toEqual({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org' });
  });

  it('keeps every email the email rule accepts: capitals, a pasted space, up to 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(177)}.example.org`;
    expect(long.length).toBe(254);
    for (const [sent, stored] of [
      ['Jane.Doe@Example.COM', 'jane.doe@example.com'],
      [' Mary.OBrien@Example.com', 'mary.obrien@example.com'],
      [long.toUpperCase(), long],
    ]) {
      const body = leadCreateBodySchema.parse({
        ...valid,
        memberInfo: { ...valid.memberInfo, email: sent },
      });
      expect(body.memberInfo.email).toBe(stored);
    }
  });

  it('accepts every coded answer and 999 for each item', () => {
    for (const name of screenerQuestionNames) {
      for (const v of [...screenerCodings[name], UNANSWERED]) {
        expect(
          leadCreateBodySchema.safeParse({ ...valid, responseJSON: { ...answers, [name]: v } }).success,
          `${name}=${v}`,
        ).toBe(true);
      }
    }
  });

  it('rejects answers outside their coding with the item as the issue path', () => {
    const result = leadCreateBodySchema.safeParse({
      ...valid,
      responseJSON: { ...answers, household2_size: 5, life_satisfaction2: 'seven' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'responseJSON.household2_size',
      'responseJSON.life_satisfaction2',
    ]);
  });

  it('rejects an unknown source, another template and a non-uuid submission id', () => {
    expect(leadCreateBodySchema.safeParse({ ...valid, source: 'Radio' }).success).toBe(false);
    expect(leadCreateBodySchema.safeParse({ ...valid, surveyTemplate: 'x' }).success).toBe(false);
    expect(leadCreateBodySchema.safeParse({ ...valid, submissionId: '123' }).success).toBe(false);
  });
});

describe("the original landing page's body (issue 23)", () => {
  const landing = {
    surveyTemplate: SCREENER_TEMPLATE_ID,
    memberInfo: { name: 'Ann Lee', email: '', phone: '', postalCode: '' },
    source: '',
    responseJSON: {
      ...Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, String(v)])),
      con_que: '',
    },
  };

  it('accepts answers as strings of digits, an empty contact answer and an empty source', () => {
    const parsed = leadCreateBodySchema.parse(landing);
    expect(parsed.responseJSON).toEqual({ ...answers, con_que: UNANSWERED });
    expect(parsed.source).toBeUndefined();
    expect(parsed.memberInfo).toEqual({ firstName: 'Ann', lastName: 'Lee' });
  });

  it('counts a missing contact answer as not answered, and keeps a Yes given as "1"', () => {
    const { con_que: _, ...withoutContact } = answers;
    expect(leadCreateBodySchema.parse({ ...valid, responseJSON: withoutContact }).responseJSON.con_que).toBe(
      UNANSWERED,
    );
    expect(
      leadCreateBodySchema.parse({
        ...landing,
        responseJSON: { ...landing.responseJSON, con_que: '1' },
      }).responseJSON.con_que,
    ).toBe(1);
  });

  it("still refuses strings that are not an item's code, with the spec's invalid-answer text", () => {
    for (const bad of ['', ' ', '1.5', '-1', '0x1', '12345', 'yes']) {
      const result = leadCreateBodySchema.safeParse({
        ...landing,
        responseJSON: { ...landing.responseJSON, feel_isolated: bad },
      });
      expect(result.success, JSON.stringify(bad)).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['responseJSON.feel_isolated', 'Invalid answer'],
      ]);
    }
  });
});

describe('publicSurveyCreateBodySchema with the body of spec 000 §3', () => {
  const spec = (name: string) => ({
    surveyTemplate: SCREENER_TEMPLATE_ID,
    memberInfo: { name },
    responseJSON: Object.fromEntries(screenerQuestionNames.map((n) => [n, 999])),
  });

  it('splits one name at its first run of spaces into first and last name', () => {
    const parsed = leadCreateBodySchema.parse(spec('  mary   ann smith '));
    expect(parsed.memberInfo).toMatchObject({ firstName: 'mary', lastName: 'ann smith' });
    expect(parsed.submissionId).toBeUndefined();
  });

  it('accepts real names in either shape, in one Unicode form', () => {
    expect(leadCreateBodySchema.parse(spec("Mary-Ann  O'Brien")).memberInfo).toMatchObject({
      firstName: 'Mary-Ann',
      lastName: "O'Brien",
    });
    const page = leadCreateBodySchema.parse({
      ...valid,
      memberInfo: { firstName: ' Zoe\u0301 ', lastName: 'O’Brien' },
    });
    expect(page.memberInfo).toMatchObject({ firstName: 'Zo\u00e9', lastName: 'O’Brien' });
  });

  it('keeps a one-word name as the first name with no last name', () => {
    expect(leadCreateBodySchema.parse(spec('Cher')).memberInfo).toMatchObject({
      firstName: 'Cher',
      lastName: '',
    });
  });

  it('refuses a blank or invalid name with an issue on memberInfo.name', () => {
    for (const name of ['   ', 'R2 D2']) {
      const result = leadCreateBodySchema.safeParse(spec(name));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['memberInfo.name']);
    }
  });
});
