import '@fontsource/roboto/400.css';
import '@fontsource/roboto/400-italic.css';
import '@fontsource/roboto/700.css';
import './print.css';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { LOCALES } from '@circles/shared/messages/locale';
import { printPageSetup, type CirclesPrint } from '@circles/shared/pdf/print-payload';
import { LocaleProvider } from '../lib/i18n/locale-provider';
import { setAppLocale } from '../lib/i18n/locale-store';
import { printView } from './kinds';
import { applyPageSetup } from './page-setup';

declare global {
  interface Window {
    circlesPrint: CirclesPrint;
  }
}

/*
 * The print entry: no shell, no sign-in, no network. The PDF renderer loads it once into a warm page
 * and calls `window.circlesPrint.render(kind, payload, locale)` for each PDF, then prints when it
 * resolves. The locale is the reader's (the API request's): the app's locale store is set to it, so
 * every `msg()`, template text (`localText`, the SurveyJS model's `locale`) and date or number format
 * of the screens' components follows, as in the app; `<html lang>` follows the store.
 */

const container = document.getElementById('print') as HTMLElement;
let renderError: unknown;
const root = createRoot(container, {
  onUncaughtError: (error) => {
    renderError = error;
  },
});
let latest = 0;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Lazy parts of a report (the trend charts, their chart library a chunk of its own) show a spinner
 * until they arrive: the page is ready only once no spinner is left (a render that never settles is
 * cut off by the renderer's time limit).
 */
async function lazyPartsLoaded(): Promise<void> {
  while (container.querySelector('[role="progressbar"]'))
    await new Promise<void>((resolve) => setTimeout(resolve, 10));
}

const setState = (state: 'false' | 'true' | 'error', error?: string) => {
  document.body.dataset.ready = state;
  if (error === undefined) delete document.body.dataset.error;
  else document.body.dataset.error = error;
};

window.circlesPrint = {
  async render(kind, payload, locale = 'en') {
    const call = ++latest;
    setState('false');
    try {
      const View = printView(kind);
      if (!View) throw new Error(`No print view for the kind '${String(kind)}'`);
      const page = printPageSetup(kind, payload);
      applyPageSetup(page);
      // Every render names its locale: the warm page keeps the previous reader's until told.
      setAppLocale(LOCALES.includes(locale) ? locale : 'en');
      renderError = undefined;
      flushSync(() =>
        root.render(
          <LocaleProvider>
            <View payload={payload} />
          </LocaleProvider>,
        ),
      );
      if (renderError)
        throw renderError instanceof Error
          ? renderError
          : new Error(`Render failed: ${JSON.stringify(renderError)}`);
      await lazyPartsLoaded();
      // Printed text needs its fonts loaded and laid out, or Chromium prints the fallback font.
      await document.fonts.ready;
      await nextFrame();
      if (call === latest) setState('true');
      return page;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (call === latest) setState('error', message);
      throw error;
    }
  },
};
document.body.dataset.ready = 'idle';
