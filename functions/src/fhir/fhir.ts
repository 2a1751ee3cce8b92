import { can } from '@circles/shared/access/policy';
import type { Actor } from '@circles/shared/access/types';
import {
  observationsOf,
  searchsetOf,
  type FhirBundle,
  type FhirObservation,
  type FhirQuestionnaire,
  type FhirReference,
} from '@circles/shared/fhir/observations';
import { questionnaireOf, questionnaireResponseOf } from '@circles/shared/fhir/questionnaire';
import { payloadFiguresOf } from '@circles/shared/research/figures';
import type * as z from 'zod';
import { REPORT_KINDS } from '@circles/shared/schemas/reports';
import type { fhirBundleSchema, fhirQuestionnaireSchema } from '@circles/shared/schemas/fhir';
import { audit, auditedRead } from '../platform/audit';
import { AppError } from '../platform/errors';
import { userInScope, type KnownMember } from '../members/scope';
import type { MemberModuleRecord, StoredModule, TemplateRecord } from '../modules/module-records';
import type { AuditLog, UsersRepository } from '../members/ports';
import { finishedRounds, type ReportsRepository } from '../reports/reports';
import type { SeriesInstanceRecord } from '../series/series-records';

/**
 * FHIR R4 reads (issue 26) with the access and audit of the reports: a member's modules as
 * QuestionnaireResponses and the figures of their finished report rounds as Observations, for whoever
 * may read that member's health data (ACCESS.md: self, assigned helpers, Admins; 404 otherwise, denial
 * audited); a module template as a Questionnaire for whoever reads templates.
 */
export interface FhirDeps {
  users: Pick<UsersRepository, 'get'>;
  templates: { get(id: string): Promise<TemplateRecord | undefined> };
  modules: {
    listByMember(memberId: string, limit: number): Promise<MemberModuleRecord[]>;
    get(id: string): Promise<StoredModule | undefined>;
  };
  reports: Pick<ReportsRepository, 'roundsOf'>;
  series: { getInstance(id: string): Promise<SeriesInstanceRecord | undefined> };
  audit: AuditLog;
  now: () => Date;
}

type BundleJson = z.input<typeof fhirBundleSchema>;
type QuestionnaireJson = z.input<typeof fhirQuestionnaireSchema>;

/**
 * The typed resources as the routes' loose JSON schemas take them: the `@types/fhir` interfaces have no
 * index signature, but the objects are the same JSON (the response schema checks the envelope again).
 */
const asBundleJson = (bundle: FhirBundle) => bundle as unknown as BundleJson;

const notFound = () => new AppError('NOT_FOUND', 'Not found.');
const patient = (userId: string): FhirReference => ({ reference: `Patient/${userId}` });

/** `GET /api/fhir/Questionnaire/{id}`: a module template (staff who read templates; others 403). */
export async function fhirQuestionnaire(
  deps: FhirDeps,
  actor: Actor,
  id: string,
): Promise<QuestionnaireJson> {
  if (!can(actor, 'moduleTemplate.read')) {
    await audit(deps, actor, 'fhir.questionnaire', 'TEMPLATES', 'denied');
    throw new AppError('FORBIDDEN', 'Forbidden.');
  }
  const template = await deps.templates.get(id);
  if (!template) throw notFound();
  const questionnaire: FhirQuestionnaire = questionnaireOf({
    id: template.id,
    name: template.name,
    surveyJSON: template.surveyJSON,
  });
  return questionnaire as unknown as QuestionnaireJson;
}

/** `GET /api/fhir/Patient/{userId}/QuestionnaireResponse`: every module of the member, newest first. */
export async function fhirQuestionnaireResponses(
  deps: FhirDeps,
  actor: Actor,
  userId: string,
  known?: KnownMember,
): Promise<BundleJson> {
  const event = 'fhir.questionnaireResponse';
  await userInScope(deps, actor, userId, { action: 'member.readHealth', event }, notFound, known);
  const stored = await auditedRead(deps, actor, event, userId, async () => {
    const metas = await deps.modules.listByMember(userId, 500);
    return (await Promise.all(metas.map((m) => deps.modules.get(m.id)))).filter(
      (m): m is StoredModule => m !== undefined && m.meta.patientId === userId,
    );
  });
  return asBundleJson(
    searchsetOf(
      stored.map((m) =>
        questionnaireResponseOf({
          id: m.meta.id,
          templateId: m.meta.templateId,
          surveyJSON: m.surveyJSON,
          answers: m.responseJSON,
          completed: m.meta.completed,
          subject: patient(userId),
          authored: m.meta.updatedAt,
          disclosure: { deidentified: false },
        }),
      ),
    ),
  );
}

/** `GET /api/fhir/Patient/{userId}/Observation`: the figures of every finished report round. */
export async function fhirObservations(
  deps: FhirDeps,
  actor: Actor,
  userId: string,
  known?: KnownMember,
): Promise<BundleJson> {
  const event = 'fhir.observation';
  await userInScope(deps, actor, userId, { action: 'member.readHealth', event }, notFound, known);
  const rounds = await auditedRead(deps, actor, event, userId, () =>
    deps.reports.roundsOf(userId, REPORT_KINDS),
  );
  const observations: FhirObservation[] = [];
  for (const round of finishedRounds(rounds).sort((a, b) =>
    (a.completedAt ?? '').localeCompare(b.completedAt ?? ''),
  )) {
    const instance = await deps.series.getInstance(round.instanceId);
    observations.push(
      ...observationsOf({
        idPrefix: round.instanceId,
        figures: payloadFiguresOf(round.payload),
        subject: patient(userId),
        effective: round.completedAt ?? round.updatedAt,
        derivedFrom: (instance?.memberSurveyList ?? []).map((id) => ({
          reference: `QuestionnaireResponse/${id}`,
        })),
      }),
    );
  }
  return asBundleJson(searchsetOf(observations));
}
