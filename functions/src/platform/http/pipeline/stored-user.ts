import type { RouteDef, RouteParams } from '@circles/shared/api/define';
import type { TableKey } from '../../data/keys';
import { dynamoUserReads, getUserAndItem } from '../../../members/data/users-repository';
import { AppError } from '../../errors';
import { sessionEnded } from '../../../members/sessions';
import { actorOf } from '../../../members/user-record';
import { preferUserLocale } from '../locale';
import { stateOf, type Event, type Middleware } from './state';

/** One item a route will need, named from its path parameters, read with the caller's stored user. */
export type Prefetch<R extends RouteDef> = (params: RouteParams<R>) => TableKey;

/**
 * The path parameters parsed ahead, so the prefetch key can be made before the caller is loaded.
 * Undefined when they are invalid (the 400 comes from the validation step, after authentication, its
 * issue texts in the caller's language) or the route has none.
 */
function validParams(route: RouteDef, event: Event): unknown {
  if (!route.params) return undefined;
  const parsed = route.params.safeParse(event.pathParameters ?? {});
  return parsed.success ? parsed.data : undefined;
}

/**
 * On `user` routes, after authentication: the stored user behind the token; 401 when unknown, disabled,
 * or when the token's session was ended by sign-out (read from the same item: no extra read). With
 * `prefetch`, the route's item comes back from the same BatchGetItem. The request's texts then follow
 * the user's stored language where the request named none it supports.
 */
export function storedUser<R extends RouteDef>(route: R, prefetch?: Prefetch<R>): Middleware {
  if (route.auth !== 'user') return {};
  return {
    before: async ({ event }) => {
      const state = stateOf(event);
      if (!state.sub) throw new AppError('UNAUTHORIZED', 'Unauthorized');
      const params = prefetch ? validParams(route, event) : undefined;
      const key = prefetch && params !== undefined ? prefetch(params as RouteParams<R>) : undefined;
      const { user, item } = key
        ? await getUserAndItem(state.sub, key)
        : { user: await dynamoUserReads.get(state.sub), item: undefined };
      if (!user || !user.enabled)
        throw new AppError('UNAUTHORIZED', 'Unauthorized', { code: 'ACCOUNT_DISABLED' });
      if (sessionEnded(user, event.requestContext.authorizer?.jwt?.claims))
        throw new AppError('UNAUTHORIZED', 'Unauthorized', { code: 'SESSION_ENDED' });
      state.actorRecord = user;
      state.prefetched = item;
      state.actor = actorOf(user);
      preferUserLocale(user.info.language);
    },
  };
}
