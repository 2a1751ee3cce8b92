import { ulid } from 'ulid';
import { config } from '../platform/config';
import { batchGet } from '../platform/data/client';
import { keys } from '../platform/data/keys';
import { dynamoUserReads } from '../members/data/users-repository';
import type { FollowupOpeningDeps } from './opening';
import { facilityDueDays, readOpenFindings, storedRoundPayload } from './data/repository';

/** The real reads of opening follow-ups (the modules area's saves use them). */
export const followupOpeningDeps: FollowupOpeningDeps = {
  followups: { openFindings: readOpenFindings },
  storedRound: storedRoundPayload,
  users: dynamoUserReads,
  dueDaysOf: facilityDueDays,
  get connectorEmail() {
    return config().connectorEmail;
  },
  newId: () => ulid(),
  async definitionsOf(moduleIds) {
    const items = await batchGet(
      moduleIds.map((id) => keys.memberModuleDefinition(id)),
      { attributes: ['surveyJSON'] },
    );
    const prefix = keys.memberModulePartition('');
    return new Map(items.map((i) => [String(i.pk).slice(prefix.length), i.surveyJSON]));
  },
};
