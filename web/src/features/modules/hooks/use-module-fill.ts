import { useCallback, useEffect, useRef, useState } from 'react';
import type { Model } from 'survey-core';
import { completeness } from '@circles/shared/completeness/completeness';
import { msg, type ModulesMessageKey } from '@circles/shared/messages/modules';
import type { MemberModule, MemberModulePatchBody } from '@circles/shared/schemas/module';
import { NOTICE_TIMINGS } from '../../../components/ui/notices/timings';
import { useTimedNotice } from '../../../components/ui/notices/use-timed-notice';
import { isIncomplete, isValidation } from '@circles/shared/api/errors';
import { saveFailure } from '../../../lib/api-errors';
import { useUpdateMemberModule } from '../api/member-modules';
import { goToPage, loadAnswers, setReadOnly } from '../survey/survey-view';
import { fillButtons, restartPageIndex } from './fill-rules';

type Answers = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/** What a save says when it succeeds and when it fails. */
interface SaveTexts {
  saved: ModulesMessageKey;
  failed: ModulesMessageKey;
}
/** What the Save button's save says (spec 001 §8 Module screen). */
const SAVE_TEXTS: SaveTexts = { saved: 'modules.success.saved', failed: 'modules.error.saveModule' };
/** What the save Next makes before it turns the page says: the spec's module texts. */
const NEXT_SAVE_TEXTS: SaveTexts = {
  saved: 'modules.success.surveySaved',
  failed: 'modules.error.saveSurvey',
};

/**
 * The fill-in page's state and actions (spec 001 §2.4, §4): the answers live in the SurveyJS model
 * and are compared with the last saved (or loaded) answers, so Save is offered only when they differ;
 * the live completeness is computed as the server computes it. A failed call never touches the
 * answers on screen (nothing typed is lost); messages vanish after 7.5 s. Without a connection a save
 * waits (`waiting`): the answers stay in memory only (never in browser storage: they are health data)
 * and are saved, with the version check, as soon as the connection returns.
 */
