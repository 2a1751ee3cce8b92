import { Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/shell';
import { ScreenHeading } from '../../components/ui/screen-heading';

/** Unmatched signed-in paths (spec 000 §2 'unmatched paths'). */
export function NotFoundRoute() {
  return (
    <>
      <ScreenHeading title={msg('shell.notFound.title')} />
      <Typography>{msg('shell.notFound.body')}</Typography>
    </>
  );
}
