import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import { msg } from '@circles/shared/messages/modules';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import {
  EXPORT_DEFAULTS,
  exportChaptersBodySchema,
  exportSettings,
  type ExportChaptersBody,
  type ExportChaptersRequest,
  type PageSetup,
} from '@circles/shared/pdf/export-settings';
import { ActionDialog } from '../../components/ui/dialogs/action-dialog';
import type { Notice } from '../../components/ui/notices/use-timed-notice';
import { ApiError } from '../../lib/api-client';
import { localName } from '../../lib/i18n/local-name';
import { useDownloadPdf } from './use-download-pdf';

/** A chapter the dialog offers: a member module of the series instance. */
export interface ExportChapter {
  _id: string;
  name: string;
  /** Its French name (issue 25), when it has one. */
  nameFr?: string;
}

/** Props of {@link ExportChaptersDialog}. */
export interface ExportChaptersDialogProps {
  open: boolean;
  /** The series instance (`membercollections` id) whose chapters are exported. */
  memberCollectionId: string;
  /** Its chapters in series order; undefined while they load. */
  chapters: readonly ExportChapter[] | undefined;
  /** The chapters could not be read ('Unable to retrieve Series. …'). */
  chaptersError?: boolean;
  /** The chapters ticked when the dialog opens. Default: every chapter. */
  selected?: readonly string[];
  onClose: () => void;
  /** The screen's notice: 'Successfully exported {n} chapter(s).' after a download. */
  onNotice: (notice: Notice) => void;
}

/**
 * The form's values: the ticked chapters and the page fields as typed (the inputs' text), i.e. the shared
 * schema's input; its output is the chapters and the page setup with the §2.11 fallbacks applied.
 */
type ExportForm = ExportChaptersBody;
type ExportControl = Control<ExportForm, unknown, ExportChaptersRequest>;

type NumberField = Exclude<keyof ExportForm, 'chapterIds'>;

/** In pairs on wide screens: the page's size, its margins, then the font. */
const NUMBER_FIELDS: readonly NumberField[] = [
  'width',
  'height',
  'marginLeft',
  'marginRight',
  'marginTop',
  'marginBottom',
  'fontSize',
];

/** The value each field ends up as, from the page setup the shared rules (§2.11) give. */
function effective(page: PageSetup): Record<NumberField, number> {
  return {
    width: page.widthMm,
    height: page.heightMm,
    fontSize: page.fontPt,
    marginLeft: page.margins.left,
    marginRight: page.margins.right,
    marginTop: page.margins.top,
    marginBottom: page.margins.bottom,
  };
}

/** The spec's defaults (001 §9): 210 × 297 mm, 14 pt, margins 10/10/18/10 (left/right/top/bottom). */
function defaultValues(chapterIds: string[]): ExportForm {
  const d = effective(EXPORT_DEFAULTS);
  return {
    chapterIds,
    width: String(d.width),
    height: String(d.height),
    fontSize: String(d.fontSize),
    marginLeft: String(d.marginLeft),
    marginRight: String(d.marginRight),
    marginTop: String(d.marginTop),
    marginBottom: String(d.marginBottom),
  };
}

function initialTicks(
  chapters: readonly ExportChapter[] | undefined,
  selected?: readonly string[],
): string[] {
  const ids = (chapters ?? []).map((c) => c._id);
  return selected ? ids.filter((id) => selected.includes(id)) : ids;
}

/**
 * The failure text of an export (spec 001 §8): the server's 'Unable export {n} chapter(s). …' when it
 * names how many chapters it could not find, 'Unable export series. …' when the series instance itself is
 * gone (404), else 'Unable export {n} chapter(s). …' with the number asked for.
 */
export function exportFailureText(error: unknown, asked: number): string {
  if (error instanceof ApiError) {
    if ((error.status === 400 || error.status === 404) && error.message.startsWith('Unable export'))
      return error.message;
    if (error.status === 404) return msg('modules.error.exportSeries');
  }
  return msg('modules.error.exportChaptersCount', { n: asked });
}

/** One page field: its label, and under it the value that will be used when the typed one cannot be. */
function PageField({ control, name, used }: { control: ExportControl; name: NumberField; used: number }) {
  const { field } = useController({ control, name });
  const typed = String(field.value ?? '');
  const fellBack = typed.trim() !== String(used);
  return (
    <TextField
      id={`export-${name}`}
      label={msg(`modules.exportChapters.${name}`)}
      name={field.name}
      value={typed}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      size="small"
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        formHelperText: { 'aria-live': 'polite' },
      }}
      helperText={fellBack ? msg('modules.exportChapters.fallback', { value: used }) : ' '}
    />
  );
}

