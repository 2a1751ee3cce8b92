import { describe, expect, it } from 'vitest';
import { msg } from '@circles/shared/messages/modules';
import { seedModules } from '../../functions/local/seed-modules';
import { COMPLETE_TEXT, everyAnswer, useModuleCalls } from '../support/module-fixtures';
import type { DemoWho } from '../support/modules';

/* Member modules (issue 8): Mark Complete and the lock, approval, deleting, and the demo seed. */

const { people, as, start, patch } = useModuleCalls();

describe('marking complete', () => {
  it('refuses below 100 with the spec text, changing nothing', async () => {
    const module = await start('mary');
    const res = await patch('volunteer', module._id, {
      action: 'complete',
      responseJSON: { t: 'x' },
      version: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(COMPLETE_TEXT);
    const read = await as('volunteer')('GET', `/api/membersurveys/${module._id}`);
    expect(read.body.memberSurvey).toMatchObject({ completed: false, version: 1, responseJSON: {} });
  });

  it('refuses at 100 when the answers fail a validator', async () => {
    const json = {
      pages: [{ elements: [{ type: 'text', name: 'n', validators: [{ type: 'numeric', minValue: 5 }] }] }],
    };
    const module = await start('mary', 'admin', json);
    const res = await patch('admin', module._id, { action: 'complete', responseJSON: { n: 2 }, version: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(COMPLETE_TEXT);
  });

  it('completes at 100 and locks the answers (409 on every later answer write)', async () => {
    const module = await start('paul', 'coordinator');
    const done = await patch('coordinator', module._id, {
      action: 'complete',
      responseJSON: everyAnswer,
      version: 1,
    });
    expect(done.status).toBe(200);
    expect(done.body.memberSurvey).toMatchObject({ completed: true, completeness: 100, version: 2 });
    expect(done.body.memberSurvey.completedAt).toBeTruthy();
    for (const body of [
      { action: 'save', responseJSON: { t: 'later' }, version: 2 },
      { action: 'complete', version: 2 },
      { action: 'restore', version: 2 },
    ]) {
      const res = await patch('coordinator', module._id, body);
      expect(res.status, body.action).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'MODULE_LOCKED', message: msg('modules.api.locked') });
    }
  });
});

describe('approving', () => {
  /** A module of `member` started and marked complete by `by`: version 2, ready for approval. */
  async function completed(member: DemoWho, by: DemoWho = 'admin') {
    const module = await start(member, by);
    const done = await patch(by, module._id, { action: 'complete', responseJSON: everyAnswer, version: 1 });
    expect(done.status).toBe(200);
    return module;
  }

  it('refuses to approve a module not marked complete (409 with the catalogue text); the answers stay editable', async () => {
    const module = await start('mary');
    const res = await patch('admin', module._id, { action: 'approve', version: 1 });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'MODULE_INCOMPLETE',
      message: 'This Module can be approved once it is marked complete.',
    });
    const read = await as('volunteer')('GET', `/api/membersurveys/${module._id}`);
    expect(read.body.memberSurvey).toMatchObject({ approved: false, completed: false, version: 1 });
    const save = await patch('volunteer', module._id, {
      action: 'save',
      responseJSON: { t: 'x' },
      version: 1,
    });
    expect(save.status).toBe(200);
  });

  it('lets the Admin approve a completed module once; a second approve changes nothing', async () => {
    const module = await completed('mary');
    const first = await patch('admin', module._id, { action: 'approve', version: 2 });
    expect(first.status).toBe(200);
    expect(first.body.memberSurvey).toMatchObject({
      approved: true,
      approvedBy: people.admin.id,
      approvedByName: 'Ada Admin',
      version: 3,
    });
    const second = await patch('admin', module._id, { action: 'approve', version: 3 });
    expect(second.status).toBe(200);
    expect(second.body.memberSurvey).toEqual(first.body.memberSurvey);
    // Approved is locked too: no answer write, restore included (the web's Restart is off there).
    for (const body of [
      { action: 'save', responseJSON: { t: 'x' }, version: 3 },
      { action: 'restore', version: 3 },
    ]) {
      const res = await patch('volunteer', module._id, body);
      expect(res.status, body.action).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'MODULE_LOCKED', message: msg('modules.api.locked') });
    }
  });

  it('lets an assigned Coordinator approve; Volunteer and Patient get 403', async () => {
    const paulModule = await completed('paul');
    expect((await patch('paul', paulModule._id, { action: 'approve', version: 2 })).status).toBe(403);
    expect((await patch('coordinator', paulModule._id, { action: 'approve', version: 2 })).status).toBe(200);
    const maryModule = await completed('mary');
    expect((await patch('volunteer', maryModule._id, { action: 'approve', version: 2 })).status).toBe(403);
    expect((await patch('coordinator', maryModule._id, { action: 'approve', version: 2 })).status).toBe(404);
  });
});

describe('deleting', () => {
  it('lets an assigned Coordinator delete; a Volunteer gets 403', async () => {
    const module = await start('paul');
    expect((await as('volunteer')('DELETE', `/api/membersurveys/${module._id}`)).status).toBe(403);
    const res = await as('coordinator')('DELETE', `/api/membersurveys/${module._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ _id: module._id });
    expect((await as('admin')('GET', `/api/membersurveys/${module._id}`)).status).toBe(404);
    expect((await as('admin')('DELETE', `/api/membersurveys/${module._id}`)).status).toBe(404);
  });
});

describe('the demo seed', () => {
  it('seeds answered, completed and approved modules for Mary and partial ones for Paul', async () => {
    const mary = (await as('admin')('GET', `/api/membersurveys?patientId=${people.mary.id}`)).body
      .memberSurveyList;
    const byId = new Map(mary.map((m: { _id: string }) => [m._id, m]));
    expect(byId.get('demo-mary-1')).toMatchObject({ completed: true, approved: true, completeness: 100 });
    expect(byId.get('demo-mary-3')).toMatchObject({ completed: true, approved: false, completeness: 100 });
    expect((byId.get('demo-mary-5') as { completeness: number }).completeness).toBeGreaterThan(0);
    expect((byId.get('demo-mary-5') as { completeness: number }).completeness).toBeLessThan(100);
    const paul = await as('coordinator')('GET', '/api/membersurveys/demo-paul-2');
    expect(paul.body.memberSurvey).toMatchObject({ completeness: 0, responseJSON: {} });
  });

  it('changes nothing when run again', async () => {
    const before = await as('admin')('GET', '/api/membersurveys/demo-mary-5');
    const templates = (await as('admin')('GET', '/api/surveys')).body.surveyList.length;
    await seedModules();
    const after = await as('admin')('GET', '/api/membersurveys/demo-mary-5');
    expect(after.body.memberSurvey).toEqual(before.body.memberSurvey);
    expect((await as('admin')('GET', '/api/surveys')).body.surveyList.length).toBe(templates);
  });
});
