import { useState } from 'react';
import { Box, Button, CircularProgress } from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import type { PdfModulesBody } from '@circles/shared/schemas/pdf';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';
import type {
  ModulesExportActionProps,
  TemplatesExportActionProps,
} from '../../../features/modules/components/workbook-tab';
import { ExportChaptersDialog } from '../../../features/pdf/export-chapters-dialog';
import { useDownloadPdf } from '../../../features/pdf/use-download-pdf';
import { useSeriesInstance } from '../../../features/series/api/series-instances';
import type { SeriesExportDialogProps } from '../../../features/series/components/series-tab';

/**
 * The Export chapters to PDF dialog of one series instance (spec 001 §2.10, §2.11): the series feature
 * reads the instance's chapters (`GET /api/membercollections/{id}`, in series order), the PDF feature's
 * dialog exports them. `selected` ticks only those chapters (default: all of them).
 */
export function SeriesExportDialog({
  memberCollectionId: seriesInstanceId,
  selected,
  onClose,
  onNotice,
}: SeriesExportDialogProps & { selected?: readonly string[] }) {
  const instance = useSeriesInstance(seriesInstanceId);
  return (
    <ExportChaptersDialog
      open
      memberCollectionId={seriesInstanceId}
      chapters={instance.data?.memberChapters}
      chaptersError={instance.isError}
      selected={selected}
      onClose={onClose}
      onNotice={onNotice}
    />
  );
}

/** Downloads one PDF after another with the progress shown; the end says how it went. */
function useExportEach(onNotice: ModulesExportActionProps['onNotice']) {
  const { downloadAsync } = useDownloadPdf();
  const [progress, setProgress] = useState<{ at: number; of: number }>();
  const run = async (bodies: PdfModulesBody[]) => {
    let failed = 0;
    for (const [index, body] of bodies.entries()) {
      setProgress({ at: index + 1, of: bodies.length });
      try {
        await downloadAsync({ modules: body });
      } catch {
        failed += 1;
      }
    }
    setProgress(undefined);
    if (failed === 0)
      onNotice({ severity: 'success', text: msg('modules.success.exported', { n: bodies.length }) });
    else if (bodies.length === 1) onNotice({ severity: 'error', text: msg('modules.error.exportPdf') });
    else onNotice({ severity: 'error', text: msg('modules.error.exportChaptersCount', { n: failed }) });
  };
  return { progress, run };
}

/** The Export button with its progress: spinner, 'Exporting module {i} of {n}…', a screen-reader status. */
function ExportButton({
  progress,
  disabled,
  onClick,
}: {
  progress: { at: number; of: number } | undefined;
  disabled: boolean;
  onClick: () => void;
}) {
  const running = progress !== undefined;
  const progressText = progress
    ? msg('modules.exportChapters.progress', { i: progress.at, n: progress.of })
    : '';
  return (
    <>
      <Button
        onClick={onClick}
        disabled={running || disabled}
        aria-busy={running}
        startIcon={running ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {msg('modules.action.export')}
      </Button>
      {progress && progress.of > 1 && (
        <Box component="span" aria-hidden sx={{ mx: 1, whiteSpace: 'nowrap' }}>
          {progressText}
        </Box>
      )}
      <Box component="span" role="status" aria-live="polite" sx={visuallyHiddenSx}>
        {progressText}
      </Box>
    </>
  );
}

/**
 * Export of the Workbook tab's Module Templates selection (spec 001 §2.1: Export for one or several
 * items): each template's questions, blank, as a module prints (A4, 14 pt), one PDF per template, one
 * after another (`POST /api/pdf/modules` `{ kind: 'template' }`), with the same progress and end texts
 * as the User Modules view.
 */
export function TemplatesExportAction({ templates, onNotice }: TemplatesExportActionProps) {
  const { progress, run } = useExportEach(onNotice);
  return (
    <ExportButton
      progress={progress}
      disabled={templates.length === 0}
      onClick={() => void run(templates.map((t) => ({ kind: 'template', surveyId: t._id })))}
    />
  );
}

/**
 * Export of the Workbook tab's User Modules selection (spec 001 §2.1 "Export" for one or several items,
 * §2.11). What it does with the selection:
 * - one module: its PDF, as the module page's Export Pdf prints it (A4, 14 pt), downloaded at once;
 * - several modules of one series instance: the Export chapters to PDF dialog of that instance with
 *   exactly those chapters ticked (the other chapters offered unticked), one PDF of them all;
 * - Decision where the spec is silent: several modules of different series instances (or modules started
 *   on their own, outside any series): each module's PDF, one after another, with the progress shown
 *   ('Exporting module {i} of {n}…') and the buttons disabled meanwhile. A failed one does not stop the
 *   others; the end says 'Successfully exported {n} chapter(s).' or, when some failed, 'Unable export {n}
 *   chapter(s). Please refresh and try again.' with the number that failed. (A browser may ask once
 *   whether the site may download several files.)
 * A single module's failure says 'Unable export module. Please refresh and try again.'.
 */
export function ModulesExportAction({ modules, onNotice }: ModulesExportActionProps) {
  const { progress, run } = useExportEach(onNotice);
  const [chapters, setChapters] = useState<{ memberCollectionId: string; selected: string[] }>();
  const [first] = modules;
  const instances = new Set(modules.map((m) => m.memberCollection));
  const oneInstance = modules.length > 1 && instances.size === 1 ? first?.memberCollection : null;

  const onClick = () => {
    if (oneInstance) setChapters({ memberCollectionId: oneInstance, selected: modules.map((m) => m._id) });
    else void run(modules.map((module) => ({ kind: 'module', memberSurveyId: module._id })));
  };

  return (
    <>
      <ExportButton progress={progress} disabled={modules.length === 0} onClick={onClick} />
      {chapters && (
        <SeriesExportDialog
          memberCollectionId={chapters.memberCollectionId}
          selected={chapters.selected}
          onClose={() => setChapters(undefined)}
          onNotice={onNotice}
        />
      )}
    </>
  );
}
