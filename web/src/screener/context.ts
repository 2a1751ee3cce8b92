import type { ScreenerQuestionName } from '@circles/shared/rules/screener-answers';
import type { ScreenerConfig } from './api';
import type { PageId, ScreenerState } from './flow';
import type { InfoDraft } from './validation';

/** What a page may read and do; the app owns the state, history and storage. */
export interface PageContext {
  readonly state: ScreenerState;
  readonly config: ScreenerConfig;
  go(page: PageId): void;
  setInfo(field: keyof InfoDraft, value: string): void;
  setAnswer(name: ScreenerQuestionName, value: number): void;
  submit(): void;
  /** Says something through the polite live region (submitting, results ready). */
  announce(text: string): void;
}
