import { expect } from 'vitest';
import { keys } from '../../functions/src/platform/data/keys';
import { screenerSubmission, storedItem } from '../support/cross-member-fixtures';
import { P, PAUL_INSTANCE, type CaseKit, type WriteRows } from './cross-member-kit';

/**
 * The rows of member records in the cross-member writes test: modules, series, workbooks, projects,
 * PDFs and screener submissions named by id while they belong to another member (or to nobody the
 * caller may write for).
 */
export function recordWriteRows(kit: CaseKit) {
  const { call, id, fresh, one, rows, onModuleOf, paulsRound, adminOnly, otto } = kit;
  return {
    publicSurveysCreate: rows(
      // The submission id is the client's idempotency key, not a member's record: reused with other
      // answers it is a conflict, and the first submission stays as it was.
      one('anyone resubmits a used submission id with other answers', 'mary', 409, async () => {
        const first = screenerSubmission(8);
        const made = await call('mary', 'POST', '/api/publicsurveys/create', first);
        expect(made.status).toBe(201);
        return {
          body: { ...screenerSubmission(2), submissionId: first.submissionId },
          unchanged: [P.lead(first.submissionId)],
        };
      }),
    ),
    publicSurveysMarkContacted: rows(
      one('Victor marks a lead contacted', 'volunteer', 403, async () => {
        const lead = screenerSubmission();
        expect((await call('mary', 'POST', '/api/publicsurveys/create', lead)).status).toBe(201);
        return {
          params: { id: lead.submissionId },
          body: { contacted: true, version: 1 },
          unchanged: [P.lead(lead.submissionId)],
        };
      }),
    ),
    surveysCreate: adminOnly('coordinator', async () => ({
      body: { name: 'Not mine', surveyJSON: { pages: [] } },
      unchanged: [P.templates],
    })),
    surveysUpdate: adminOnly('coordinator', async () => {
      const template = await fresh.template();
      return {
        params: { id: template },
        body: { name: 'Renamed', version: 1 },
        unchanged: [P.template(template)],
      };
    }),
    surveysDelete: adminOnly('coordinator', async () => {
      const template = await fresh.template();
      return { params: { id: template }, unchanged: [P.template(template), P.templates] };
    }),
    memberSurveysCreate: rows(
      one("Mary starts her own module in Paul's series instance", 'mary', 404, async () => {
        const template = await fresh.template();
        return {
          body: { patientId: id('mary'), templateId: template, memberCollection: PAUL_INSTANCE },
          unchanged: [...paulsRound(), P.modulesOf(id('mary')), P.template(template)],
        };
      }),
      one("Victor starts Mary's module in Paul's series instance", 'volunteer', 404, async () => ({
        body: { patientId: id('mary'), templateId: await fresh.template(), memberCollection: PAUL_INSTANCE },
        unchanged: [...paulsRound(), P.modulesOf(id('mary'))],
      })),
      one('Mary starts a module for Paul', 'mary', 404, async () => ({
        body: { patientId: id('paul'), templateId: await fresh.template() },
        unchanged: [P.modulesOf(id('paul'))],
      })),
      one('Victor starts a module for Paul', 'volunteer', 404, async () => ({
        body: { patientId: id('paul'), templateId: await fresh.template() },
        unchanged: [P.modulesOf(id('paul'))],
      })),
    ),
    memberSurveysUpdate: rows(
      one(
        "Mary saves Paul's module",
        'mary',
        404,
        onModuleOf('paul', () => ({ action: 'save', responseJSON: { q1: 'x' }, version: 1 })),
      ),
      one(
        "Victor saves Paul's module",
        'volunteer',
        404,
        onModuleOf('paul', () => ({ action: 'save', responseJSON: { q1: 'x' }, version: 1 })),
      ),
      one(
        "Cora approves Mary's module",
        'coordinator',
        404,
        onModuleOf('mary', () => ({ action: 'approve', version: 1 })),
      ),
    ),
    memberSurveysDelete: rows(
      one("Cora deletes Mary's module", 'coordinator', 404, onModuleOf('mary')),
      one("Victor deletes Mary's module", 'volunteer', 403, onModuleOf('mary')),
    ),
    collectionsCreate: adminOnly('coordinator', async () => ({
      body: { name: 'Not mine', surveyList: [await fresh.template()] },
      unchanged: [P.seriesList],
    })),
    collectionsDelete: adminOnly('coordinator', async () => {
      const series = await fresh.series();
      return { params: { id: series }, unchanged: [P.series(series)] };
    }),
    collectionsAssignMember: rows(
      one("Cora lists the other facility's Otto on a series", 'coordinator', 404, async () => {
        const series = await fresh.series();
        return {
          body: { collectionId: series, memberList: [otto] },
          unchanged: [P.series(series), P.listings(otto)],
        };
      }),
      one('Victor lists Mary on a series', 'volunteer', 403, async () => {
        const series = await fresh.series();
        return { body: { collectionId: series, memberList: [id('mary')] }, unchanged: [P.series(series)] };
      }),
    ),
    collectionsAssignProject: adminOnly('coordinator', async () => {
      const [series, project] = [await fresh.series(), await fresh.project()];
      return {
        body: { collectionId: series, projectList: [project] },
        unchanged: [P.series(series), P.project(project)],
      };
    }),
    memberCollectionsCreate: rows(
      one('Cora starts a series for Mary, not assigned to her', 'coordinator', 404, async () => ({
        body: { collectionTemplate: await fresh.series(), member: id('mary') },
        unchanged: [P.instancesOf(id('mary')), ...P.counters],
      })),
      one('Victor starts a series for Mary', 'volunteer', 403, async () => ({
        body: { collectionTemplate: await fresh.series(), member: id('mary') },
        unchanged: [P.instancesOf(id('mary')), ...P.counters],
      })),
    ),
    memberCollectionsDelete: rows(
      one("Cora deletes Mary's series instance", 'coordinator', 404, async () => {
        const instance = await fresh.instanceOf('mary');
        return {
          params: { id: instance },
          unchanged: [P.instance(instance), P.chaptersOf(instance), ...P.counters],
        };
      }),
      one("Victor deletes Mary's series instance", 'volunteer', 403, async () => {
        const instance = await fresh.instanceOf('mary');
        return { params: { id: instance }, unchanged: [P.instance(instance), P.chaptersOf(instance)] };
      }),
    ),
    workbooksCreate: adminOnly('volunteer', async () => ({
      body: { name: 'Not mine', surveyIds: [await fresh.template()] },
      unchanged: [P.workbooks],
    })),
    workbooksAssign: rows(
      one("Cora gives the other facility's Otto a workbook", 'coordinator', 404, async () => ({
        body: { workbookId: [await fresh.workbook()], userIds: [otto] },
        unchanged: [P.defaults(otto)],
      })),
      one('Cora assigns in the name of Lena', 'coordinator', 403, async () => ({
        body: { cordinator_id: id('lena'), workbookId: [await fresh.workbook()], userIds: [id('paul')] },
        unchanged: [P.defaults(id('paul'))],
      })),
      one('the Admin assigns in the name of Mary, who is no Coordinator', 'admin', 404, async () => ({
        body: { cordinator_id: id('mary'), workbookId: [await fresh.workbook()], userIds: [id('paul')] },
        unchanged: [P.defaults(id('paul'))],
      })),
    ),
    projectsCreate: adminOnly('coordinator', async () => ({
      body: { name: 'Not mine', collectionList: [await fresh.series()] },
      unchanged: [P.projects],
    })),
    projectsAssignMember: adminOnly('coordinator', async () => {
      const project = await fresh.project();
      return { body: { projectId: project, memberList: [id('mary')] }, unchanged: [P.project(project)] };
    }),
    projectsAssignCollection: adminOnly('coordinator', async () => {
      const [project, series] = [await fresh.project(), await fresh.series()];
      return {
        body: { projectId: project, collectionList: [series] },
        unchanged: [P.project(project), P.series(series)],
      };
    }),
    projectsDelete: adminOnly('coordinator', async () => {
      const project = await fresh.project();
      return { params: { id: project }, unchanged: [P.project(project), P.projects] };
    }),
    pdfReport: rows(
      one("Mary prints Paul's report", 'mary', 404, async () => ({
        body: { kind: 'cc', userId: id('paul') },
        unchanged: paulsRound(),
      })),
      one("Mary prints Paul's round as a completed report", 'mary', 404, async () => ({
        body: { kind: 'cc', collectionId: PAUL_INSTANCE, naming: 'completed' },
        unchanged: paulsRound(),
      })),
    ),
    pdfModules: rows(
      one("Mary prints Paul's module", 'mary', 404, async () => {
        const moduleId = await fresh.moduleOf('paul');
        return { body: { kind: 'module', memberSurveyId: moduleId }, unchanged: [P.module(moduleId)] };
      }),
      one("Mary prints the chapters of Paul's series instance", 'mary', 404, async () => {
        const instance = await storedItem(keys.seriesInstance(PAUL_INSTANCE));
        const chapterIds = instance?.memberSurveyList as string[];
        return {
          body: { kind: 'chapters', memberCollectionId: PAUL_INSTANCE, chapterIds },
          unchanged: paulsRound(),
        };
      }),
    ),
  } satisfies Record<string, WriteRows>;
}