/** The chapter checkboxes, with the spec's error under them when none is ticked. */
function ChapterChecks({
  control,
  chapters,
  firstRef,
}: {
  control: ExportControl;
  chapters: readonly ExportChapter[];
  firstRef: React.Ref<HTMLInputElement>;
}) {
  const { field, fieldState } = useController({ control, name: 'chapterIds' });
  const errorId = useId();
  const ticked = new Set(field.value);
  const toggle = (id: string, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    // Kept in series order, whatever order they were ticked in.
    field.onChange(chapters.map((c) => c._id).filter((c) => next.has(c)));
  };
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ mb: 2, display: 'block' }}>
      <FormLabel component="legend">{msg('modules.exportChapters.chapters')}</FormLabel>
      {chapters.length === 0 ? (
        <FormHelperText>{msg('modules.exportChapters.noChapters')}</FormHelperText>
      ) : (
        <FormGroup aria-describedby={fieldState.error ? errorId : undefined}>
          {chapters.map((chapter, index) => (
            <FormControlLabel
              key={chapter._id}
              label={localName(chapter)}
              control={
                <Checkbox
                  checked={ticked.has(chapter._id)}
                  onChange={(event) => toggle(chapter._id, event.target.checked)}
                  inputRef={index === 0 ? firstRef : undefined}
                />
              }
            />
          ))}
        </FormGroup>
      )}
      <FormHelperText id={errorId} role={fieldState.error ? 'alert' : undefined}>
        {fieldState.error?.message ?? ' '}
      </FormHelperText>
    </FormControl>
  );
}

class InvalidForm extends Error {}

function ExportChaptersForm({
  memberCollectionId: seriesInstanceId,
  chapters,
  chaptersError,
  selected,
  onClose,
  onNotice,
}: ExportChaptersDialogProps) {
  const { control, handleSubmit, setValue } = useForm<ExportForm, unknown, ExportChaptersRequest>({
    // The shared schema: at least one chapter (the spec's text), numbers never block (§2.11 fallbacks).
    resolver: zodResolver(exportChaptersBodySchema),
    defaultValues: defaultValues(initialTicks(chapters, selected)),
  });
  const chapterKey = chapters?.map((c) => c._id).join(' ');
  useLayoutEffect(() => {
    // When the chapters arrive (or change): ticked before the browser paints them, so no box ever shows
    // unticked first; the page fields keep what was typed meanwhile.
    if (chapterKey !== undefined) setValue('chapterIds', initialTicks(chapters, selected));
    // Only when the chapters arrive or change, not on every render's new array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chapterKey]);
  const values = useWatch({ control });
  const used = effective(exportSettings(values));
  const { downloadAsync } = useDownloadPdf();
  const [failure, setFailure] = useState<string>();
  const firstChapter = useRef<HTMLInputElement>(null);

  const confirm = async () => {
    setFailure(undefined);
    let request: ExportChaptersRequest | undefined;
    await handleSubmit(
      (valid) => {
        request = valid;
      },
      () => firstChapter.current?.focus(),
    )();
    if (!request) throw new InvalidForm();
    const { chapterIds, page } = request;
    try {
      await downloadAsync({
        modules: {
          kind: 'chapters',
          memberCollectionId: seriesInstanceId,
          chapterIds,
          ...effective(page),
        },
      });
    } catch (error) {
      setFailure(exportFailureText(error, chapterIds.length));
      throw error;
    }
    onNotice({ severity: 'success', text: msg('modules.success.exported', { n: chapterIds.length }) });
  };

  return (
    <ActionDialog
      open
      title={msg('modules.exportChapters.title')}
      confirmLabel={msg('modules.action.export')}
      confirmDisabled={chapters === undefined}
      onConfirm={confirm}
      onClose={onClose}
    >
      <div aria-live="assertive">
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setFailure(undefined)}>
            {failure}
          </Alert>
        )}
      </div>
      {chaptersError ? (
        <Alert severity="error" role="alert">
          {msg('modules.error.series')}
        </Alert>
      ) : chapters === undefined ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress aria-label={shellMsg('shell.loading')} />
        </Box>
      ) : (
        <ChapterChecks control={control} chapters={chapters} firstRef={firstChapter} />
      )}
      <FormControl component="fieldset" sx={{ display: 'block' }}>
        <FormLabel component="legend" sx={{ mb: 1.5 }}>
          {msg('modules.exportChapters.page')}
        </FormLabel>
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1 }}
        >
          {NUMBER_FIELDS.map((name) => (
            <PageField key={name} control={control} name={name} used={used[name]} />
          ))}
        </Box>
      </FormControl>
    </ActionDialog>
  );
}

/**
 * The Export chapters to PDF dialog (spec 001 §2.10, §2.11; issue 12): the chapters of one series
 * instance as checkboxes (every chapter ticked unless `selected` says which), the page's width and
 * height (mm), font size (pt) and margins left/right/top/bottom with the spec's defaults. A value that is
 * not a whole number (or is out of range) does not block: the field says which value will be used, the
 * one the server uses too (`exportSettings`). Export renders on the server (`POST /api/pdf/modules`,
 * kind 'chapters') and saves the file as the module page's Export Pdf does (`useDownloadPdf`); while it
 * runs both buttons are disabled and Export shows a spinner. No chapter ticked: 'Unable export
 * chapter(s). Please refresh and try again.' under the list; success: the dialog closes and the screen
 * says 'Successfully exported {n} chapter(s).'; failure: the spec's export error in the dialog, which stays
 * open with what was chosen.
 */
export function ExportChaptersDialog(props: ExportChaptersDialogProps) {
  // Mounted only while open, so each opening starts from the defaults and the given ticks.
  return props.open ? <ExportChaptersForm key={props.memberCollectionId} {...props} /> : null;
}
