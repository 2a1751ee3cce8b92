import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { socialHealth } from '@circles/shared/instruments/series/social-health-screener';
import { ageBand, postalFsa } from './research-rows';
import {
  buildResearchZip,
  sha256,
  type ResearchExportContent,
  type ResearchRoundContent,
} from './research-zip';

/** A chapter of everything a designer template may hold: choices, numbers, typed text, contacts, dates, rows. */
const lifeChapter = {
  templateId: 'tpl-life',
  name: 'About my life',
  surveyJSON: {
    pages: [
      {
        elements: [
          {
            type: 'radiogroup',
            name: 'pet',
            title: 'Do you have a pet?',
            choices: [
              { value: 1, text: 'Yes' },
              { value: 0, text: 'No' },
            ],
          },
          { type: 'checkbox', name: 'hobbies', title: 'Hobbies', choices: ['reading', 'walking'] },
          { type: 'text', inputType: 'number', name: 'steps', title: 'Steps a day', min: 0, max: 50000 },
          { type: 'comment', name: 'story', title: 'Tell us about you' },
          { type: 'comment', name: 'feedback', title: 'Feedback on the programme' },
          { type: 'text', inputType: 'tel', name: 'phone_home', title: 'Home phone' },
          { type: 'text', inputType: 'date', name: 'moved_in', title: 'Moved in on' },
          {
            type: 'matrixdynamic',
            name: 'circle',
            title: 'My circle',
            columns: [
              { name: 'name', title: 'Name', cellType: 'text' },
              { name: 'relation', title: 'Relation', cellType: 'dropdown', choices: ['Family', 'Friend'] },
            ],
          },
        ],
      },
    ],
  },
};

const screenerChapter = {
  templateId: 'tpl-screener',
  name: socialHealth.name,
  surveyJSON: socialHealth.surveyJSON,
};

const lifeAnswers = {
  pet: 1,
  hobbies: ['walking', 'Knitting with Mary Member'],
  steps: '4200',
  story: 'I am Mary Member, call me at 519-555-0104',
  feedback: 'Great programme',
  phone_home: '519-555-0104',
  moved_in: '2019-04-01',
  circle: [
    { name: 'Victor Volunteer', relation: 'Friend' },
    { name: 'Aunt Jo', relation: 'Family' },
  ],
};
const screenerAnswers = {
  household2_size: 0,
  community_activity_participate: 0,
  life_satisfaction2: 5,
  local_community_belonging: 0,
  lack_companionship: 2,
  feel_leftout: 1,
  feel_isolated: 1,
  con_que: 1,
};

function round(over: Partial<ResearchRoundContent>): ResearchRoundContent {
  const answers = { ...lifeAnswers, ...screenerAnswers };
  return {
    researchId: 'R-AAAA',
    seriesTemplateId: 'series-1',
    roundNumber: 1,
    daysSinceFirstRound: 0,
    ageBand: '70-79',
    postalFsa: 'N9A',
    answers,
    chapters: [
      { templateId: 'tpl-life', answers: lifeAnswers },
      { templateId: 'tpl-screener', answers: screenerAnswers },
    ],
    ...over,
  };
}

const content: ResearchExportContent = {
  exportId: '01JZZZZZZZZZZZZZZZZZZZZZZZ',
  createdAt: '2026-11-30T12:00:00.000Z',
  from: '2026-01-01',
  to: '2026-12-31',
  series: [{ id: 'series-1', name: 'Life and Screener', chapters: [lifeChapter, screenerChapter] }],
  rounds: [
    round({}),
    round({
      roundNumber: 2,
      daysSinceFirstRound: 42,
      answers: { ...lifeAnswers, ...screenerAnswers, pet: 0 },
    }),
  ],
  allowList: ['feedback'],
};

