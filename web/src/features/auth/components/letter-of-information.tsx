import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { letterParagraphs, msg } from '@circles/shared/messages/letter';

const PARAGRAPHS = letterParagraphs();

/**
 * The letter of information in a scrolling box of at most 150 px (spec 000 §2 Register). The box is
 * focusable and labelled so keyboard users can scroll it (WCAG 2.1.1).
 */
export function LetterOfInformation({ contactEmail }: { contactEmail: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {msg('letter.title')}
      </Typography>
      <Box
        role="region"
        aria-labelledby={headingId}
        tabIndex={0}
        sx={{
          maxHeight: 150,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1.5,
          bgcolor: 'grey.50',
        }}
      >
        {PARAGRAPHS.map((key) => (
          <Typography key={key} variant="body2" sx={{ mb: 1 }}>
            {msg(key, { contactEmail })}
          </Typography>
        ))}
      </Box>
    </section>
  );
}
