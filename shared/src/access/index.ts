/** Public entry `@circles/shared/access`: the access policy of ACCESS.md. */
export { can, canCreateRole, relationOf } from './policy';
export { ACTIONS } from './types';
export type {
  Action,
  Actor,
  NewUserTarget,
  NoteTarget,
  Relation,
  Role,
  ScopeTarget,
  SeriesTarget,
  Target,
  UserTarget,
} from './types';