function unzip(zip: Uint8Array): Map<string, string> {
  return new Map(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

function csvRows(text: string): string[][] {
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('buildResearchZip', () => {
  const built = buildResearchZip(content);
  const files = unzip(built.zip);

  it('writes one CSV per series, the dictionary, the FHIR files, a README and a manifest', () => {
    expect([...files.keys()].sort()).toEqual([
      'README.txt',
      'data_dictionary.csv',
      'fhir/Observation.ndjson',
      'fhir/Questionnaire.ndjson',
      'fhir/QuestionnaireResponse.ndjson',
      'life_and_screener.csv',
      'manifest.json',
    ]);
  });

  it('writes one row per round in long format with choice values, allow-listed text and the figures', () => {
    const [header, first, second] = csvRows(files.get('life_and_screener.csv')!);
    const row = (r: string[]) => Object.fromEntries(header!.map((h, i) => [h, r[i]]));
    expect(header!.slice(0, 12)).toEqual([
      'research_id',
      'round_number',
      'days_since_first_round',
      'age_band',
      'postal_fsa',
      'pet',
      'hobbies',
      'steps',
      'feedback',
      'circle__rows',
      'circle__relation',
      'household2_size',
    ]);
    expect(header).not.toContain('story');
    expect(header).not.toContain('phone_home');
    expect(header).not.toContain('moved_in');
    expect(row(first!)).toMatchObject({
      research_id: 'R-AAAA',
      round_number: '1',
      days_since_first_round: '0',
      age_band: '70-79',
      postal_fsa: 'N9A',
      pet: '1',
      hobbies: 'walking',
      steps: '4200',
      feedback: 'Great programme',
      circle__rows: '2',
      circle__relation: 'Friend;Family',
      household2_size: '0',
      lack_companionship: '2',
      screener_risk_score: '5',
      screener_risk_level: 'High Risk',
      loneliness_score: '2.33',
      loneliness_often_count: '1',
      tile_loneliness: '33.5', // (3 − 2.33) ÷ 2 × 100, from the rounded mean
      wellness_score: '',
      wellness_label: 'Not Available',
    });
    expect(row(second!)).toMatchObject({ round_number: '2', days_since_first_round: '42', pet: '0' });
    expect(Number(row(first!).flags_red_count) + Number(row(first!).flags_yellow_count)).toBeGreaterThan(0);
  });

  it('describes every column in the data dictionary with its choices, instrument, units and rule', () => {
    const [header, ...rows] = csvRows(files.get('data_dictionary.csv')!);
    expect(header).toEqual(['series', 'variable', 'label', 'type', 'choices', 'instrument', 'units', 'rule']);
    const columns = csvRows(files.get('life_and_screener.csv')!)[0]!;
    expect(rows.map((r) => r[1])).toEqual(columns);
    const text = files.get('data_dictionary.csv')!;
    expect(text).toContain(
      'Life and Screener,pet,Do you have a pet?,single choice,"1, Yes | 0, No",About my life,,answer as given',
    );
    expect(text).toContain('steps,Steps a day,number,,About my life,0–50000');
    expect(text).toMatch(
      /screener_risk_score,Social health screener risk score,integer,,computed,points 0–5/,
    );
  });

  it('never writes a name, contact, typed text off the allow-list or a date', () => {
    const everything = [...files.values()].join('\n');
    for (const secret of [
      'Mary Member',
      'Victor Volunteer',
      'Aunt Jo',
      '519-555-0104',
      'Knitting',
      'call me',
      '2019-04-01',
    ])
      expect(everything).not.toContain(secret);
  });

  it('lists the manifest counts and a SHA-256 of every other file', () => {
    const manifest = JSON.parse(files.get('manifest.json')!) as {
      counts: { members: number; rows: number; series: { rows: number; file: string }[] };
      files: { path: string; sha256: string; bytes: number }[];
    };
    expect(manifest.counts).toMatchObject({
      members: 1,
      rows: 2,
      series: [{ rows: 2, file: 'life_and_screener.csv' }],
    });
    for (const f of manifest.files) expect(f.sha256, f.path).toBe(sha256(files.get(f.path)!));
    expect(manifest.files).toHaveLength(files.size - 1);
    expect(built.sha256).toBe(sha256(built.zip));
  });

  it('writes de-identified FHIR: subjects by research ID, coded answers, figures as Observations', () => {
    const responses = files
      .get('fhir/QuestionnaireResponse.ndjson')!
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(responses).toHaveLength(4);
    expect(responses[0]).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      status: 'completed',
      subject: { identifier: { value: 'R-AAAA' } },
    });
    expect(responses[0]).not.toHaveProperty('authored');
    const observations = files
      .get('fhir/Observation.ndjson')!
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as { code: { coding: { code: string }[] }; valueCodeableConcept?: { text: string } },
      );
    const risk = observations.find((o) => o.code.coding[0]!.code === 'screener-risk');
    expect(risk?.valueCodeableConcept?.text).toBe('High Risk');
  });
});

describe('de-identified demographics', () => {
  it('bands ages by ten years at the round and keeps three postal characters', () => {
    expect(ageBand('1950-06-15', '2026-06-14T00:00:00Z')).toBe('70-79');
    expect(ageBand('1950-06-15', '2026-06-15T00:00:00Z')).toBe('70-79');
    expect(ageBand('1930-01-01', '2026-01-01T00:00:00Z')).toBe('90+');
    expect(ageBand('2000-01-01', '2026-01-01T00:00:00Z')).toBe('18-29');
    expect(ageBand(undefined, '2026-01-01T00:00:00Z')).toBe('');
    expect(postalFsa('n9a 5k6')).toBe('N9A');
    expect(postalFsa('90210')).toBe('');
  });
});
