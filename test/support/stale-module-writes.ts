import { dynamoMemberModulesRepository } from '@circles/functions/modules/data/member-modules-repository';
import { modulesDeps } from '@circles/functions/modules/deps';

/**
 * The module service's dependencies with every member module write sent with a version one older than
 * the stored one: the whole TransactWrite of a save (module, answers, audit, round, counters, instance,
 * follow-ups) is cancelled by the module's version condition, as when another save came first.
 */
export const staleModuleWrites: typeof modulesDeps = {
  ...modulesDeps,
  modules: {
    ...dynamoMemberModulesRepository,
    write: (w: Parameters<typeof dynamoMemberModulesRepository.write>[0]) =>
      dynamoMemberModulesRepository.write({
        ...w,
        before: { ...w.before, version: w.before.version - 1 },
      }),
  },
};
