import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Answers that a retry cannot change: the request or the caller is wrong, not the network. */
function isFinal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The app's one query cache. Lists stay fresh for 30 s (screens refresh them explicitly or through
 * a mutation's invalidation); a failed read is retried once unless the API refused it (4xx).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) => !isFinal(error) && failures < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
