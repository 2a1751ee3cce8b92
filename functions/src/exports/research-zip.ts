import { createHash } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { questionnaireOf, questionnaireResponseOf } from '@circles/shared/fhir/questionnaire';
import { observationsOf } from '@circles/shared/fhir/observations';
import { CIRCLES_FHIR_BASE } from '@circles/shared/fhir/questionnaire';
import { computeRound } from '@circles/shared/reports/round';
import { roundFiguresOf } from '@circles/shared/research/figures';
import { csvDocument } from '../platform/csv';
import {
  seriesRows,
  seriesVariables,
  type ResearchRoundInput,
  type ResearchSeriesInput,
} from './research-rows';

/** A round with its chapters' own answers (for the FHIR QuestionnaireResponses). */
export interface ResearchRoundContent extends ResearchRoundInput {
  chapters: readonly { templateId: string; answers: Readonly<Record<string, unknown>> }[];
}

export interface ResearchExportContent {
  exportId: string;
  createdAt: string;
  from: string;
  to: string;
  series: readonly ResearchSeriesInput[];
  rounds: readonly ResearchRoundContent[];
  /** Question names whose typed text was reviewed as safe to export. */
  allowList: readonly string[];
}

export interface ResearchZip {
  zip: Uint8Array;
  sha256: string;
  members: number;
  rows: number;
  /** Every file in the ZIP with its text (for tests and the manifest). */
  files: Map<string, string>;
}

const DICTIONARY_COLUMNS = ['series', 'variable', 'label', 'type', 'choices', 'instrument', 'units', 'rule'];

/** A file name part from a series name: lower case letters, digits and underscores. */
export function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_|_$/g, '') || 'series'
  );
}

