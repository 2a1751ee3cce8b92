import type { LeadCreateInput } from '@circles/shared/schemas/lead';
import type { ScreenerQuestionName, ScreenerSource } from '@circles/shared/rules/screener-answers';
import { SCREENER_TEMPLATE_ID } from '@circles/shared/rules/screener-answers';
import type { ScreenerConfig, submitScreener } from './api';
import type { PageContext } from './context';
import type { PageId, ScreenerState } from './flow';
import {
  hashOf,
  initialState,
  isQuestionPage,
  pageFromHash,
  resolvePage,
  withAnswer,
  withInfo,
} from './flow';
import { infoPage } from './pages/info';
import { introPage } from './pages/intro';
import { nextStepsPage } from './pages/next-steps';
import { questionPage } from './pages/question';
import { reportPage } from './pages/report';
import { submitPage } from './pages/submit';
import { completeAnswers } from './report-data';
import { loadState, saveState } from './store';
import { t } from './text';
import type { InfoDraft } from './validation';
import { memberInfoOf } from './validation';

/** Everything the app needs from the browser, so it can be started against fakes. */
export interface AppEnv {
  root: HTMLElement;
  live: HTMLElement;
  config: ScreenerConfig;
  storage: Storage;
  navigationType: string | undefined;
  newId: () => string;
  submit: typeof submitScreener;
}

function view(ctx: PageContext): HTMLElement {
  const page = ctx.state.page;
  if (page === -1) return infoPage(ctx);
  if (page === 1) return introPage(ctx);
  if (isQuestionPage(page)) return questionPage(ctx, page);
  if (page === 9) return submitPage(ctx);
  if (page === 10) return reportPage(ctx);
  return nextStepsPage(ctx);
}

/**
 * Starts the screener: restores a reloaded session, shows the page named in the address (when it is
 * reachable), and keeps one history entry per page so the browser's back and forward move between pages.
 */
export function startScreener(env: AppEnv): { state: () => ScreenerState; relocalise: () => void } {
  let state = loadState(env.storage, env.navigationType) ?? initialState(env.newId());
  /** A failed submit waits for the connection to come back (sendWhenOnline). */
  let waitingForOnline = false;

  const ctx: PageContext = {
    get state() {
      return state;
    },
    config: env.config,
    go: (page) => show(page, 'push'),
    setInfo: (field: keyof InfoDraft, value: string) => update(withInfo(state, field, value, env.newId)),
    setAnswer: (name: ScreenerQuestionName, value: number) =>
      update(withAnswer(state, name, value, env.newId)),
    submit: () => void send(),
    announce: (text) => {
      env.live.textContent = text;
    },
  };

  function update(next: ScreenerState): void {
    state = next;
    saveState(env.storage, state);
  }

  function render(focus: boolean): void {
    env.root.replaceChildren(view(ctx));
    if (focus) env.root.querySelector<HTMLElement>('h1')?.focus();
  }

  function setTitle(): void {
    document.title = `${env.root.querySelector('h1')?.textContent ?? ''} - ${t('screener.title')}`;
  }

  function show(requested: PageId, mode: 'push' | 'replace' | 'none'): void {
    const page = resolvePage(state, requested);
    const changed = page !== state.page || env.root.childElementCount === 0;
    update({ ...state, page });
    if (mode === 'push' && changed) history.pushState({ page }, '', hashOf(page));
    else if (mode !== 'none' || page !== requested) history.replaceState({ page }, '', hashOf(page));
    render(true);
    setTitle();
  }

  async function send(): Promise<void> {
    update({ ...state, submit: 'submitting' });
    show(9, state.page === 9 ? 'replace' : 'push');
    ctx.announce(t('screener.submit.sending'));
    const body: LeadCreateInput = {
      submissionId: state.submissionId,
      surveyTemplate: SCREENER_TEMPLATE_ID,
      memberInfo: memberInfoOf(state.info),
      ...(state.info.source ? { source: state.info.source as ScreenerSource } : {}),
      responseJSON: completeAnswers(state),
    };
    try {
      const result = await env.submit(body);
      update({ ...state, submit: 'done', result: { score: result.score, level: result.level } });
      ctx.announce(t('screener.thanks.text'));
    } catch {
      update({ ...state, submit: 'failed' });
      if (navigator.onLine) ctx.announce(t('screener.submit.error'));
      else {
        ctx.announce(t('screener.submit.waiting'));
        sendWhenOnline();
      }
    }
    if (state.page === 9) render(true);
  }

  /**
   * Sends the same submission again once the connection returns (the answers are still in this tab;
   * the submission id makes the retry create nothing twice), unless the person changed it meanwhile.
   */
  function sendWhenOnline(): void {
    if (waitingForOnline) return;
    waitingForOnline = true;
    window.addEventListener(
      'online',
      () => {
        waitingForOnline = false;
        if (state.submit === 'failed') void send();
      },
      { once: true },
    );
  }

  window.addEventListener('popstate', (ev: PopStateEvent) => {
    const fromState = (ev.state as { page?: PageId } | null)?.page;
    show(fromState ?? pageFromHash(location.hash) ?? 1, 'none');
  });

  show(pageFromHash(location.hash) ?? state.page, 'replace');
  return {
    state: () => state,
    // The language switch: the same page in the new language, the focus left on the switch.
    relocalise: () => {
      render(false);
      setTitle();
    },
  };
}
