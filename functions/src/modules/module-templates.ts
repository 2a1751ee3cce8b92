import { can } from '@circles/shared/access/policy';
import type { Actor } from '@circles/shared/access/types';
import { moduleDefinitionProblem } from '@circles/shared/completeness/definition';
import { missingFrench } from '@circles/shared/instruments/french';
import { msg as modulesMsg } from '@circles/shared/messages/modules';
import type {
  ModuleTemplateCreateBody,
  ModuleTemplateDeleteResponse,
  ModuleDefinition,
  ModuleTemplatePatchBody,
  ModuleTemplateSummary,
  ModuleTemplate,
} from '@circles/shared/schemas/module';
import { allowedEvent } from '../members/access-checks';
import { requireAction } from '../members/scope';
import { audit } from '../platform/audit';
import { AppError } from '../platform/errors';
import {
  newRecordStamp,
  toModuleTemplate,
  toModuleTemplateSummary,
  type Caller,
  type ModulesDeps,
  type TemplateRecord,
} from './module-records';

/** Audit subject of template list reads (templates belong to no member). */
const TEMPLATES = 'module-templates';

/** The audit event of an allowed action, for a repository to write in its transaction. */
export const auditEvent = allowedEvent;

function notFound(): AppError {
  return new AppError('NOT_FOUND', modulesMsg('modules.api.templateNotFound'), {
    code: 'TEMPLATE_NOT_FOUND',
  });
}

/** 400 naming `surveyJSON` when survey-core cannot load the definition. */
export function checkDefinition(surveyJSON: ModuleDefinition): void {
  const problem = moduleDefinitionProblem(surveyJSON);
  if (problem === undefined) return;
  const message = modulesMsg('modules.api.templateInvalid', { reason: problem });
  throw new AppError('VALIDATION', message, {
    code: 'INVALID_SURVEY_JSON',
    issues: [{ path: 'surveyJSON', message }],
  });
}

/**
 * The template list: newest first, archived ones left out (Admin, Coordinator, Volunteer). A Patient
 * gets the public templates only (names, no definitions): the ones they may start for themselves
 * (spec 001 §5, 'Unable to get public templates.').
 */
export async function listTemplates(
  deps: ModulesDeps,
  actor: Actor,
): Promise<{ surveyList: ModuleTemplateSummary[] }> {
  // ACCESS.md: a role that may not read templates (a member's) lists only the public ones, which it may
  // start for itself (then reads them through its own modules).
  const publicOnly = !can(actor, 'moduleTemplate.read');
  const records = (await deps.templates.list()).filter((t) => !publicOnly || t.isPublic);
  await audit(deps, actor, 'moduleTemplate.list', TEMPLATES, 'allowed');
  return { surveyList: records.map(toModuleTemplateSummary) };
}

/** One template with its definition, archived ones included. */
export async function getTemplate(
  deps: ModulesDeps,
  actor: Actor,
  id: string,
): Promise<{ survey: ModuleTemplate }> {
  await requireAction(deps, actor, 'moduleTemplate.read', 'moduleTemplate.read', id);
  const record = await deps.templates.get(id);
  if (!record) throw notFound();
  await audit(deps, actor, 'moduleTemplate.read', id, 'allowed');
  return { survey: toModuleTemplate(record) };
}

/** Creates a template (Admin): the caller is its author, whatever the body says. */
export async function createTemplate(
  deps: ModulesDeps,
  caller: Caller,
  body: ModuleTemplateCreateBody,
): Promise<{ survey: ModuleTemplate }> {
  await requireAction(deps, caller.actor, 'moduleTemplate.write', 'moduleTemplate.create', TEMPLATES);
  checkDefinition(body.surveyJSON);
  const at = deps.now().toISOString();
  const record: TemplateRecord = {
    id: deps.newId(),
    name: body.name,
    ...(body.nameFr ? { nameFr: body.nameFr } : {}),
    surveyJSON: body.surveyJSON,
    textsWithoutFrench: missingFrench(body.surveyJSON).length,
    isPublic: body.isPublic,
    archived: false,
    useCount: 0,
    ...newRecordStamp(caller, at),
  };
  await deps.templates.create(record, auditEvent(caller.actor, 'moduleTemplate.create', record.id, at));
  return { survey: toModuleTemplate(record) };
}

/** Edits a template (Admin), versioned. Started modules keep their own copy of the old definition. */
export async function updateTemplate(
  deps: ModulesDeps,
  caller: Caller,
  id: string,
  body: ModuleTemplatePatchBody,
): Promise<{ survey: ModuleTemplate }> {
  await requireAction(deps, caller.actor, 'moduleTemplate.write', 'moduleTemplate.update', id);
  if (body.surveyJSON) checkDefinition(body.surveyJSON);
  const before = await deps.templates.get(id);
  if (!before) throw notFound();
  const at = deps.now().toISOString();
  // Conditioned on the version the editor read: a body older than the stored template is a 409.
  const updated = await deps.templates.update(
    before,
    body.version,
    {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.nameFr !== undefined ? { nameFr: body.nameFr } : {}),
      ...(body.surveyJSON !== undefined ? { surveyJSON: body.surveyJSON } : {}),
      // Counted on every update, so a template stored before the count gets it with any change.
      textsWithoutFrench: missingFrench(body.surveyJSON ?? before.surveyJSON).length,
      ...(body.isPublic !== undefined ? { isPublic: body.isPublic } : {}),
      modifiedBy: caller.actor.id,
      modifiedByName: caller.name,
    },
    at,
    auditEvent(caller.actor, 'moduleTemplate.update', id, at),
  );
  return { survey: toModuleTemplate(updated) };
}

/** Deletes a template (Admin); one in use by member modules is archived instead. */
export async function deleteTemplate(
  deps: ModulesDeps,
  caller: Caller,
  id: string,
): Promise<ModuleTemplateDeleteResponse> {
  await requireAction(deps, caller.actor, 'moduleTemplate.write', 'moduleTemplate.delete', id);
  const at = deps.now().toISOString();
  const result = await deps.templates.remove(
    id,
    at,
    auditEvent(caller.actor, 'moduleTemplate.delete', id, at),
  );
  if (!result) throw notFound();
  return { _id: id, archived: result.archived };
}
