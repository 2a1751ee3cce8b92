import { lazy, Suspense, useId } from 'react';
import {
  Box,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { msg } from '@circles/shared/messages/dashboard';
import { msg as shellMsg } from '@circles/shared/messages/shell';
import { visuallyHiddenSx } from '../../../components/ui/visually-hidden';

/** One bar: a series template and how many member series of it exist (spec 000 §7 memberSurveybyType). */
export interface SurveysByType {
  collectionTemplateName: string;
  totalMemberCollections: number;
}

const SurveysByTypeChart = lazy(() =>
  import('./surveys-by-type-chart').then((m) => ({ default: m.SurveysByTypeChart })),
);

/**
 * The Admin dashboard's bar chart of member series by survey type (spec 000 §2), with its table
 * equivalent for screen readers; the chart library loads only when this figure renders.
 */
export function SurveysByTypeFigure({ data }: { data: readonly SurveysByType[] }) {
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
          <Table size="small" sx={visuallyHiddenSx}>
            <caption>{msg('dashboard.admin.surveysByType')}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {msg('dashboard.admin.colSeries')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {msg('dashboard.admin.colTotal')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((d) => (
                <TableRow key={d.collectionTemplateName}>
                  <TableCell component="th" scope="row">
                    {d.collectionTemplateName}
                  </TableCell>
                  <TableCell>{d.totalMemberCollections}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Suspense fallback={<CircularProgress aria-label={shellMsg('shell.loading')} />}>
            <SurveysByTypeChart data={data} />
          </Suspense>
        </>
      )}
    </Box>
  );
}
