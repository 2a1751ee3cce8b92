import 'survey-core/survey-core.fontless.min.css';
import 'survey-creator-core/survey-creator-core.fontless.min.css';
import { useEffect, useState } from 'react';
import { setLicenseKey } from 'survey-core';
import { SurveyCreator, SurveyCreatorComponent } from 'survey-creator-react';
import { Box } from '@mui/material';
import { runtimeConfig } from '../../../config/runtime-config';

let licensed = false;

/** Sets the Creator's licence key from the runtime configuration, once (without one, SurveyJS shows its banner). */
function applyLicence(): void {
  if (licensed) return;
  licensed = true;
  const key = runtimeConfig().surveyJsLicenseKey;
  if (key) setLicenseKey(key);
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
 * JSON tabs, the toolbox on the left and the property grid on the right; no theme or translation tabs
 * (the app's theme applies) and no Creator save button (the screen's Save sends the name and the
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
  const [creator] = useState(() => {
    applyLicence();
    const c = new SurveyCreator({
      showLogicTab: true,
      showJSONEditorTab: true,
      showPreviewTab: true,
      showTranslationTab: false,
      showThemeTab: false,
      isAutoSave: false,
    });
    c.toolboxLocation = 'left';
    c.sidebarLocation = 'right';
    c.JSON = initialJSON ?? {};
    return c;
  });

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
