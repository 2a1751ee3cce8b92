import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/shell';
import { LanguageSwitch } from '../../../components/ui/language-switch';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/ui/skip-link';

/**
 * The signed-out page frame: the language switch at the top, product title and sub-title over a
 * 400 px card (spec 000 §2).
 */
export function AuthLayout({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pt: 2 }}>
        <LanguageSwitch />
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 2,
          '&:focus': { outline: 'none' },
        }}
      >
        <Card sx={{ width: '100%', maxWidth: 400 }}>
          <CardContent>
            <Typography
              component="h1"
              variant="h4"
              align="center"
              sx={{ fontWeight: 600, color: 'primary.main' }}
            >
              {msg('shell.title')}
            </Typography>
            <Typography component="p" variant="subtitle1" align="center" sx={{ mb: 2 }}>
              {msg('shell.subtitle')}
            </Typography>
            <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
              {heading}
            </Typography>
            {children}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
