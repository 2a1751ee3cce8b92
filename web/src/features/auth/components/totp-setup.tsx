import { lazy, Suspense, useId } from 'react';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { msg } from '@circles/shared/messages/auth';
import { OneTimeCodeForm } from './one-time-code-form';

// The QR library loads with this screen only (never with the sign-in screen).
const QrCode = lazy(() => import('./qr-code'));

/** A base32 key in groups of four, as authenticator apps show and accept it. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Setting up an authenticator app (issue 21): install an app, scan the QR code of the `otpauth://` URI or
 * type the key (written out too, for screen readers and for adding the app on this same phone), then
 * prove it with the app's first code. `onSubmit` throws a `SignInError` for a wrong code.
 */
export function TotpSetup({
  secret,
  uri,
  submitLabel,
  onSubmit,
}: {
  secret: string;
  uri: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<void>;
}) {
  const enterId = useId();
  return (
    <Stack spacing={2}>
      <Typography component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
        <li>{msg('auth.mfa.setupInstall')}</li>
        <li>{msg('auth.mfa.setupScan')}</li>
      </Typography>
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={msg('auth.mfa.qrLoading')} />
          </Box>
        }
      >
        <QrCode value={uri} label={msg('auth.mfa.qrLabel')} />
      </Suspense>
      <Box component="dl" sx={{ m: 0 }}>
        <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
          {msg('auth.mfa.secretLabel')}
        </Typography>
        <Typography
          component="dd"
          data-testid="totp-key"
          sx={{
            m: 0,
            fontFamily: 'monospace',
            fontSize: '1.05rem',
            wordBreak: 'break-word',
            userSelect: 'all',
          }}
        >
          {groupedKey(secret)}
        </Typography>
      </Box>
      <Typography id={enterId}>{msg('auth.mfa.setupEnter')}</Typography>
      <OneTimeCodeForm
        id="totp-setup-code"
        describedBy={enterId}
        submitLabel={submitLabel}
        onSubmit={onSubmit}
      />
    </Stack>
  );
}
