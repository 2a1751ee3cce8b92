import type { RouteName } from '@circles/shared/api/contract';

/** Where each contract route's handler lives: a module under functions/src exporting `handler`. */
export interface Binding {
  /** Module path relative to functions/src, without extension. */
  file: string;
}

/**
 * The binding table: plain data, looped over by the local server and by CDK (one function per entry).
 * `satisfies` makes a missing or unknown route name a type error; a test checks the files exist.
 */
export const bindings = {
  usersSelfRegister: { file: 'handlers/users/self-register' },
  usersLogin: { file: 'handlers/users/login' },
  usersValidate: { file: 'handlers/users/validate' },
  usersLogout: { file: 'handlers/users/logout' },
  usersGet: { file: 'handlers/users/get-user' },
  publicSurveysCreate: { file: 'handlers/public-surveys/create' },
  publicSurveysList: { file: 'handlers/public-surveys/list' },
  publicSurveysMarkContacted: { file: 'handlers/public-surveys/mark-contacted' },
} satisfies Record<RouteName, Binding>;
