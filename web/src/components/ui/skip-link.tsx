import { msg } from '@circles/shared/messages/shell';

/** The id of the main landmark the skip link jumps to. */
export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the top bar and menu (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {msg('shell.skipToContent')}
    </a>
  );
}
