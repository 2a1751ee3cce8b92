import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import type {
  assignmentPatchBodySchema,
  completeProgramBodySchema,
  profilePatchBodySchema,
  registerUserBodySchema,
  startProgramBodySchema,
  statusPatchBodySchema,
  terminateBodySchema,
  volInfoPatchBodySchema,
} from '@circles/shared/schemas/people';
import type { RouteName } from '@circles/shared/api/contract';
import { apiCall } from '../../../lib/api-client';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { usersKeys } from './users';

type Body<S extends z.ZodType> = z.input<S>;

/** After any change to users, every users query reloads (lists, profiles, assignments). */
function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: usersKeys.all });
}

/** Creates a user (`POST /api/users/register`). */
export function useRegisterUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: Body<typeof registerUserBodySchema>) => apiCall('usersRegister', { body }),
    onSuccess: invalidate,
  });
}

/** Whether an email or phone is taken (`POST /api/users/checkdups`). */
export function checkDuplicate(body: { email: string } | { phone: string }): Promise<boolean> {
  return apiCall('usersCheckDups', { body }).then((answer) => answer.exists);
}

/** Deletes users, one call each (spec 002 §7 'one call per selected user'). */
export function useDeleteUsers() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      for (const id of ids) await apiCall('usersDelete', { params: { id } });
    },
    onSettled: invalidate,
  });
}

/** One update of a user: the route and its body. Each answers the user after the change. */
export type UserUpdate =
  | { kind: 'profile'; body: Body<typeof profilePatchBodySchema> }
  | { kind: 'enabled'; body: { version: number; enabled: boolean } }
  | { kind: 'research'; body: { version: number; enabled: boolean } }
  | { kind: 'researchCreate' }
  | { kind: 'facility'; body: { version: number; facilityId: string } }
  | { kind: 'status'; body: Body<typeof statusPatchBodySchema> }
  | { kind: 'volInfo'; body: Body<typeof volInfoPatchBodySchema> }
  | { kind: 'startProgram'; body: Body<typeof startProgramBodySchema> }
  | { kind: 'completeProgram'; body: Body<typeof completeProgramBodySchema> }
  | { kind: 'terminate'; body: Body<typeof terminateBodySchema> }
  | { kind: 'patients'; body: Body<typeof assignmentPatchBodySchema> }
  | { kind: 'workers'; body: Body<typeof assignmentPatchBodySchema> };

function runUpdate(id: string, update: UserUpdate) {
  const params = { id };
  switch (update.kind) {
    case 'profile':
      return apiCall('usersUpdateProfile', { params, body: update.body });
    case 'enabled':
      return apiCall('usersSetEnabled', { params, body: update.body });
    case 'research':
      return apiCall('usersSetResearch', { params, body: update.body });
    case 'researchCreate':
      return apiCall('usersResearchCreate', { params });
    case 'facility':
      return apiCall('usersSetFacility', { params, body: update.body });
    case 'status':
      return apiCall('usersSetStatus', { params, body: update.body });
    case 'volInfo':
      return apiCall('usersSetVolInfo', { params, body: update.body });
    case 'startProgram':
      return apiCall('usersStartProgram', { params, body: update.body });
    case 'completeProgram':
      return apiCall('usersCompleteProgram', { params, body: update.body });
    case 'terminate':
      return apiCall('usersTerminate', { params, body: update.body });
    case 'patients':
      return apiCall('usersAssignPatients', { params, body: update.body });
    case 'workers':
      return apiCall('usersAssignWorkers', { params, body: update.body });
  }
}

/**
 * Updates one user through the route of its purpose; afterwards every users query reloads (after a
 * 409 too, so the newer version shows).
 */
export function useUpdateUser(id: string) {
  return useApiMutation(USER_UPDATE_ROUTES, (update: UserUpdate) => runUpdate(id, update));
}

/** Every route `runUpdate` may call: their declared cache effects apply after any update. */
const USER_UPDATE_ROUTES = [
  'usersUpdateProfile',
  'usersSetEnabled',
  'usersSetResearch',
  'usersResearchCreate',
  'usersSetFacility',
  'usersSetStatus',
  'usersSetVolInfo',
  'usersStartProgram',
  'usersCompleteProgram',
  'usersTerminate',
  'usersAssignPatients',
  'usersAssignWorkers',
] as const satisfies readonly RouteName[];

/** Sets a new password (`PATCH /api/users/{id}/password`). */
export function useSetPassword(id: string) {
  return useMutation({
    mutationFn: (body: { password: string; confirmPassword: string }) =>
      apiCall('usersSetPassword', { params: { id }, body }),
  });
}

/** Adds a sticky note to a member (`POST /api/stickynotes`), then reloads the profile (spec: "the page reloads"). */
export function useAddStickyNote(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: { level: string; message: string }) =>
      apiCall('stickyNotesCreate', { body: { patientId: memberId, ...values } }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.profile(memberId) }),
  });
}

/** Assigns members to management users (Assign Volunteer): one call per management user. */
export function useAssignMembers() {
  return useApiMutation(
    'usersAssignPatients',
    async ({ workerIds, memberIds }: { workerIds: string[]; memberIds: string[] }) => {
      for (const id of workerIds) {
        await apiCall('usersAssignPatients', { params: { id }, body: { add: memberIds } });
      }
    },
  );
}
