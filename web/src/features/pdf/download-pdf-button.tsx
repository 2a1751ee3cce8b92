import { Alert, Box, Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useId } from 'react';
import { msg as pdfMsg } from '@circles/shared/messages/pdf';
import { msg as reportsMsg } from '@circles/shared/messages/reports';
import type { PdfResponse } from '@circles/shared/schemas/pdf';
import { visuallyHiddenSx } from '../../components/ui/visually-hidden';
import { useDownloadPdf, type PdfErrorTexts, type PdfTarget } from './use-download-pdf';

export interface DownloadPdfButtonProps {
  /** What to print; a function is called on click (e.g. to read a dialog's fields then). */
  target: PdfTarget | (() => PdfTarget | undefined);
  /** The button's text (default 'Download'). */
  label?: string;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  color?: ButtonProps['color'];
  startIcon?: ButtonProps['startIcon'];
  /** Failure texts (default the spec's 000 §8 download errors). */
  errorTexts?: PdfErrorTexts;
  onSaved?: (saved: PdfResponse) => void;
  /** Test id of the button. */
  'data-testid'?: string;
}

/**
 * A Download button (spec 000 §2, 001 §2.2, 002 §2.8): renders the PDF on the server, shows a spinner
 * (and tells a screen reader) while it renders, saves the file under the spec's name, and shows the
 * spec's message under the button when it fails.
 */
export function DownloadPdfButton({
  target,
  label,
  disabled,
  variant = 'contained',
  size,
  color,
  startIcon,
  errorTexts,
  onSaved,
  'data-testid': testId,
}: DownloadPdfButtonProps) {
  const { download, pending, errorText, reset } = useDownloadPdf({ errorTexts, onSaved });
  const errorId = useId();
  const onClick = () => {
    reset();
    const resolved = typeof target === 'function' ? target() : target;
    if (resolved) download(resolved);
  };
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <Button
        variant={variant}
        size={size}
        color={color}
        onClick={onClick}
        disabled={disabled || pending}
        aria-busy={pending}
        aria-describedby={errorText ? errorId : undefined}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : startIcon}
        data-testid={testId}
      >
        {label ?? reportsMsg('reports.download')}
      </Button>
      <Box role="status" aria-live="polite" sx={visuallyHiddenSx}>
        {pending ? pdfMsg('pdf.rendering') : ''}
      </Box>
      {errorText && (
        <Alert id={errorId} severity="error" onClose={reset}>
          {errorText}
        </Alert>
      )}
    </Box>
  );
}