export function useModuleFill(
  memberModule: MemberModule,
  model: Model,
  refetch: () => Promise<MemberModule | undefined>,
) {
  const update = useUpdateMemberModule(memberModule._id);
  const notices = useTimedNotice(NOTICE_TIMINGS.saveMessageMs);
  const [baseline, setBaseline] = useState<Answers>(memberModule.responseJSON);
  const [answers, setAnswers] = useState<Answers>(memberModule.responseJSON);
  const [busy, setBusy] = useState(false);
  const [pageNo, setPageNo] = useState(0);
  const [waiting, setWaiting] = useState(false);
  const locked = memberModule.completed || memberModule.approved;

  // The model is built once per definition: load the saved answers into it and follow its changes.
  useEffect(() => {
    loadAnswers(model, memberModule.responseJSON);
    const changed = () => setAnswers({ ...(model.data as Answers) });
    const paged = () => setPageNo(model.currentPageNo);
    model.onValueChanged.add(changed);
    model.onCurrentPageChanged.add(paged);
    return () => {
      model.onValueChanged.remove(changed);
      model.onCurrentPageChanged.remove(paged);
    };
    // Only a new model loads answers: later loads (Refresh, Restore) set them on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model]);

  useEffect(() => {
    setReadOnly(model, locked);
  }, [model, locked]);

  const dirty = !same(answers, baseline);
  const live = completeness(memberModule.surveyJSON, answers);
  const buttons = fillButtons({ dirty, completeness: live, completed: locked, busy });

  const load = useCallback(
    (next: MemberModule) => {
      loadAnswers(model, next.responseJSON);
      setAnswers(next.responseJSON);
      setBaseline(next.responseJSON);
    },
    [model],
  );

  const run = async (body: MemberModulePatchBody): Promise<MemberModule> => {
    setBusy(true);
    try {
      return await update.mutateAsync(body);
    } finally {
      setBusy(false);
    }
  };

  const failure = (error: unknown, fallback: string) =>
    notices.show(
      saveFailure(
        error,
        {
          stale: msg('modules.stale'),
          locked: msg(memberModule.approved ? 'modules.lockedApproved' : 'modules.locked'),
          seriesChanged: msg('modules.seriesChanged'),
        },
        fallback,
      ),
    );

  /**
   * Saves the answers on screen; true when saved. With every answer cleared there is nothing to save:
   * the saved answers stay as they are and the spec's 'No data to save.' says so (spec 001 §8).
   */
  const save = async (texts = SAVE_TEXTS): Promise<boolean> => {
    const sent = { ...(model.data as Answers) };
    if (Object.keys(sent).length === 0) {
      notices.show({ severity: 'warning', text: msg('modules.error.noDataToSave') });
      return false;
    }
    if (!navigator.onLine) {
      setWaiting(true);
      return false;
    }
    try {
      await run({ action: 'save', responseJSON: sent, version: memberModule.version });
      setWaiting(false);
      setBaseline(sent);
      notices.show({ severity: 'success', text: msg(texts.saved) });
      return true;
    } catch (error) {
      // The connection dropped during the call: wait for it rather than fail.
      if (!navigator.onLine) setWaiting(true);
      else failure(error, msg(texts.failed));
      return false;
    }
  };

  // The connection is back: save what waited for it (the answers on screen then, with the version the
  // screen holds, so a module changed elsewhere meanwhile is refused with the stale text).
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  useEffect(() => {
    if (!waiting) return;
    const resume = () => {
      setWaiting(false);
      void latestSave.current();
    };
    window.addEventListener('online', resume);
    return () => window.removeEventListener('online', resume);
  }, [waiting]);

  const next = async () => {
    if (dirty && !locked) await save(NEXT_SAVE_TEXTS);
    model.nextPage();
  };

  const previous = () => {
    model.prevPage();
  };

  const markComplete = async () => {
    if (!model.validate(true, true)) {
      notices.show({ severity: 'error', text: msg('modules.markComplete.required') });
      return;
    }
    const sent = { ...(model.data as Answers) };
    try {
      await run({ action: 'complete', responseJSON: sent, version: memberModule.version });
      setBaseline(sent);
      notices.show({ severity: 'success', text: msg('modules.success.markedComplete') });
    } catch (error) {
      failure(
        error,
        isValidation(error) ? msg('modules.markComplete.required') : msg('modules.error.markComplete'),
      );
    }
  };

  const restart = () => {
    goToPage(model, restartPageIndex(model));
    notices.show({ severity: 'info', text: msg('modules.success.restarted') });
  };

  const refresh = async () => {
    setBusy(true);
    try {
      const fresh = await refetch();
      if (!fresh) throw new Error('not loaded');
      load(fresh);
      notices.show({ severity: 'success', text: msg('modules.success.pulled') });
    } catch {
      // The chapter on screen stays as it is; only reading it again failed (spec 001 §5's text for it).
      notices.show({ severity: 'error', text: msg('modules.error.userChapter') });
    } finally {
      setBusy(false);
    }
  };

  const restore = async () => {
    try {
      const restored = await run({ action: 'restore', version: memberModule.version });
      load(restored);
      notices.show({ severity: 'success', text: msg('modules.success.restored') });
    } catch (error) {
      failure(error, msg('modules.error.saveModule'));
    }
  };

  const approve = async () => {
    if (memberModule.approved) return;
    try {
      await run({ action: 'approve', version: memberModule.version });
      notices.show({ severity: 'success', text: msg('modules.success.approved') });
    } catch (error) {
      if (isIncomplete(error))
        notices.show({ severity: 'warning', text: msg('modules.approval.notComplete') });
      else failure(error, msg('modules.error.approveSurvey'));
    }
  };

  return {
    notices,
    dirty,
    live,
    busy,
    locked,
    pageNo,
    waiting,
    buttons: { ...buttons, restore: buttons.restore && memberModule.canRestore },
    actions: { save, next, previous, markComplete, restart, refresh, restore, approve },
  };
}
