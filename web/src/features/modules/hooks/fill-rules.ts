import type { Model } from 'survey-core';

/** What the fill-in screen knows when it draws its buttons. */
export interface FillState {
  /** Answers typed since the last save or load. */
  dirty: boolean;
  /** Completeness of the answers on screen (0–100, computed as the server does). */
  completeness: number;
  /** The module is marked complete (locked: no more answer writes). */
  completed: boolean;
  /** A save, completion, restore or refresh is running. */
  busy: boolean;
}

/** Which of the fill-in screen's buttons are enabled (spec 001 §2.4). */
export interface FillButtons {
  save: boolean;
  markComplete: boolean;
  restart: boolean;
  refresh: boolean;
  restore: boolean;
}

/**
 * The fill-in buttons' rules (spec 001 §2.4): Save only when answers changed; Mark Complete only at
 * completeness 100; a completed module is locked, so nothing that writes or resumes answering is
 * offered (Restart returns to where answering left off, to go on modifying: issue 20); nothing while
 * a call runs (a second click cannot send a second write).
 */
export function fillButtons(state: FillState): FillButtons {
  const open = !state.completed && !state.busy;
  return {
    save: open && state.dirty,
    markComplete: open && state.completeness >= 100,
    restart: open,
    refresh: !state.busy,
    restore: open,
  };
}

/** Whether a page's visible questions all have an answer. */
function pageAnswered(model: Model, pageIndex: number): boolean {
  const page = model.visiblePages[pageIndex];
  if (!page) return false;
  return page.questions
    .filter((q) => q.isVisible && !q.isReadOnly && q.getType() !== 'html')
    .every((q) => !q.isEmpty());
}

/**
 * Restart (spec 001 §2.4 'returns to the most recently completed page'): the page after the last
 * page whose questions are all answered, i.e. where the member left off; the last page when every
 * page is answered, the first when none is.
 */
export function restartPageIndex(model: Model): number {
  const count = model.visiblePages.length;
  let lastAnswered = -1;
  for (let i = 0; i < count; i++) if (pageAnswered(model, i)) lastAnswered = i;
  return Math.max(0, Math.min(lastAnswered + 1, count - 1));
}