export function sha256(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function readme(content: ResearchExportContent, withheld: Map<string, string[]>): string {
  const lines = [
    'Circles research export',
    '',
    `Export ${content.exportId}, made ${content.createdAt}.`,
    `Series: ${content.series.map((s) => s.name).join('; ')}.`,
    `Rounds completed from ${content.from} to ${content.to} (UTC days, both included).`,
    '',
    'Who is included: members who consented to the use of de-identified data for research at',
    'registration, except those whose record removal was requested. Only finished rounds (every',
    'chapter complete).',
    '',
    'De-identification applied:',
    '- No names, e-mail addresses, phone numbers, street addresses, user ids or record ids.',
    '- Each member is a random research ID; dates are replaced by round numbers and by the days since',
    "  the member's first finished round.",
    '- Age as a 10-year band at the round; postal code as its first three characters only.',
    '- Option answers as their choice values (labels in data_dictionary.csv).',
    '- Typed text is left out unless its question is on the reviewed allow-list; date, e-mail and',
    '  phone answers are always left out.',
    `- Allow-listed questions: ${content.allowList.length > 0 ? content.allowList.join(', ') : 'none'}.`,
    '- The FHIR files (fhir/*.ndjson) follow the same rules: subjects by research ID, no dates.',
    '',
    'Questions left out (names only):',
    ...[...withheld].map(([series, names]) => `- ${series}: ${names.length > 0 ? names.join(', ') : 'none'}`),
    '',
    'Files: one CSV per series (long format, one row per member round), data_dictionary.csv,',
    'fhir/Questionnaire.ndjson, fhir/QuestionnaireResponse.ndjson, fhir/Observation.ndjson,',
    'manifest.json (counts and a SHA-256 of every file). Blank cells are unanswered or not computable.',
    '',
  ];
  return lines.join('\r\n');
}

function fhirFiles(content: ResearchExportContent): Record<string, string> {
  const ndjson = (resources: readonly object[]) =>
    resources.map((r) => JSON.stringify(r)).join('\n') + (resources.length ? '\n' : '');
  const templates = new Map<string, { id: string; name: string; surveyJSON: unknown }>();
  for (const s of content.series)
    for (const c of s.chapters) templates.set(c.templateId, { id: c.templateId, ...c });
  const responses: object[] = [];
  const observations: object[] = [];
  content.series.forEach((series, seriesIndex) => {
    for (const round of content.rounds.filter((r) => r.seriesTemplateId === series.id)) {
      const roundId = `${round.researchId}-s${seriesIndex + 1}-r${round.roundNumber}`;
      const subject = { identifier: { system: `${CIRCLES_FHIR_BASE}/research-id`, value: round.researchId } };
      const derivedFrom = round.chapters.map((chapter, i) => {
        const template = templates.get(chapter.templateId);
        responses.push(
          questionnaireResponseOf({
            id: `${roundId}-c${i + 1}`,
            templateId: chapter.templateId,
            surveyJSON: template?.surveyJSON ?? {},
            answers: chapter.answers,
            completed: true,
            subject,
            disclosure: { deidentified: true, allowList: content.allowList },
          }),
        );
        return { reference: `QuestionnaireResponse/${roundId}-c${i + 1}` };
      });
      const result = computeRound(round.answers, 0);
      observations.push(
        ...observationsOf({
          idPrefix: roundId,
          figures: roundFiguresOf(result, round.answers),
          subject,
          derivedFrom,
        }),
      );
    }
  });
  return {
    'fhir/Questionnaire.ndjson': ndjson([...templates.values()].map((t) => questionnaireOf(t))),
    'fhir/QuestionnaireResponse.ndjson': ndjson(responses),
    'fhir/Observation.ndjson': ndjson(observations),
  };
}

/**
 * The research export's ZIP (issue 26): one CSV per series, the data dictionary, the FHIR NDJSON files,
 * a README of the de-identification and a manifest with counts and each file's SHA-256. Pure but for the
 * hashing; rounds are written in the order given.
 */
export function buildResearchZip(content: ResearchExportContent): ResearchZip {
  const allow = new Set(content.allowList);
  const files = new Map<string, string>();
  const dictionary: string[][] = [];
  const withheld = new Map<string, string[]>();
  const perSeries: { seriesTemplateId: string; name: string; file: string; rows: number; members: number }[] =
    [];
  const usedNames = new Set<string>();
  for (const series of content.series) {
    const { variables, withheld: left } = seriesVariables(series, allow);
    withheld.set(series.name, left);
    const rounds = content.rounds.filter((r) => r.seriesTemplateId === series.id);
    let file = `${slugOf(series.name)}.csv`;
    for (let n = 2; usedNames.has(file); n++) file = `${slugOf(series.name)}_${n}.csv`;
    usedNames.add(file);
    files.set(
      file,
      csvDocument(
        variables.map((v) => v.name),
        seriesRows(variables, rounds),
      ),
    );
    for (const v of variables)
      dictionary.push([series.name, v.name, v.label, v.type, v.choices, v.instrument, v.units, v.rule]);
    perSeries.push({
      seriesTemplateId: series.id,
      name: series.name,
      file,
      rows: rounds.length,
      members: new Set(rounds.map((r) => r.researchId)).size,
    });
  }
  files.set('data_dictionary.csv', csvDocument(DICTIONARY_COLUMNS, dictionary));
  for (const [name, text] of Object.entries(fhirFiles(content))) files.set(name, text);
  files.set('README.txt', readme(content, withheld));
  const members = new Set(content.rounds.map((r) => r.researchId)).size;
  const rows = content.rounds.length;
  const manifest = {
    exportId: content.exportId,
    createdAt: content.createdAt,
    parameters: { seriesTemplateIds: content.series.map((s) => s.id), from: content.from, to: content.to },
    counts: { members, rows, series: perSeries },
    files: [...files].map(([path, text]) => {
      const bytes = strToU8(text);
      return { path, bytes: bytes.length, sha256: sha256(bytes) };
    }),
  };
  files.set('manifest.json', JSON.stringify(manifest, null, 2) + '\n');
  // A fixed time keeps the ZIP the same bytes for the same content (no export time inside the entries).
  const mtime = new Date('2000-01-01T00:00:00Z');
  const zip = zipSync(
    Object.fromEntries([...files].map(([path, text]) => [path, [strToU8(text), { mtime }]])),
    {
      level: 6,
    },
  );
  return { zip, sha256: sha256(zip), members, rows, files };
}
