import { Typography } from '@mui/material';
import { PageTitle } from './page-title';

/** The heading of a screen inside the shell, which also names the browser tab. */
export function ScreenHeading({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        {title}
      </Typography>
    </>
  );
}
