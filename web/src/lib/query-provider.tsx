import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/**
 * One query cache for the signed-in app; a new sign-in starts from an empty cache. `configure` adjusts
 * the new cache once (the app sets per-feature defaults there, as lib knows no feature).
 */
export function QueryProvider({
  children,
  configure,
}: {
  children: ReactNode;
  configure?: (client: QueryClient) => void;
}) {
  const [client] = useState(() => {
    const created = createQueryClient();
    configure?.(created);
    return created;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
