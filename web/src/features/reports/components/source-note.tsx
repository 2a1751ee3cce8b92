import { Typography } from '@mui/material';
import type { FigureSources } from '@circles/shared/reports/latest';
import { sourceText } from '../utils/sources';

/** A source line with its dates kept whole ('2026-03-01' never breaks at a hyphen in a narrow tile). */
export function SourceText({ text }: { text: string }) {
  return (
    <>
      {text.split(/(\d{4}-\d{2}-\d{2})/).map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} style={{ whiteSpace: 'nowrap' }}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

/**
 * The series and date the figures `keys` come from, as a muted line (the dashboard's latest figures,
 * issue 20); nothing for a report's own round (no sources) or figures no round has.
 */
export function SourceNote({
  sources,
  keys,
}: {
  sources: FigureSources | undefined;
  keys: readonly string[];
}) {
  const text = sourceText(sources, keys);
  if (!text) return null;
  return (
    <Typography component="p" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      <SourceText text={text} />
    </Typography>
  );
}
