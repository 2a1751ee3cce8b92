import type * as R4 from 'fhir/r4';
import type { Flag } from '../scoring/flags';
import type { RiskLevel } from '../scoring/screener';
import { CIRCLES_FHIR_BASE } from './questionnaire';

/**
 * A report round's figures as FHIR R4 Observations (issue 26), after the Gravity Project's SDOH Clinical
 * Care screening-response pattern where it fits: status final, categories `survey`, `sdoh` and the SDOH
 * domain `social-connection`, `derivedFrom` the QuestionnaireResponses of the round. Our figures have no
 * LOINC code, so their codes come from our own code system (`FIGURE_SYSTEM`).
 */
export const FIGURE_SYSTEM = `${CIRCLES_FHIR_BASE}/CodeSystem/report-figure`;
export const RISK_SYSTEM = `${CIRCLES_FHIR_BASE}/CodeSystem/screener-risk-level`;
export const METRIC_SYSTEM = `${CIRCLES_FHIR_BASE}/CodeSystem/report-metric`;

const CATEGORIES: R4.CodeableConcept[] = [
  {
    coding: [
      {
        system: 'http://terminology.hl7.org/CodeSystem/observation-category',
        code: 'survey',
        display: 'Survey',
      },
    ],
  },
  {
    coding: [
      { system: 'http://hl7.org/fhir/us/core/CodeSystem/us-core-category', code: 'sdoh', display: 'SDOH' },
    ],
  },
  {
    coding: [
      {
        system: 'http://hl7.org/fhir/us/sdoh-clinicalcare/CodeSystem/SDOHCC-CodeSystemTemporaryCodes',
        code: 'social-connection',
        display: 'Social Connection',
      },
    ],
  },
];

/** What the Observations of one round are made of (numbers already free of the 999 missing code). */
export interface RoundFigures {
  wellnessScore: number | undefined;
  /** Undefined when the round answered no screener question. */
  screenerRisk: { score: number; level: RiskLevel } | undefined;
  /** Perceived loneliness, mean 1–3 (PL_QofL1_COMB). */
  loneliness: number | undefined;
  flags: { red: readonly Flag[]; yellow: readonly Flag[] };
}

const RISK_CODES: Record<RiskLevel, string> = {
  'Lowest Risk': 'lowest',
  'Some Risk': 'some',
  'Moderate Risk': 'moderate',
  'High Risk': 'high',
};

function code(c: string, display: string): R4.CodeableConcept {
  return { coding: [{ system: FIGURE_SYSTEM, code: c, display }], text: display };
}

/** A score as a FHIR Quantity: UCUM's unitless annotation `{score}`. */
const scoreQuantity = (value: number): R4.Quantity => ({
  value,
  unit: 'score',
  system: 'http://unitsofmeasure.org',
  code: '{score}',
});

/**
 * The Observations of one round: wellness score, screener risk (level, score as a component),
 * loneliness, and one Observation per health alert (red: interpretation AA, yellow: A). Ids are
 * `<idPrefix>-<figure>`; `effective` is left out when not given (de-identified exports).
 */
export function observationsOf(input: {
  idPrefix: string;
  figures: RoundFigures;
  subject: R4.Reference;
  effective?: string;
  derivedFrom: readonly R4.Reference[];
}): R4.Observation[] {
  const base = (id: string, c: R4.CodeableConcept): R4.Observation => ({
    resourceType: 'Observation',
    id: `${input.idPrefix}-${id}`,
    status: 'final',
    category: CATEGORIES,
    code: c,
    subject: input.subject,
    ...(input.effective ? { effectiveDateTime: input.effective } : {}),
    ...(input.derivedFrom.length > 0 ? { derivedFrom: [...input.derivedFrom] } : {}),
  });
  const out: R4.Observation[] = [];
  const f = input.figures;
  if (f.wellnessScore !== undefined)
    out.push({
      ...base('wellness', code('wellness-score', 'Wellness score')),
      valueQuantity: scoreQuantity(f.wellnessScore),
    });
  if (f.screenerRisk)
    out.push({
      ...base('screener-risk', code('screener-risk', 'Social health screener risk')),
      valueCodeableConcept: {
        coding: [
          { system: RISK_SYSTEM, code: RISK_CODES[f.screenerRisk.level], display: f.screenerRisk.level },
        ],
        text: f.screenerRisk.level,
      },
      component: [
        { code: code('screener-risk-score', 'Screener risk score'), valueInteger: f.screenerRisk.score },
      ],
    });
  if (f.loneliness !== undefined)
    out.push({
      ...base('loneliness', code('loneliness', 'Perceived loneliness')),
      valueQuantity: scoreQuantity(f.loneliness),
    });
  const alerts = [
    ...f.flags.red.map((flag) => ({ flag, colour: 'red' as const })),
    ...f.flags.yellow.map((flag) => ({ flag, colour: 'yellow' as const })),
  ];
  alerts.forEach(({ flag, colour }, i) =>
    out.push({
      ...base(`flag-${i + 1}`, code(`health-alert-${colour}`, colour === 'red' ? 'Red flag' : 'Yellow flag')),
      valueCodeableConcept: { coding: [{ system: METRIC_SYSTEM, code: flag.metric }], text: flag.text },
      interpretation: [
        {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation',
              code: colour === 'red' ? 'AA' : 'A',
              display: colour === 'red' ? 'Critical abnormal' : 'Abnormal',
            },
          ],
        },
      ],
    }),
  );
  return out;
}

/** A searchset Bundle of resources (the per-member FHIR routes' answer). */
export function searchsetOf(resources: readonly R4.FhirResource[]): R4.Bundle {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total: resources.length,
    entry: resources.map((resource) => ({
      fullUrl: `${CIRCLES_FHIR_BASE}/${resource.resourceType}/${resource.id ?? ''}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}

/** The FHIR R4 types the functions use (so they need no FHIR type package of their own). */
export type FhirBundle = R4.Bundle;
export type FhirObservation = R4.Observation;
export type FhirQuestionnaire = R4.Questionnaire;
export type FhirReference = R4.Reference;
