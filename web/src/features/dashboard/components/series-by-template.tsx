import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/dashboard';
import { TableEquivalent } from '../../../components/ui/table-equivalent';
import { SeriesByTemplateChart } from './series-by-template-chart';
import { typeName } from '../utils/type-name';

/** One bar: a series template and how many member series of it exist (spec 000 §7 memberSurveybyType). */
export interface SeriesByTemplate {
  collectionTemplateName: string;
  /** Its French name, when it has one (issue 25). */
  collectionTemplateNameFr?: string;
  totalMemberCollections: number;
}

/**
 * The Admin dashboard's bar chart of member series by series template (spec 000 §2), with its table
 * equivalent for screen readers.
 */
export function SeriesByTemplateFigure({ data }: { data: readonly SeriesByTemplate[] }) {
  const id = useId();
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0 }}>
      <Typography id={id} component="figcaption" variant="h6">
        {msg('dashboard.admin.surveysByType')}
      </Typography>
      {data.length === 0 ? (
        <p>{msg('dashboard.empty.dataNotAvailable')}</p>
      ) : (
        <>
          <TableEquivalent
            caption={msg('dashboard.admin.surveysByType')}
            columns={[msg('dashboard.admin.colSeries'), msg('dashboard.admin.colTotal')]}
            rows={data.map((d) => ({ header: typeName(d), cells: [d.totalMemberCollections] }))}
          />
          <SeriesByTemplateChart data={data} />
        </>
      )}
    </Box>
  );
}
