import { Box, Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A section of a screen named by its own h2 (`aria-labelledby` the heading, so the landmark and the
 * heading say the same): `headingId` is the heading's id, `spaced` puts a small gap under the heading.
 */
export function HeadedSection({
  headingId,
  title,
  variant,
  spaced = false,
  sx,
  children,
}: {
  headingId: string;
  title: string;
  variant: 'h5' | 'h6';
  spaced?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={headingId} sx={sx}>
      <Typography id={headingId} component="h2" variant={variant} sx={spaced ? { mb: 1 } : undefined}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A card of a dashboard as a section named by its title, the title its h2. */
export function CardSection({
  title,
  variant,
  children,
}: {
  title: string;
  variant: 'subtitle1' | 'h6';
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent>
        <Typography component="h2" variant={variant}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
