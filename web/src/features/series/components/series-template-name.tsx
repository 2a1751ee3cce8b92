import type { ReactNode } from 'react';
import type { SeriesTemplate } from '@circles/shared/schemas/series';
import { FrenchMissingChip } from '../../../components/ui/french-missing-chip';
import { localName } from '../../../lib/i18n/local-name';

/**
 * A series template's name in the reader's language, flagged 'French missing' when it has no French
 * name (issue 25; its chapters are module templates, flagged in their own list).
 */
export function seriesTemplateName(series: SeriesTemplate): ReactNode {
  return (
    <>
      {localName(series)}
      {!series.nameFr?.trim() && <FrenchMissingChip />}
    </>
  );
}
