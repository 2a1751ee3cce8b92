import 'survey-core/survey-core.fontless.min.css';
import 'survey-creator-core/survey-creator-core.fontless.min.css';
import { useEffect, useState } from 'react';
// SurveyJS's French, so the Translation tab offers 'fr' beside the default (English) texts (issue 25).
import 'survey-core/i18n/french';
// The Creator's own interface in French for a French-speaking Admin.
import 'survey-creator-core/i18n/french';
import { setLicenseKey, surveyLocalization } from 'survey-core';
import type { TabTranslationPlugin } from 'survey-creator-core';
import { SurveyCreator, SurveyCreatorComponent } from 'survey-creator-react';
import { Box } from '@mui/material';
import { runtimeConfig } from '../../../config/runtime-config';
import type { Locale } from '@circles/shared/messages/locale';
import { useLocale } from '../../../lib/i18n/locale-provider';

let licensed = false;

/** Sets the Creator's licence key from the runtime configuration, once (without one, SurveyJS shows its banner). */
function applyLicence(): void {
  if (licensed) return;
  licensed = true;
  // The languages a template is written in: the app's two (issue 25).
  surveyLocalization.supportedLocales = ['en', 'fr'];
  const key = runtimeConfig().surveyJsLicenseKey;
  if (key) setLicenseKey(key);
}

/** Sets the language of the Creator's own interface (a SurveyJS model, changed through its property). */
function interfaceIn(creator: SurveyCreator, locale: Locale): void {
  creator.locale = locale;
}

/** What the designer screen can do with the Creator it shows. */
export interface CreatorHandle {
  /** The definition as edited now. */
  json: () => object;
  /** Replaces the definition (Refresh and Restore). */
  load: (json: unknown) => void;
}

/**
 * The SurveyJS Creator of the module template designer (spec 001 §2.6): Designer, Preview, Logic and
 * JSON tabs, and the Translation tab where each text gets its French beside the English (issue 25), the
 * toolbox on the left and the property grid on the right; no theme tab (the app's theme applies) and no
 * Creator save button (the screen's Save sends the name and the
 * public flag with it). In a chunk of its own, loaded only by the designer screen.
 */
export function TemplateCreator({
  initialJSON,
  onReady,
  onModified,
}: {
  initialJSON: unknown;
  onReady: (handle: CreatorHandle) => void;
  onModified: () => void;
}) {
  const locale = useLocale();
  const [creator] = useState(() => {
    applyLicence();
    const c = new SurveyCreator({
      showLogicTab: true,
      showJSONEditorTab: true,
      showPreviewTab: true,
      showTranslationTab: true,
      showThemeTab: false,
      isAutoSave: false,
    });
    // The Translations tab opens with the French column beside the English (a template is written in
    // the app's two languages; the Creator otherwise starts with the default language alone).
    c.onActiveTabChanged.add((_, options) => {
      if (options.tabName !== 'translation') return;
      const model = c.getPlugin<TabTranslationPlugin>('translation').model;
      if (!model.hasLocale('fr')) model.addLocale('fr');
    });
    c.toolboxLocation = 'left';
    c.sidebarLocation = 'right';
    c.JSON = initialJSON ?? {};
    return c;
  });

  // The Creator's menus, tabs and property names in the interface's language (the template's own texts
  // stay in the language being edited: the default English, French in the Translations tab).
  useEffect(() => interfaceIn(creator, locale), [creator, locale]);

  useEffect(() => {
    const changed = () => onModified();
    creator.onModified.add(changed);
    onReady({
      json: () => creator.JSON as object,
      load: (json) => {
        creator.JSON = json ?? {};
      },
    });
    return () => creator.onModified.remove(changed);
  }, [creator, onReady, onModified]);

  return (
    <Box
      sx={{
        height: '75vh',
        minHeight: 480,
        border: 1,
        borderColor: 'divider',
        // Our primary colour in the Creator; white text on SurveyJS's default green licence banner
        // is below 4.5:1 (the banner itself stays, as the licence requires without a key).
        '--sjs-primary-backcolor': (theme) => theme.palette.primary.main,
        '--ctr-page-banner-background-color': (theme) => theme.palette.primary.main,
      }}
    >
      <SurveyCreatorComponent creator={creator} />
    </Box>
  );
}
