import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { QueryFamily } from '@circles/shared/api/cache';
import type { RouteName } from '@circles/shared/api/contract';
import { routeDefinition } from './api-client';
import { queryRoots } from './query-keys';

/**
 * Marks stale (and refetches where shown) every family of cached queries the routes declare
 * (`RouteDef.invalidates`).
 */
export async function invalidateDeclared(client: QueryClient, routes: readonly RouteName[]): Promise<void> {
  const families = new Set<QueryFamily>();
  for (const name of routes) for (const f of (await routeDefinition(name)).invalidates ?? []) families.add(f);
  await Promise.all([...families].map((f) => client.invalidateQueries({ queryKey: queryRoots[f] })));
}

/**
 * A mutation whose cache effects come from the contract: after the call settles (a failed multi-step
 * call may be partial), the query families its routes declare are refetched. `routes` lists every route
 * the mutation may call.
 */
export function useApiMutation<V, R>(
  routes: RouteName | readonly RouteName[],
  mutationFn: (vars: V) => Promise<R>,
  options: Omit<UseMutationOptions<R, Error, V>, 'mutationFn'> = {},
) {
  const client = useQueryClient();
  const names: readonly RouteName[] = typeof routes === 'string' ? [routes] : routes;
  return useMutation<R, Error, V>({
    ...options,
    mutationFn,
    onSettled: async (...args) => {
      await invalidateDeclared(client, names);
      await options.onSettled?.(...args);
    },
  });
}
