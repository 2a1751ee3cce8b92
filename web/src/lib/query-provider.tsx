import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { subscribeAppLocale } from './i18n/locale-store';
import { createQueryClient } from './query-client';

/**
 * One query cache for the signed-in app; a new sign-in starts from an empty cache. A change of
 * language marks every answer stale (the server words reports, flags and follow-ups in the caller's
 * language, issue 25): the screens shown read theirs again, keeping the old words until the new arrive.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  useEffect(() => subscribeAppLocale(() => void client.invalidateQueries()), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
